package io.ragguard.settings.boundary;

import io.ragguard.settings.control.ModelFiles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import static io.ragguard.settings.boundary.SettingDefinition.choice;
import static io.ragguard.settings.boundary.SettingDefinition.file;
import static io.ragguard.settings.boundary.SettingDefinition.flag;
import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.integer;
import static io.ragguard.settings.boundary.SettingDefinition.number;
import static io.ragguard.settings.boundary.SettingDefinition.secret;
import static io.ragguard.settings.boundary.SettingDefinition.text;
import static io.ragguard.settings.boundary.SettingDefinition.url;
import static io.ragguard.settings.boundary.SettingDefinition.tenant;
import static io.ragguard.settings.boundary.SettingDefinition.toneStyle;

/**
 * The settings that may be changed at run time, each with its type and the values it takes (see
 * docs/settings.md). Validators add their own ({@code validator.<name>.enabled}, {@code .order},
 * {@code .budget-ms}, and the parameters each declares) when the chain starts. A value is accepted
 * only inside its definition; file paths only under the server's model folder
 * ({@code ragguard.data.dir/models}) and only when they open as the kind of file they must be. Each
 * {@code llm.*} setting may be overridden for one tenant as {@code tenant.<id>.llm.*}.
 */
@ApplicationScoped
public class SettingCatalog {

    /** Milliseconds a budget or a deadline may be set to. */
    public static final long MIN_BUDGET_MS = 10;
    public static final long MAX_BUDGET_MS = 60_000;

    @Inject
    @ConfigProperty(name = "ragguard.data.dir", defaultValue = "target/ragguard")
    String dataDir;

    private final Map<String, SettingDefinition> definitions = new TreeMap<>();

