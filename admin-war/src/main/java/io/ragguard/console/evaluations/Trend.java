package io.ragguard.console.evaluations;

/** Which way a headline figure moved from the first run to the second, as the page colours it. */
public enum Trend {
    BETTER, WORSE, SAME, UNKNOWN;

    /** The trend of a change of a figure; {@code UNKNOWN} where either run lacks it. */
    static Trend of(Double change, boolean higherIsBetter) {
        if (change == null || change.isNaN()) {
            return UNKNOWN;
        }
        if (Math.round(change * 1000) == 0) {
            return SAME;
        }
        return change > 0 == higherIsBetter ? BETTER : WORSE;
    }

    /** The style class the page shows it with: {@code delta-better}, {@code delta-worse}, ... */
    public String styleClass() {
        return "delta-" + name().toLowerCase(java.util.Locale.ROOT);
    }
}
