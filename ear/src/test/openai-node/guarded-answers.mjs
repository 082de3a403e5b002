// OpenAI's own Node SDK against RAG Guard's OpenAI-compatible door, with nothing changed but the base URL and
// the key: a plain answer, a streamed one with usage, a conversation of several turns, the model list, and the
// SDK's own errors for a wrong key and an unknown model. Exits non-zero at the first expectation not met.
// Usage: RAGGUARD_BASE_URL=http://localhost:9080 node guarded-answers.mjs
import assert from 'node:assert/strict';
import OpenAI from 'openai';

const baseURL = (process.env.RAGGUARD_BASE_URL ?? 'http://localhost:9080') + '/v1';
const client = new OpenAI({ baseURL, apiKey: process.env.RAGGUARD_KEY ?? 'rg-demo-key', maxRetries: 0 });
const golden = 'How long is the return window for Trail Points members on full-price purchases?';

const plain = await client.chat.completions.create({ model: 'northwind', messages: [{ role: 'user', content: golden }] });
assert.equal(plain.object, 'chat.completion');
assert.equal(plain.choices[0].finish_reason, 'stop');
assert.match(plain.choices[0].message.content, /60 days/);
assert.equal(plain.ragguard.status, 'passed');
assert.ok(plain.id.startsWith('chatcmpl-'));

const stream = await client.chat.completions.create({ model: 'northwind', stream: true,
  stream_options: { include_usage: true }, messages: [{ role: 'user', content: golden }] });
let streamed = '';
let finish = null;
let usage = null;
for await (const chunk of stream) {
  const choice = chunk.choices[0];
  if (choice) {
    streamed += choice.delta.content ?? '';
    finish = choice.finish_reason ?? finish;
  }
  usage = chunk.usage ?? usage;
}
assert.equal(streamed, plain.choices[0].message.content);
assert.equal(finish, 'stop');
assert.ok(usage.total_tokens > 0);

const first = await client.chat.completions.create({ model: 'northwind',
  messages: [{ role: 'user', content: 'Tell me about express shipping.' }] });
const followUp = await client.chat.completions.create({ model: 'northwind', messages: [
  { role: 'system', content: 'Keep answers short.' },
  { role: 'user', content: 'Tell me about express shipping.' },
  first.choices[0].message,
  { role: 'user', content: 'How much does it cost?' }] });
assert.match(followUp.choices[0].message.content, /\$14\.95/);

const models = [];
for await (const model of client.models.list()) {
  models.push(model.id);
}
assert.ok(['northwind', 'bluebay', 'medora'].every(id => models.includes(id)), models.join(','));

await assert.rejects(new OpenAI({ baseURL, apiKey: 'rg-not-a-key', maxRetries: 0 }).chat.completions.create({
  model: 'northwind', messages: [{ role: 'user', content: golden }] }),
  error => error instanceof OpenAI.AuthenticationError && error.status === 401 && error.code === 'invalid_key');
await assert.rejects(client.chat.completions.create({ model: 'no-such-tenant',
  messages: [{ role: 'user', content: golden }] }),
  error => error instanceof OpenAI.NotFoundError && error.status === 404);

console.log(JSON.stringify({ plain: plain.choices[0].message.content, streamed, followUp:
  followUp.choices[0].message.content, models }));
