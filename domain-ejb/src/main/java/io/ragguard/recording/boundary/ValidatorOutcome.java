package io.ragguard.recording.boundary;

import java.util.List;

/** One validator's outcome as recorded. */
public record ValidatorOutcome(String validator, String outcome, Double score, Double threshold,
                               List<String> reasons, long micros) {

    public ValidatorOutcome {
        reasons = List.copyOf(reasons);
    }

    public boolean flagged() {
        return !"pass".equals(outcome) && !"skipped".equals(outcome);
    }
}
