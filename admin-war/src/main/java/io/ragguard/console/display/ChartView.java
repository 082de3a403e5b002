package io.ragguard.console.display;

import java.io.Serializable;

/**
 * One chart as the page shows it: its Chart.js configuration as JSON, or null when there is nothing to
 * draw (the page says so instead), and a line that sums up its numbers.
 */
public record ChartView(String config, String note) implements Serializable {

    public static ChartView of(ChartConfig config, String note) {
        return new ChartView(config.json(), note);
    }

    public static ChartView none(String note) {
        return new ChartView(null, note);
    }

    /** Whether there is a chart to draw ({@code empty} is a word of EL, so the page asks this). */
    public boolean drawn() {
        return config != null;
    }
}
