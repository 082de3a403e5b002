package io.ragguard.recording.boundary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The median and 95th percentile of each stage's milliseconds over the latest {@code records} answers of
 * a range: all of them, unless {@code latestOnly} says there were more. A stage that did not run for an
 * answer (no retrieval for {@code /api/validate}) leaves that answer out of its own samples.
 */
public record Latencies(int records, boolean latestOnly, List<Stage> stages) {

    /** The stages in pipeline order, as the columns {@code retrieval_ms} ... {@code total_ms} hold them. */
    public static final List<String> STAGES = List.of("retrieval", "generation", "validation", "tone", "total");

    public Latencies {
        stages = List.copyOf(stages);
    }

    /** One stage: how many answers ran it, and the nearest-rank p50 and p95 of their times (null for none). */
    public record Stage(String name, int samples, Double p50, Double p95) {
    }

    /** The percentiles of each stage over rows of {@link #STAGES}' times, one row per answer. */
    static Latencies of(List<Object[]> rows, boolean latestOnly) {
        List<Stage> stages = new ArrayList<>();
        for (int column = 0; column < STAGES.size(); column++) {
            int c = column;
            double[] sorted = rows.stream().map(row -> row[c]).filter(v -> v != null)
                    .mapToDouble(v -> ((Number) v).doubleValue()).sorted().toArray();
            stages.add(sorted.length == 0 ? new Stage(STAGES.get(column), 0, null, null)
                    : new Stage(STAGES.get(column), sorted.length, percentile(sorted, 50), percentile(sorted, 95)));
        }
        return new Latencies(rows.size(), latestOnly, stages);
    }

    /**
     * The nearest-rank percentile: the smallest value that {@code p} per cent of the values are at or
     * below, always one of them.
     */
    static double percentile(double[] sorted, int p) {
        if (sorted.length == 0 || p <= 0 || p > 100) {
            throw new IllegalArgumentException("percentile " + p + " of " + Arrays.toString(sorted));
        }
        long rank = ((long) p * sorted.length + 99) / 100;
        return sorted[(int) rank - 1];
    }

    public boolean anySamples() {
        return stages.stream().anyMatch(s -> s.samples() > 0);
    }
}
