package io.ragguard.answering.boundary;

import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.validation.chain.boundary.ValidationReport;

import java.util.List;

/**
 * An answer the validators refused and nothing could repair, in {@code enforce} mode: nothing of it is
 * served. It is recorded, and so enters the review queue; {@code report} says why, {@code context} is what
 * the answer was to be grounded in.
 */
public record Refusal(String requestId, ValidationReport report, RetrievalResult context) implements Reply {

    /** Why, as {@code "<validator>: <reason>"}. */
    public List<String> reasons() {
        return report.reasons();
    }
}
