package io.ragguard.recording.boundary;

import io.ragguard.verdict.Outcome;
import java.util.List;

/** One validator's outcome as recorded. */
public record ValidatorOutcome(String validator, Outcome outcome, Double score, Double threshold,
                               List<String> reasons, long micros) {

    public ValidatorOutcome {
        reasons = List.copyOf(reasons);
    }

    /** Whether it flags the answer for review: anything but pass and skipped. */
    public boolean flagged() {
        return outcome.flagging();
    }
}
