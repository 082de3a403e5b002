package io.ragguard.recording.boundary;

import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What was answered in each bucket of a range, oldest first: the pass rate, the flagged answers by their
 * reviewers' current decision, and the answers the extractive generator gave in place of a failing model.
 */
public record Traffic(List<PassRate> passRates, List<Review> review, List<Fallbacks> fallbacks) {

    public Traffic {
        passRates = List.copyOf(passRates);
        review = List.copyOf(review);
        fallbacks = List.copyOf(fallbacks);
    }

    /** Answers validated in one bucket (any status but unvalidated) and how many of them passed. */
    public record PassRate(Instant bucket, long validated, long passed) {

        /** The share of the validated answers that passed, or null when none was validated. */
        public Double rate() {
            return validated == 0 ? null : (double) passed / validated;
        }
    }

    /**
     * The flagged answers of one bucket (failed, patched, unverified, declined) by their current decision:
     * {@code waiting} for a first one, or approved, rejected, escalated.
     */
    public record Review(Instant bucket, long waiting, long approved, long rejected, long escalated) {

        public long flagged() {
            return waiting + approved + rejected + escalated;
        }
    }

    /**
     * The answers RAG Guard generated in one bucket and, by cause ({@code timeout}), those the extractive
     * generator gave in place of a model that failed.
     */
    public record Fallbacks(Instant bucket, long generated, Map<String, Long> causes) {

        public Fallbacks {
            causes = Collections.unmodifiableSortedMap(new TreeMap<>(causes));
        }

        public long fellBack() {
            return causes.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    public boolean anyValidated() {
        return passRates.stream().anyMatch(p -> p.validated() > 0);
    }

    public boolean anyFlagged() {
        return review.stream().anyMatch(r -> r.flagged() > 0);
    }

    public boolean anyGenerated() {
        return fallbacks.stream().anyMatch(f -> f.generated() > 0);
    }
}
