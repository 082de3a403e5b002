package io.ragguard.answering.control;

/** The shares an evaluation's summary reports, rounded to three decimals as every figure of it is. */
final class Rates {

    private Rates() {
    }

    /** {@code part} of {@code whole}; null when there is no whole to take a share of. */
    static Double share(int part, int whole) {
        return whole == 0 ? null : rounded((double) part / whole);
    }

    static double rounded(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
