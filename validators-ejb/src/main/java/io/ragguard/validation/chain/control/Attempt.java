package io.ragguard.validation.chain.control;

import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.Verdict;

/**
 * How one run of one validator ended: a verdict, or an error ({@code timeout}, or {@code exception}
 * and the exception's class) when it crashed or ran out of time; {@code micros} is its running time.
 */
record Attempt(Verdict verdict, String error, long micros) {

    static final String TIMEOUT = "timeout";

    static Attempt of(Verdict verdict, long micros) {
        return new Attempt(verdict, null, micros);
    }

    static Attempt failed(String error, long micros) {
        return new Attempt(null, error, micros);
    }

    /** A verdict that repairs the answer: a patch with an outcome other than pass or skipped. */
    boolean patches() {
        return verdict != null && verdict.hasPatch() && verdict.outcome() != Outcome.PASS
                && verdict.outcome() != Outcome.SKIPPED;
    }
}
