package io.ragguard.monitoring.boundary;

import io.ragguard.monitoring.control.SimilarityBands;
import io.ragguard.monitoring.control.MetricTexts;
import io.ragguard.monitoring.control.RecentMean;
import java.util.stream.Stream;
import java.util.Arrays;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import io.ragguard.tenant.boundary.TenantCreated;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.Timer;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Every metric RAG Guard publishes at {@code /metrics}, each with its HELP text ({@link MetricTexts}):
 * answers by tenant and status, declines by tenant and reason, refusals, validator outcomes and reasons,
 * stage, validator and provider latencies (histograms with fixed buckets, so that nodes add up; the
 * buckets are in microprofile-config.properties), and the context's quality and similarity (0 to 1).
 * The counters of answers, declines and refusals exist at zero for every tenant from the start
 * ({@link #tenantKnown}), so that a rate is 0, not missing. The counters and timers of one answer
 * (three or four for each of seventeen validators) are looked up by name and tags once and then kept:
 * a lookup in the registry builds its metric id and tags anew, which cost more than the validators
 * that are cheapest to run. Their tag values are validator names, outcomes and reason codes, a set
 * the code bounds.
 */
@ApplicationScoped
public class PipelineMetrics {

    @Inject
    MetricRegistry registry;

    /** The status of a stream the model broke off, counted beside the answers' own statuses. */
    static final String MODEL_UNAVAILABLE = "model_unavailable";
    /** Every status an answer is counted by. */
    static final List<String> STATUSES = Stream.concat(Arrays.stream(AnswerStatus.values()).map(AnswerStatus::label),
            Stream.of(MODEL_UNAVAILABLE)).toList();
    /** Every reason a reply declines for. */
    static final List<String> DECLINE_REASONS = List.of("no_context", "off_topic", "unsupported", "out_of_scope");
    /** Every reason a request is turned away with a 503. */
    static final List<String> REFUSALS = List.of("overloaded", "database_unavailable");

    private final Map<List<String>, Counter> counters = new ConcurrentHashMap<>();
    private final Map<List<String>, Timer> timers = new ConcurrentHashMap<>();
    private final RecentMean similarity = new RecentMean(200);
    private final AtomicBoolean similarityGauge = new AtomicBoolean();

    /** A streamed answer the model broke off: counted by the status {@code model_unavailable}. */
    public void modelUnavailable(String tenant) {
        counter("ragguard_answers", "tenant", tenant, "status", MODEL_UNAVAILABLE).inc();
    }

    /**
     * One answer served or refused, by its status, also counted for the integration key that asked (null:
     * none); a reply that declines ({@code declineReason} not null) is counted by its reason too:
     * no_context, off_topic, unsupported, out_of_scope.
     */
    public void answered(String tenant, AnswerStatus status, String declineReason, String keyName) {
        counter("ragguard_answers", "tenant", tenant, "status", status.label()).inc();
        if (keyName != null) {
            counter("ragguard_key_answers", "key", keyName, "status", status.label()).inc();
        }
        if (declineReason != null) {
            counter("ragguard_declines", "tenant", tenant, "reason", declineReason).inc();
            if (keyName != null) {
                counter("ragguard_key_declines", "key", keyName, "reason", declineReason).inc();
            }
        }
    }

    /** One request turned away with a 503, by why: overloaded, or the database unavailable. */
    public void refused(String why) {
        counter("ragguard_requests_refused", "reason", why).inc();
    }

    public void validatorRan(String validator, Outcome outcome, List<String> reasons, long micros) {
        counter("ragguard_validator_outcomes", "validator", validator, "outcome", outcome.label()).inc();
        for (String reason : reasons) {
            counter("ragguard_validator_reasons", "validator", validator, "reason", reason).inc();
        }
        timer("ragguard_validator_duration", "validator", validator).update(Duration.ofNanos(micros * 1_000));
    }

    /** The duration of one pipeline stage: retrieval, generation, validation, tone, recording, total. */
    public void stage(String stage, long nanos) {
        timer("ragguard_stage_duration", "stage", stage).update(Duration.ofNanos(nanos));
    }

    /** The context one question got: passages kept and dropped, their average similarity, its class. */
    public void contextRetrieved(int kept, int filteredOut, double averageSimilarity, String quality) {
        counter("ragguard_context_documents", "kept", "true").inc(kept);
        counter("ragguard_context_documents", "kept", "false").inc(filteredOut);
        counter("ragguard_context_quality", "quality", quality).inc();
        if (kept > 0) {
            similarity.add(averageSimilarity);
            counter("ragguard_context_similarity_band", "band", SimilarityBands.of(averageSimilarity)).inc();
        }
    }

    /**
     * One call to a model provider: its outcome ({@code ok} or the kind of failure), how long it took and
     * the tokens it counted in and out (negative: not counted).
     */
    public void providerCalled(String provider, String outcome, long nanos, int tokensIn, int tokensOut) {
        counter("ragguard_llm_calls", "provider", provider, "outcome", outcome).inc();
        timer("ragguard_llm_duration", "provider", provider).update(Duration.ofNanos(nanos));
        if (tokensIn > 0) {
            counter("ragguard_llm_tokens", "provider", provider, "direction", "in").inc(tokensIn);
        }
        if (tokensOut > 0) {
            counter("ragguard_llm_tokens", "provider", provider, "direction", "out").inc(tokensOut);
        }
    }

    /** One retry of a provider call, by why (rate_limited, unavailable). */
    public void providerRetried(String provider, String why) {
        counter("ragguard_llm_retries", "provider", provider, "reason", why).inc();
    }

    /** One answer given by the extractive generator in place of a provider, by why. */
    public void fellBack(String provider, String why) {
        counter("ragguard_llm_fallbacks", "provider", provider, "reason", why).inc();
    }

    /**
     * Brings the tenant's counters of answers, declines and refusals into being at zero, and the
     * gauge of the context's similarity: a counter that does not exist makes a rate that is missing, not 0.
     */
    public void tenantKnown(String tenant) {
        for (String status : STATUSES) {
            counter("ragguard_answers", "tenant", tenant, "status", status);
        }
        for (String reason : DECLINE_REASONS) {
            counter("ragguard_declines", "tenant", tenant, "reason", reason);
        }
        for (String reason : REFUSALS) {
            counter("ragguard_requests_refused", "reason", reason);
        }
        for (String band : SimilarityBands.ALL) {
            counter("ragguard_context_similarity_band", "band", band);
        }
        if (similarityGauge.compareAndSet(false, true)) {
            registry.gauge(MetricTexts.metadata("ragguard_context_similarity"), similarity, RecentMean::mean);
        }
    }

    /** A tenant created while the server runs (or by the demo data at the first start) gets its counters. */
    public void created(@Observes TenantCreated tenant) {
        tenantKnown(tenant.id());
    }

    /** The counter of that name and tags, given as tag name, value, name, value, ... */
    private Counter counter(String name, String... tags) {
        return counters.computeIfAbsent(key(name, tags), k -> registry.counter(MetricTexts.metadata(name), tags(tags)));
    }

    private Timer timer(String name, String... tags) {
        return timers.computeIfAbsent(key(name, tags), k -> registry.timer(MetricTexts.metadata(name), tags(tags)));
    }

    private static List<String> key(String name, String... tags) {
        String[] key = new String[tags.length + 1];
        key[0] = name;
        System.arraycopy(tags, 0, key, 1, tags.length);
        return List.of(key);
    }

    private static Tag[] tags(String... pairs) {
        Tag[] tags = new Tag[pairs.length / 2];
        for (int i = 0; i < tags.length; i++) {
            tags[i] = new Tag(pairs[2 * i], pairs[2 * i + 1]);
        }
        return tags;
    }
}
