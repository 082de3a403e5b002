package io.ragguard.answering.boundary;

import java.util.Map;

/**
 * What a draft policy does to stored answers: how many it re-validated and changed, how many passed before
 * and are flagged now and the other way round, the answers by status before (as recorded) and after, each
 * validator's outcomes before and after, and, of the answers a reviewer decided, the share whose verdict
 * agrees with the decision before and after ({@code approved}: it should pass; {@code rejected}: it should
 * not; null without decided answers).
 */
public record ReplaySummary(int records, int changed, int passedToFlagged, int flaggedToPassed,
                            Map<String, Long> statusesBefore, Map<String, Long> statusesAfter,
                            Map<String, Outcomes> validators, int decided, Double agreementBefore,
                            Double agreementAfter) {

    /** One validator's outcomes by label, before and after. */
    public record Outcomes(Map<String, Long> before, Map<String, Long> after) {
    }
}