    public SettingCatalog() {
        define(flag("enable.validators", "Run the validator chain on every answer"));
        define(flag("enable.tone.align", "Align every answer to the tone style"));
        define(toneStyle("tone.style", "Tone style applied last (tenant.<id>.tone.style for one tenant)"));
        define(choice("validation.mode", "enforce: patch or refuse; observe (or its earlier name, shadow): run and "
                + "record what enforcing would do, but serve the answer as generated; off: do not validate",
                "enforce", "observe", "shadow", "off"));
        define(choice("validation.on.error",
                "What a validator that crashes or runs out of time means for the answer: served flagged as "
                        + "unverified (fail-open) or refused (fail-closed)", "fail-open", "fail-closed"));
        define(choice("validation.unsupported-sentences", "What happens to an answer with sentences its sources do "
                + "not support: remove them (patched; declined when nothing is left), refuse it, or serve it flagged as "
                + "unverified", "remove", "refuse", "flag"));
        define(choice("validator.grounding.judge", "A second opinion for the sentences the local grounding models are "
                + "unsure of: none (local), or the tenant's own model (llm)", "local", "llm"));
        define(integer("validator.grounding.judge.max-sentences", 1, 20,
                "Sentences of one answer the grounding judge is asked about, the least sure first"));
        define(integer("validator.grounding.judge.timeout-ms", MIN_BUDGET_MS, MAX_BUDGET_MS,
                "How long the grounding judge may take; past it the local verdicts stand"));
        define(number("validator.grounding.judge.margin", 0, 0.5,
                "How close to the faithfulness threshold a sentence's score must be for the judge to be asked"));
        define(integer("validation.budget-ms", MIN_BUDGET_MS, MAX_BUDGET_MS,
                "Time budget of each validator, unless validator.<name>.budget-ms sets its own"));
        define(fraction("retrieval.similarity.threshold", "Passages less similar to the question than this are dropped"));
        define(fraction("retrieval.lexical-leader.min-similarity", "The passage BM25 ranks first by a clear lead is "
                + "kept down to this similarity (at or above the threshold: no exception)"));
        define(integer("retrieval.candidates", 1, 200, "Passages ranked by each of BM25 and k-NN before fusion"));
        define(choice("retrieval.fusion", "How BM25 and dense rankings are fused", "weighted", "rrf"));
        define(fraction("retrieval.fusion.dense-weight", "Weight of the dense score in weighted fusion"));
        define(fraction("retrieval.mmr.lambda", "MMR: relevance against diversity (1 = relevance only)"));
        define(flag("retrieval.reference.enabled",
                "Judge each retrieved passage before generation (CRAG); rejected and unsure ones are dropped"));
        define(choice("retrieval.reference.model",
                "Who judges passages: local (coverage and similarity), or a configured provider's model",
                "local", "openai", "gemini", "anthropic"));
        define(integer("retrieval.reference.max-passages", 1, 20, "Passages kept after judging"));
        define(fraction("retrieval.reference.local.accept-coverage",
                "Local judge: accept a passage covering this share of the question's terms"));
        define(fraction("retrieval.reference.local.reject-coverage",
                "Local judge: reject a passage covering less (and less similar than reject.similarity)"));
        define(fraction("retrieval.reference.local.accept-similarity",
                "Local judge: accept a passage at least this similar to the question"));
        define(fraction("retrieval.reference.local.reject-similarity",
                "Local judge: reject a passage less similar (and covering less than reject.coverage)"));
        define(integer("conversation.memory.max.tokens", 0, 8000, "Token budget of recalled messages"));
        define(integer("conversation.memory.max.tokens.per.message", 1, 4000, "Token budget of one message"));
        define(fraction("conversation.memory.min.similarity",
                "Older messages less similar to the question are not recalled"));
        define(integer("conversation.memory.relevant.messages", 0, 20, "Older messages recalled at most"));
        define(integer("conversation.memory.considered.messages", 0, 100, "Older messages considered for recall"));
        define(integer("conversation.memory.budget-ms", MIN_BUDGET_MS, MAX_BUDGET_MS,
                "How long a question waits for its conversation to be recalled before it goes on without it"));
        define(integer("generation.extractive.max-sentences", 1, 10, "Most sentences the extractive generator answers "
                + "with (a second only for a second part of the question)"));
        define(fraction("generation.extractive.min-relevance",
                "Similarity to the question a sentence needs before the extractive generator answers with it"));
        define(fraction("generation.extractive.min-question-coverage",
                "Share of what the asking sentence of a question is about that the passages must name before the "
                        + "extractive generator answers"));
        define(choice("llm.provider", "The model that generates answers: the built-in extractive generator, or a "
                + "provider's API", "extractive", "openai", "gemini", "anthropic"));
        define(url("llm.base-url", "Where the provider answers, with its version path (unset: the provider's own "
                + "address); an Azure OpenAI deployment URL carries its api-version query. Never a link-local or "
                + "metadata address; a private one only when RAGGUARD_PROVIDER_ALLOW lists it; plain http only to "
                + "loopback or an allowed host. Changing it clears a stored llm.api-key"));
        define(text("llm.model", 200, "[A-Za-z0-9][A-Za-z0-9._:/@+-]*", "The model to ask for"));
        define(text("llm.allowed-models", 2000, "[A-Za-z0-9][A-Za-z0-9._:/@+-]*(\\s*,\\s*[A-Za-z0-9][A-Za-z0-9._:/@+-]*)*",
                "The models a caller may name instead of llm.model (on /v1: \"northwind/<model>\"), separated by "
                        + "commas; unset: llm.model only"));
        define(secret("llm.api-key", "The provider's key: write-only, stored encrypted, sent only to the "
                + "llm.base-url it was saved with; ${env.NAME} names an environment variable that holds it, one "
                + "that RAGGUARD_SECRET_ENV_ALLOW lists"));
        define(integer("llm.timeout-ms", 100, 600_000,
                "How long to wait for the provider's first byte, and for any pause in its stream"));
        define(integer("llm.max-tokens", 1, 200_000, "The longest answer to ask for, in tokens"));
        define(number("llm.temperature", 0, 2, "The sampling temperature"));
        define(integer("llm.retries", 0, 10, "Retries of a call that got 429, 502, 503 or 504 (honouring Retry-After)"));
        define(integer("llm.max-concurrent", 1, 10_000, "Calls to one provider at a time (the bulkhead)"));
        define(choice("llm.fallback", "When the provider fails: answer with the extractive generator, or refuse "
                + "with 503", "extractive", "none"));
        define(integer("llm.context-tokens", 256, 2_000_000,
                "The prompt's budget in tokens: passages are trimmed to fit it"));
        define(tenant("chat.default.tenant", "Tenant of requests that name none"));
        define(integer("chat.message.max-chars", 1, 32_000, "Longest question accepted"));
        define(integer("chat.history.max-messages", 1, 1000, "Most messages of a conversation a caller sends (413 above)"));
        define(integer("chat.history.max-chars", 1, 1_000_000, "Most characters of a conversation and instructions a "
                + "caller sends (413 above)"));
        define(text("chat.decline.message", SettingDefinition.TEMPLATE_LENGTH, "What a reply that does not answer "
                + "says, and where it sends the customer (tenant.<id>.chat.decline.message for one tenant)"));
        define(text("chat.refusal.template", SettingDefinition.TEMPLATE_LENGTH,
                "What the OpenAI door (/v1) answers, with finish_reason content_filter, when the guard refuses"));
        define(integer("validate.answer.max-chars", 1, 200_000, "Longest answer /api/validate accepts"));
        define(integer("validate.context.max-chars", 1, 200_000, "Longest context /api/validate accepts"));
        define(integer("validate.contexts.max", 1, 100, "Most contexts /api/validate accepts"));
        define(flag("recording.raw-personal-data",
                "Store questions, answers, context and messages with their personal data; off: redacted"));
        define(integer("recording.retention.days", 0, 36_500,
                "Days records and conversations are kept; older ones are purged every hour (0 = kept for ever)"));
        define(text("review.regulated-domains", 2000, "[a-z0-9][a-z0-9_-]*(\\s*,\\s*[a-z0-9][a-z0-9_-]*)*",
                "Tenant domains, comma-separated, where a wrong figure in an answer makes it high severity for review"));
        define(integer("login.max-failures", 1, 100, "Wrong passwords in a row that lock a user's logins"));
        define(integer("login.max-failures-per-address", 1, 1000,
                "Wrong passwords in a row from one client address that lock its logins"));
        define(integer("login.lock-seconds", 1, 86_400, "The first lock; each one after it lasts twice as long"));
        define(integer("login.max-lock-seconds", 1, 86_400, "The longest lock"));
        define(file("validator.cross-encoder.model", FileKind.ONNX_MODEL,
                "ONNX cross-encoder (NLI or HHEM style) that joins the faithfulness ensemble; reset = none"));
        define(file("validator.cross-encoder.tokenizer", FileKind.TOKENIZER,
                "tokenizer.json of the cross-encoder; reset = the one next to the model"));
        define(integer("validator.cross-encoder.label-index", -16, 15,
                "Logit of the cross-encoder that means entailed (-1 = the last)"));
        define(integer("validator.cross-encoder.max-tokens", 16, 4096,
                "Word pieces of premise and claim the cross-encoder reads"));
        define(integer("validator.cross-encoder.threads", 1, 16, "Threads one answer's cross-encoder passes run on"));
        define(fraction("validator.cross-encoder.weight",
                "Share of the cross-encoder's entailment probability in each claim's score"));
        define(number("validator.cross-encoder.margin", 0, 0.5,
                "A claim whose fitted score is this near 0 or 1 keeps it without a cross-encoder pass"));
    }

