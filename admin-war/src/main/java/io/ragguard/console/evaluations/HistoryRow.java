package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.evaluation.boundary.EvaluationStatus;

import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * One evaluation as the history lists it: who ran what with which values and when, how far it has come, and
 * once done its headline figures.
 */
public record HistoryRow(long id, String name, String tenant, String values, EvaluationStatus status, int percent,
                         int rows, String startedBy, Instant startedAt, List<Figure> figures) implements Serializable {

    static HistoryRow of(EvaluationView view) {
        return new HistoryRow(view.id(), view.name(), view.tenant(), values(view.policyId()), status(view),
                percent(view), view.rows(), view.createdBy(), view.startedAt(), Figure.headlines(view.summary()));
    }

    /** Where a run stands, read once from the word the view carries. */
    static EvaluationStatus status(EvaluationView view) {
        return EvaluationStatus.valueOf(view.status().toUpperCase(Locale.ROOT));
    }

    /** How far a run has come, in whole per cent. */
    static int percent(EvaluationView view) {
        return (int) Math.floor(view.progress() * 100);
    }

    /** The values a run ran with: the live settings, or a policy's over them. */
    static String values(Long policyId) {
        return policyId == null ? "live settings" : "policy " + policyId;
    }

    public boolean done() {
        return status == EvaluationStatus.DONE;
    }

    /** How a select names the run: {@code #12 returns, November}. */
    public String label() {
        return "#" + id + " " + name;
    }
}
