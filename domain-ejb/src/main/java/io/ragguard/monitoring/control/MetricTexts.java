package io.ragguard.monitoring.control;

import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricUnits;

import java.util.Map;
import java.util.Set;

/** What each metric counts or measures: the HELP text of every RAG Guard metric, and its unit. */
public final class MetricTexts {

    private record Text(String description, String unit) {
    }

    private static final Map<String, Text> TEXTS = Map.ofEntries(
            entry("ragguard_answers", "Answers given, by tenant and status: passed, patched, declined, unverified, "
                    + "failed (refused), unvalidated (validation off), model_unavailable"),
            entry("ragguard_declines", "Replies that declined to answer, by tenant and reason: no_context, off_topic, "
                    + "unsupported, out_of_scope"),
            entry("ragguard_key_answers", "Answers given, by integration key (its name) and status"),
            entry("ragguard_key_declines", "Replies that declined, by integration key (its name) and reason"),
            entry("ragguard_requests_refused", "Requests turned away with a 503 before any answer, by reason: "
                    + "overloaded (every answer slot and queue place taken), database_unavailable"),
            entry("ragguard_validator_outcomes", "Validator runs, by validator and outcome (passed, failed, "
                    + "unverified, skipped)"),
            entry("ragguard_validator_reasons", "Reasons validators gave, by validator and reason code"),
            timed("ragguard_validator_duration", "Time one validator took on one answer, by validator"),
            timed("ragguard_stage_duration", "Time one pipeline stage took on one request, by stage: retrieval, "
                    + "generation, validation, tone, recording, total"),
            entry("ragguard_context_documents", "Retrieved passages, by whether they were kept for the prompt "
                    + "(kept=true) or filtered out as too far from the question"),
            entry("ragguard_context_quality", "Retrieved contexts, by quality: high, medium, low, none"),
            Map.entry("ragguard_context_similarity", new Text("Mean similarity (0 to 1) of the passages "
                    + "kept for the last 200 answers that had any: the mean cosine between question and passage",
                    MetricUnits.NONE)),
            entry("ragguard_context_similarity_band", "Answers with retrieved passages, by the band their mean "
                    + "similarity (0 to 1) falls in"),
            entry("ragguard_llm_calls", "Calls to a model provider, by provider and outcome (ok, or the kind of "
                    + "failure: timeout, rate_limited, unavailable, rejected, connection, ...)"),
            timed("ragguard_llm_duration", "Time one provider call took, by provider"),
            entry("ragguard_llm_tokens", "Tokens a provider counted, by provider and direction (in: prompt, out: "
                    + "answer)"),
            entry("ragguard_llm_retries", "Provider calls tried again, by provider and reason"),
            entry("ragguard_llm_fallbacks", "Answers the extractive generator gave in place of a provider, by provider "
                    + "and reason"));

    private MetricTexts() {
    }

    private static Map.Entry<String, Text> entry(String name, String description) {
        return Map.entry(name, new Text(description, MetricUnits.NONE));
    }

    private static Map.Entry<String, Text> timed(String name, String description) {
        return Map.entry(name, new Text(description, MetricUnits.SECONDS));
    }

    /** The metric's name, HELP text and unit; a name without a text is a programming error. */
    public static Metadata metadata(String name) {
        Text text = TEXTS.get(name);
        if (text == null) {
            throw new IllegalArgumentException("no HELP text for metric " + name);
        }
        return Metadata.builder().withName(name).withDescription(text.description()).withUnit(text.unit()).build();
    }

    /** Every metric's name, for a check that each has its text. */
    public static Set<String> names() {
        return TEXTS.keySet();
    }
}
