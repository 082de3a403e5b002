package io.ragguard.generation.boundary;

import io.ragguard.generation.control.ExtractiveGenerator;
import io.ragguard.generation.control.ModelConfig;
import io.ragguard.generation.control.ProviderCalls;
import io.ragguard.generation.control.ProviderMessages;
import io.ragguard.generation.provider.ProviderCall;
import io.ragguard.generation.provider.ProviderClient;
import io.ragguard.generation.provider.ProviderException;
import io.ragguard.generation.provider.ProviderReply;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The model router: asks the tenant's model ({@code llm.*} and its {@code tenant.<id>.llm.*} overrides,
 * read on every call) through the fault tolerance of {@link ProviderCalls}. When the provider cannot
 * answer, {@code llm.fallback} decides: the extractive generator answers (named
 * {@code extractive (fallback: <why>)}), or a {@link ModelUnavailableException} becomes a 503.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class Generator {

    private static final System.Logger LOG = System.getLogger(Generator.class.getName());
    static final String JUDGE_PROVIDER_MISSING = "is not configured: no llm.provider names it";

    @Inject
    ModelConfig config;

    @Inject
    ProviderCalls calls;

    @Inject
    ExtractiveGenerator extractive;
    @Inject
    DeclineMessage declines;

    @Inject
    @Any
    Instance<ProviderClient> clients;

    @Inject
    PipelineMetrics metrics;

    public Generation generate(String tenant, Prompt prompt) {
        return generate(tenant, null, prompt);
    }

    /**
     * The answer of the tenant's provider with {@code model} in place of its configured one (null: the
     * configured one); the extractive generator has no models and ignores it.
     */
    public Generation generate(String tenant, String model, Prompt prompt) {
        ModelSettings settings = settings(tenant, model);
        if (!settings.provider().remote()) {
            return extractive.generate(prompt, declines.of(tenant));
        }
        ProviderCall call = ProviderMessages.call(settings, prompt);
        try {
            ProviderReply reply = calls.call(settings, () -> true, () -> client(settings).complete(call));
            return new Generation(reply.text(), settings.generator());
        } catch (ProviderException e) {
            return fallback(tenant, settings, prompt, e);
        }
    }

    /**
     * Streams the tenant's model's answer to {@code text} piece by piece and returns it whole. A provider
     * that fails before its first piece is retried or replaced like a plain call (the fallback's answer
     * goes to {@code text} as one piece); one that fails after it has sent text cannot be replaced, and
     * ends in a {@link ModelUnavailableException}.
     */
    public Generation stream(String tenant, Prompt prompt, Consumer<String> text) {
        return stream(tenant, null, prompt, text);
    }

    /** {@link #stream(String, Prompt, Consumer)} with {@code model} in place of the configured one (null: it). */
    public Generation stream(String tenant, String model, Prompt prompt, Consumer<String> text) {
        ModelSettings settings = settings(tenant, model);
        if (!settings.provider().remote()) {
            Generation answer = extractive.generate(prompt, declines.of(tenant));
            text.accept(answer.text());
            return answer;
        }
        ProviderCall call = ProviderMessages.call(settings, prompt);
        AtomicBoolean started = new AtomicBoolean();
        try {
            ProviderReply reply = calls.call(settings, () -> !started.get(),
                    () -> client(settings).stream(call, piece -> {
                        started.set(true);
                        text.accept(piece);
                    }));
            return new Generation(reply.text(), settings.generator());
        } catch (ProviderException e) {
            if (started.get()) {
                throw unavailable(settings, e);
            }
            Generation replacement = fallback(tenant, settings, prompt, e);
            text.accept(replacement.text());
            return replacement;
        }
    }

    /**
     * Refuses a model the caller named that the tenant does not allow ({@code llm.allowed-models}, else its
     * configured model only), before anything is generated: a key holder does not pick a dearer model.
     * The extractive generator has no models, and asks no one.
     *
     * @throws ModelNotAllowedException naming the models the tenant allows
     */
    public void requireAllowed(String tenant, String model) {
        if (model == null || !config.forTenant(tenant).provider().remote()) {
            return;
        }
        Set<String> allowed = config.allowedModels(tenant);
        if (!allowed.contains(model)) {
            String shown = model.length() > 100 ? model.substring(0, 97) + "..." : model;
            throw new ModelNotAllowedException("model " + shown + " is not one of tenant " + tenant + "'s models: "
                    + String.join(", ", allowed));
        }
    }

    private ModelSettings settings(String tenant, String model) {
        ModelSettings settings = config.forTenant(tenant);
        return model == null || !settings.provider().remote() ? settings : settings.withModel(model);
    }

    /** The model settings in effect for a tenant (null: the global ones), without the key. */
    public ModelView settings(String tenant) {
        return ModelView.of(tenant, config.forTenant(tenant));
    }

    /** One tiny completion with the tenant's model, without retries, timed. */
    public ConnectionTest test(String tenant) {
        ModelSettings settings = config.forTenant(tenant);
        long start = System.nanoTime();
        if (!settings.provider().remote()) {
            return new ConnectionTest(true, settings.generator(), 0, null, null,
                    "the extractive generator needs no network");
        }
        ProviderCall call = new ProviderCall(settings.baseUrl(), settings.model(), settings.apiKey(),
                settings.timeout(), 16, 0, "Reply with the single word: ok",
                List.of(new ProviderCall.Message(ProviderCall.Message.USER, "ping")));
        try {
            ProviderReply reply = calls.call(settings, () -> false, () -> client(settings).complete(call));
            return new ConnectionTest(true, settings.generator(), (System.nanoTime() - start) / 1_000_000, null, null,
                    "answered with a completion of " + reply.text().strip().length() + " characters");
        } catch (ProviderException e) {
            return new ConnectionTest(false, settings.generator(), (System.nanoTime() - start) / 1_000_000,
                    e.status() > 0 ? e.status() : null, e.kind().label(), failure(settings, e));
        }
    }

    /**
     * What a failed test says: the status the provider answered, or the server's own account of a call
     * that got no answer (refused, timed out, an address not allowed), never the body it was sent.
     */
    private static String failure(ModelSettings settings, ProviderException e) {
        String provider = settings.provider().label();
        if (e.status() > 0) {
            return provider + " answered HTTP " + e.status();
        }
        return switch (e.kind()) {
            case CONNECTION, TIMEOUT, CIRCUIT_OPEN, BULKHEAD_FULL -> e.getMessage();
            default -> provider + " gave no usable answer (" + e.kind().label() + ")";
        };
    }

    /**
     * A client that asks the named provider at temperature 0 and fails rather than falls back: the
     * passage judge. Empty when no {@code llm.provider} (global or a tenant's) names that provider.
     */
    public Optional<LlmClient> judge(String provider) {
        return ModelProvider.of(provider).filter(ModelProvider::remote).flatMap(config::forProvider)
                .map(settings -> judgeAsking(settings.withTemperature(0)));
    }

    /**
     * A client that asks the tenant's own model at temperature 0, within {@code timeout} and without
     * retries, and fails rather than falls back: the grounding judge. Empty when the tenant's answers come
     * from the extractive generator, which has no opinion to give.
     */
    public Optional<LlmClient> judgeFor(String tenant, Duration timeout) {
        ModelSettings settings = config.forTenant(tenant);
        if (!settings.provider().remote()) {
            return Optional.empty();
        }
        return Optional.of(judgeAsking(settings.withTemperature(0).withBudget(timeout, 0)));
    }

    /** A client asking the model of these settings through the router's fault tolerance, never falling back. */
    private LlmClient judgeAsking(ModelSettings settings) {
        return new LlmClient() {
            @Override
            public String provider() {
                return settings.generator();
            }

            @Override
            public Generation generate(Prompt prompt) {
                ProviderCall call = ProviderMessages.call(settings, prompt);
                return new Generation(calls.call(settings, () -> true, () -> client(settings).complete(call)).text(),
                        settings.generator());
            }
        };
    }

    private Generation fallback(String tenant, ModelSettings settings, Prompt prompt, ProviderException failure) {
        String why = failure.kind().label();
        LOG.log(Level.WARNING, "{0} failed ({1}): {2}", settings.generator(), why, failure.getMessage());
        if (settings.fallback() == Fallback.NONE) {
            throw unavailable(settings, failure);
        }
        metrics.fellBack(settings.provider().label(), why);
        return Generation.fallback(extractive.generate(prompt, declines.of(tenant)).text(), why);
    }

    private static ModelUnavailableException unavailable(ModelSettings settings, ProviderException failure) {
        return new ModelUnavailableException(failure.kind().label(), settings.generator() + " could not answer: "
                + failure.getMessage(), failure.retryAfter().orElse(null));
    }

    private ProviderClient client(ModelSettings settings) {
        return clients.stream().filter(c -> c.name().equals(settings.provider().label())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no client for " + settings.provider().label()));
    }
}
