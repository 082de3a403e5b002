package io.ragguard.console.validators;

import io.ragguard.recording.boundary.ValidatorRates;
import io.ragguard.verdict.Outcome;

import java.io.Serializable;
import java.util.Locale;

/**
 * How a validator's runs ended over a range, in per cent of its runs: passed, patched, failed, and the rest
 * together (warned, unverified, erred, skipped); {@code runs} is zero, and the shares blank, when it did not run.
 */
public record RunShares(long runs, String pass, String patched, String fail, String other) implements Serializable {

    /** The shares of these runs; null (a validator that did not run) gives none. */
    static RunShares of(ValidatorRates rates) {
        if (rates == null || rates.total() == 0) {
            return new RunShares(0, null, null, null, null);
        }
        double rest = 1 - rates.share(Outcome.PASS) - rates.share(Outcome.PATCHED) - rates.share(Outcome.FAIL);
        return new RunShares(rates.total(), percent(rates.share(Outcome.PASS)), percent(rates.share(Outcome.PATCHED)),
                percent(rates.share(Outcome.FAIL)), percent(Math.max(0, rest)));
    }

    /** Whether the validator ran in the range. */
    public boolean ran() {
        return runs > 0;
    }

    /** "1,234 runs", "1 run". */
    public String runsText() {
        return String.format(Locale.ROOT, "%,d run%s", runs, runs == 1 ? "" : "s");
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", share * 100);
    }
}
