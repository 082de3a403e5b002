package io.ragguard.monitoring.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;

import java.time.Duration;
import java.util.List;

/**
 * Every metric RAG Guard publishes at {@code /metrics}: answers by status, validator outcomes and
 * reasons, stage and validator latencies, and context quality.
 */
@ApplicationScoped
public class PipelineMetrics {

    @Inject
    MetricRegistry registry;

    /** One answer served or refused, by status: passed, patched, failed or unvalidated. */
    public void answered(String status) {
        registry.counter("ragguard_answers", new Tag("status", status)).inc();
    }

    public void validatorRan(String validator, String outcome, List<String> reasons, long micros) {
        Tag name = new Tag("validator", validator);
        registry.counter("ragguard_validator_outcomes", name, new Tag("outcome", outcome)).inc();
        for (String reason : reasons) {
            registry.counter("ragguard_validator_reasons", name, new Tag("reason", reason)).inc();
        }
        registry.timer("ragguard_validator_duration", name).update(Duration.ofNanos(micros * 1_000));
    }

    /** The duration of one pipeline stage: retrieval, generation, validation, tone, recording, total. */
    public void stage(String stage, long nanos) {
        registry.timer("ragguard_stage_duration", new Tag("stage", stage)).update(Duration.ofNanos(nanos));
    }

    /** The context one question got: passages kept and dropped, their average similarity, its class. */
    public void contextRetrieved(int kept, int filteredOut, double averageSimilarity, String quality) {
        registry.counter("ragguard_context_documents", new Tag("kept", "true")).inc(kept);
        registry.counter("ragguard_context_documents", new Tag("kept", "false")).inc(filteredOut);
        registry.counter("ragguard_context_quality", new Tag("quality", quality)).inc();
        if (kept > 0) {
            registry.histogram("ragguard_context_similarity").update(Math.round(averageSimilarity * 100));
        }
    }
}
