package io.ragguard.console.display;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One chart as the page shows it: its Chart.js configuration as JSON, or null when there is nothing to
 * draw (the page says so instead), a line that sums up its numbers, the style of its box (the height a
 * horizontal chart needs; null for the page's), and where a click on a bar leads, by dataset and bar.
 */
public record ChartView(String config, String note, String style, Map<String, String> links)
        implements Serializable {

    private static final String ANY_DATASET = "*";

    public ChartView {
        links = links == null ? Map.of() : Map.copyOf(links);
    }

    public static ChartView of(ChartConfig config, String note) {
        return new ChartView(config.json(), note, config.style(), Map.of());
    }

    public static ChartView none(String note) {
        return new ChartView(null, note, null, Map.of());
    }

    /**
     * This chart, where a click on the {@code i}th bar (of any dataset: every part of a stack) leads to the
     * {@code i}th address; a null address leaves its bar without a link.
     */
    public ChartView linking(List<String> addresses) {
        return linking(ANY_DATASET, addresses);
    }

    /** This chart, where a click on the {@code i}th bar of one dataset leads to the {@code i}th address. */
    public ChartView linking(int dataset, List<String> addresses) {
        return linking(Integer.toString(dataset), addresses);
    }

    private ChartView linking(String dataset, List<String> addresses) {
        Map<String, String> more = new HashMap<>(links);
        for (int i = 0; i < addresses.size(); i++) {
            if (addresses.get(i) != null) {
                more.put(dataset + ":" + i, addresses.get(i));
            }
        }
        return new ChartView(config, note, style, more);
    }

    /** Where a click on bar {@code item} of dataset {@code dataset} leads, if anywhere. */
    public Optional<String> link(int dataset, int item) {
        return Optional.ofNullable(links.getOrDefault(dataset + ":" + item, links.get(ANY_DATASET + ":" + item)));
    }

    /** Whether there is a chart to draw ({@code empty} is a word of EL, so the page asks this). */
    public boolean drawn() {
        return config != null;
    }

    /** Whether a click on any of its bars leads somewhere. */
    public boolean linked() {
        return !links.isEmpty();
    }
}
