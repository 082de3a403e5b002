package io.ragguard.generation.provider;

import io.ragguard.generation.fake.FakeProvider;
import io.ragguard.generation.fake.ReceivedRequest;
import io.ragguard.generation.fake.Wire;
import io.ragguard.generation.provider.ProviderException.Kind;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.URI;

import static io.ragguard.generation.provider.Conversation.KEY;
import static io.ragguard.generation.provider.Conversation.QUESTION;
import static io.ragguard.generation.provider.Conversation.SYSTEM;
import static io.ragguard.generation.provider.Conversation.TIMEOUT;
import static io.ragguard.generation.provider.Conversation.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class AnthropicClientTest {

    private final FakeProvider fake = FakeProvider.start(Wire.ANTHROPIC).expectKey(KEY);
    private final AnthropicClient client = (AnthropicClient) Conversation.open(Wire.ANTHROPIC);

    @AfterEach
    void stop() {
        fake.close();
        client.close();
    }

    @Test
    void sendsTheKeyTheVersionAndTheSystemMessageAtTheTopLevel() {
        client.complete(Conversation.call(fake.baseUrl(), "claude-test", KEY, TIMEOUT, Conversation.FOLLOW_UP));

        ReceivedRequest request = fake.lastRequest();
        assertThat(request.path()).isEqualTo("/v1/messages");
        assertThat(request.header("x-api-key")).isEqualTo(KEY);
        assertThat(request.header("anthropic-version")).isEqualTo("2023-06-01");
        assertThat(request.header("content-type")).isEqualTo("application/json");
        JsonObject body = request.body();
        assertThat(body.getString("model")).isEqualTo("claude-test");
        assertThat(body.getString("system")).isEqualTo(SYSTEM);
        assertThat(body.getJsonArray("messages").getValuesAs(JsonObject.class))
                .extracting(m -> m.getString("role"), m -> m.getString("content"))
                .containsExactly(tuple("user", "What is a member?"), tuple("assistant", "Someone who joined [1]."),
                        tuple("user", QUESTION));
        assertThat(body.getInt("max_tokens")).isEqualTo(512);
        assertThat(body.getBoolean("stream")).isFalse();
    }

    @Test
    void asksForAStreamInTheBody() {
        ProviderReply reply = client.stream(call(fake.baseUrl(), "claude-test", TIMEOUT), piece -> {
        });

        assertThat(fake.lastRequest().body().getBoolean("stream")).isTrue();
        assertThat(reply.tokensIn()).as("from message_start").isPositive();
        assertThat(reply.tokensOut()).as("from message_delta").isPositive();
    }

    @Test
    void passesOverPingsAndDeltasThatAreNotText() {
        PartialReply reply = new PartialReply(AnthropicClient.NAME);

        read("ping", "{\"type\": \"ping\"}", reply);
        read("content_block_delta", """
                {"type": "content_block_delta", "index": 0, "delta": {"type": "thinking_delta", "thinking": "Hmm."}}""",
                reply);
        read("content_block_delta", """
                {"type": "content_block_delta", "index": 1, "delta": {"type": "text_delta", "text": "Yes [1]."}}""",
                reply);

        assertThat(reply.takePiece()).isEqualTo("Yes [1].");
    }

    @Test
    void endsTheCallByTheTypeOfAnErrorEvent() {
        assertThatThrownBy(() -> read("error", """
                {"type": "error", "error": {"type": "rate_limit_error", "message": "Slow down"}}""",
                new PartialReply(AnthropicClient.NAME)))
                .isInstanceOfSatisfying(ProviderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.RATE_LIMITED));
        assertThatThrownBy(() -> read("error", """
                {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}""",
                new PartialReply(AnthropicClient.NAME)))
                .isInstanceOfSatisfying(ProviderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.UNAVAILABLE));
    }

    private boolean read(String type, String data, PartialReply reply) {
        return client.readEvent(call(URI.create("http://unused"), "m", TIMEOUT),
                new ServerSentEvents.Event(type, data), reply);
    }
}
