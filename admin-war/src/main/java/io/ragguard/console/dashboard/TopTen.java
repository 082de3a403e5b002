package io.ragguard.console.dashboard;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The categories a chart of the dashboard shows one bar each: the {@value #SHOWN} largest, in order, and the
 * {@code rest}, which the chart sums up in one "other" bar.
 */
record TopTen<T>(List<T> top, List<T> rest) {

    /** The most categories a chart shows a bar each. */
    static final int SHOWN = 10;

    TopTen {
        top = List.copyOf(top);
        rest = List.copyOf(rest);
    }

    /** The categories, largest first by {@code order}, cut after the {@value #SHOWN}th. */
    static <T> TopTen<T> of(List<T> categories, Comparator<? super T> largestFirst) {
        List<T> sorted = categories.stream().sorted(largestFirst).toList();
        return new TopTen<>(sorted.subList(0, Math.min(SHOWN, sorted.size())),
                sorted.subList(Math.min(SHOWN, sorted.size()), sorted.size()));
    }

    /** Whether some categories are left for an "other" bar. */
    boolean hasOther() {
        return !rest.isEmpty();
    }

    /** The label of the "other" bar: how many categories it sums up. */
    String otherLabel() {
        return "other (" + rest.size() + " more)";
    }

    /** The sum of a count over the categories of the "other" bar. */
    long other(ToLongFunction<? super T> count) {
        return rest.stream().mapToLong(count).sum();
    }

    /** How many bars the chart has: the top ones and, if any are left, the "other" one. */
    int bars() {
        return top.size() + (hasOther() ? 1 : 0);
    }
}
