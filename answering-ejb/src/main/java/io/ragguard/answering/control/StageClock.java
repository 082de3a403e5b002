package io.ragguard.answering.control;

import io.ragguard.monitoring.boundary.PipelineMetrics;
import io.ragguard.recording.boundary.StageLatencies;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/** Times the stages of one request, for its record and (unless unpublished) for the stage timers. */
public final class StageClock {

    private final PipelineMetrics metrics;
    private final long start = System.nanoTime();
    private final Map<String, Double> millis = new HashMap<>();

    public StageClock(PipelineMetrics metrics) {
        this.metrics = metrics;
    }

    /** A clock whose stages are not published to the stage timers (a preview's). */
    public static StageClock unpublished() {
        return new StageClock(null);
    }

    public <T> T time(String stage, Supplier<T> work) {
        long begin = System.nanoTime();
        try {
            return work.get();
        } finally {
            record(stage, System.nanoTime() - begin);
        }
    }

    /** A stage timed elsewhere (a stream's generation and its sentences' validation interleave). */
    public void record(String stage, long nanos) {
        millis.merge(stage, nanos / 1e6, Double::sum);
        if (metrics != null) {
            metrics.stage(stage, nanos);
        }
    }

    /** The stages so far, and the total up to now (which is also published as the "total" stage). */
    public StageLatencies latencies() {
        long total = System.nanoTime() - start;
        if (metrics != null) {
            metrics.stage("total", total);
        }
        return new StageLatencies(millis.get("retrieval"), millis.get("generation"), millis.get("validation"),
                millis.get("tone"), total / 1e6);
    }
}
