package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary.Confusion;
import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.console.display.ChartView;
import io.ragguard.evaluation.boundary.EvaluationStatus;

import java.util.List;

/**
 * The opened evaluation as the page shows it: where it stands and how far it has come, the values it ran with,
 * and once done its figures, its confusion matrix (null without labelled answers) and faithfulness's curve.
 */
public record RunDetail(EvaluationView run, EvaluationStatus status, int percent, String values,
                        List<Figure> figures, Confusion confusion, ChartView curve) {

    static RunDetail of(EvaluationView run) {
        EvaluationStatus status = HistoryRow.status(run);
        boolean done = status == EvaluationStatus.DONE && run.summary() != null;
        boolean validated = done && run.summary().validate() != null;
        return new RunDetail(run, status, HistoryRow.percent(run), HistoryRow.values(run.policyId()),
                done ? Figure.of(run.summary()) : List.of(), validated ? run.summary().validate().confusion() : null,
                FaithfulnessCurve.of(validated ? run.summary().validate() : null));
    }

    public boolean running() {
        return status == EvaluationStatus.RUNNING;
    }

    public boolean done() {
        return status == EvaluationStatus.DONE && run.summary() != null;
    }

    /** Whether it judged labelled answers, whose figures and curve are shown and calibrated on. */
    public boolean validated() {
        return done() && run.summary().validate() != null;
    }
}
