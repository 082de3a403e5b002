package io.ragguard.recording.boundary;

import io.ragguard.verdict.Outcome;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * How one validator's runs over a range ended: how many concluded each outcome (in the outcomes' order, none with
 * no run), and the share of each.
 */
public record ValidatorRates(String validator, Map<Outcome, Long> runs) {

    public ValidatorRates {
        EnumMap<Outcome, Long> counts = new EnumMap<>(Outcome.class);
        runs.forEach((outcome, n) -> {
            if (n > 0) {
                counts.put(outcome, n);
            }
        });
        runs = Collections.unmodifiableMap(counts);
    }

    /** Every run, whatever it concluded. */
    public long total() {
        return runs.values().stream().mapToLong(Long::longValue).sum();
    }

    /** The runs that concluded {@code outcome}. */
    public long of(Outcome outcome) {
        return runs.getOrDefault(outcome, 0L);
    }

    /** The share of the runs that concluded {@code outcome}, from 0 to 1; 0 without runs. */
    public double share(Outcome outcome) {
        long total = total();
        return total == 0 ? 0 : (double) of(outcome) / total;
    }
}
