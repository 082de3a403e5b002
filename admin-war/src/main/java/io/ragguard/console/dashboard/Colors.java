package io.ragguard.console.dashboard;

import java.util.List;
import java.util.Map;

/** The dashboard's colours: one per status, outcome and decision, and a palette for everything else. */
final class Colors {

    static final String PASSED = "#2e7d32";
    static final String ANSWERS = "#90caf9";
    static final String P50 = "#42a5f5";
    static final String P95 = "#1565c0";
    static final String MODEL = "#90a4ae";
    /** The bar that sums up the categories a chart does not show one by one. */
    static final String OTHER = "#9e9e9e";

    private static final Map<String, String> NAMED = Map.ofEntries(
            Map.entry("pass", PASSED), Map.entry("approved", PASSED),
            Map.entry("warn", "#f9a825"),
            Map.entry("patched", "#ef6c00"), Map.entry("escalated", "#ef6c00"),
            Map.entry("fail", "#c62828"), Map.entry("rejected", "#c62828"),
            Map.entry("unverified", "#8d6e63"),
            Map.entry("error", "#6a1b9a"),
            Map.entry("skipped", "#bdbdbd"),
            Map.entry("waiting", "#546e7a"),
            Map.entry("declined", "#5c6bc0"));

    private static final List<String> PALETTE = List.of("#1e88e5", "#e53935", "#43a047", "#fb8c00", "#8e24aa",
            "#00acc1", "#6d4c41", "#d81b60", "#7cb342", "#3949ab", "#fdd835", "#00897b");

    private Colors() {
    }

    /** The colour of an outcome or a decision. */
    static String of(String name) {
        return NAMED.getOrDefault(name, MODEL);
    }

    /** The {@code n}th colour of the palette, round again after the last. */
    static String palette(int n) {
        return PALETTE.get(Math.floorMod(n, PALETTE.size()));
    }
}
