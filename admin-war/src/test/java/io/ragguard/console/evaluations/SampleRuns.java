package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationSummary.ChatFigures;
import io.ragguard.answering.boundary.EvaluationSummary.Confusion;
import io.ragguard.answering.boundary.EvaluationSummary.Latency;
import io.ragguard.answering.boundary.EvaluationSummary.ValidateFigures;
import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.policy.boundary.Calibration.CurvePoint;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Evaluations as the boundary gives them, for the page's tests. */
final class SampleRuns {

    static final Instant STARTED = Instant.parse("2025-03-01T10:00:00Z");

    private SampleRuns() {
    }

    /** Four labelled answers: both faithful ones served, one of the two hallucinated ones stopped. */
    static ValidateFigures validate(List<CurvePoint> curve) {
        return new ValidateFigures(4, 2, 2, new Confusion(2, 0, 1, 1), 1.0, 0.5, 0.75, Map.of(), Map.of(), 0.5,
                curve, new Latency(12, 30));
    }

    /** Four questions: two of three answerable ones answered with the fact, one declined; the unanswerable declined. */
    static ChatFigures chat() {
        return new ChatFigures(4, 3, 1, 2, 1, 0, 2 / 3.0, 1 / 3.0, 0.0, Map.of(), new Latency(800, 1500));
    }

    static EvaluationView done(long id, EvaluationSummary summary) {
        return new EvaluationView(id, "run " + id, "northwind", null, "done", 1.0, summary.rows(), "admin", STARTED,
                STARTED.plusSeconds(20), summary, List.of(), null);
    }

    static EvaluationView running(long id, double progress) {
        return new EvaluationView(id, "run " + id, "northwind", 4L, "running", progress, 8, "admin", STARTED, null,
                null, null, null);
    }
}