    private void define(SettingDefinition definition) {
        definitions.put(definition.name(), definition);
    }

    /**
     * Adds a validator's settings: its switch, its place in its phase, its budget, whether it is enforced or
     * observed, and the parameters it declares (named relative to {@code validator.<name>.}).
     */
    public synchronized void registerValidator(String validator, List<SettingDefinition> parameters) {
        String prefix = "validator." + validator + ".";
        define(flag(prefix + "enabled", "Run the " + validator + " validator"));
        define(integer(prefix + "order", 0, 1000, "Place of " + validator + " among the validators its "
                + "dependencies leave free in its phase (lower runs first)"));
        define(integer(prefix + "budget-ms", MIN_BUDGET_MS, MAX_BUDGET_MS, "Time budget of " + validator));
        define(choice(prefix + "enforcement", "enforce: " + validator + " patches and refuses; observe: it runs and is "
                + "recorded with what it would have done, but changes and refuses nothing", "enforce", "observe"));
        for (SettingDefinition parameter : parameters) {
            if (List.of("enabled", "order", "budget-ms", "enforcement").contains(parameter.name())) {
                throw new IllegalStateException(validator + " declares " + parameter.name()
                        + ", a setting every validator has from the chain");
            }
            define(parameter.named(prefix + parameter.name()));
        }
    }

    /**
     * The definition of a setting: one of the catalog's, or a tenant's override of a model setting,
     * {@code tenant.<id>.llm.*}, which takes what its {@code llm.*} setting takes.
     */
    public synchronized SettingDefinition require(String name) {
        SettingDefinition definition = definitions.get(name);
        if (definition == null) {
            definition = TenantOverride.parse(name).map(o -> definitions.get(o.setting()))
                    .map(d -> d.named(name)).orElse(null);
        }
        return Optional.ofNullable(definition)
                .orElseThrow(() -> new InvalidSettingException(name, "unknown setting " + name));
    }

    /**
     * The value in normal form, checked against its definition and, for a file, against the server: a
     * file path becomes the real path of a file of its kind under the model folder. (Whether a tenant
     * exists is the settings boundary's to check.)
     *
     * @throws InvalidSettingException naming the setting and what it takes
     */
    public String normalize(String name, String raw) {
        SettingDefinition definition = require(name);
        String value = definition.normalize(raw);
        return definition.type() == SettingType.FILE ? ModelFiles.check(Path.of(dataDir, "models"), value, definition)
                : value;
    }

    public synchronized Collection<SettingDefinition> all() {
        return new ArrayList<>(definitions.values());
    }
}
