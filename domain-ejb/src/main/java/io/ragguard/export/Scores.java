package io.ragguard.export;

/** Scores and similarities as responses and records write them: to four decimals. */
public final class Scores {

    private Scores() {
    }

    public static double round(double value) {
        return Math.round(value * 10_000) / 10_000.0;
    }
}
