package io.ragguard.recording.boundary;

import io.ragguard.verdict.Outcome;
import java.util.List;

/**
 * One validator's outcome as recorded; {@code observed} when it ran in observe mode, so that its outcome says
 * what enforcing it would have done, though the answer did not change for it.
 */
public record ValidatorOutcome(String validator, Outcome outcome, Double score, Double threshold,
                               List<String> reasons, long micros, boolean observed) {

    public ValidatorOutcome {
        reasons = List.copyOf(reasons);
    }

    /** An enforced validator's outcome. */
    public ValidatorOutcome(String validator, Outcome outcome, Double score, Double threshold, List<String> reasons,
                            long micros) {
        this(validator, outcome, score, threshold, reasons, micros, false);
    }

    /** Whether it flags the answer for review: anything but pass and skipped, from a validator enforced. */
    public boolean flagged() {
        return !observed && outcome.flagging();
    }
}
