package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.answering.boundary.Evaluations;
import io.ragguard.console.display.Growl;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;

import java.io.Serializable;
import java.util.List;

/**
 * The history of batch evaluations, newest first, and the one opened (by a click, or started here): its progress
 * while it runs, followed by the page's poll ({@code evaluationPoll}), then its figures, confusion matrix and
 * faithfulness curve. The runs live in {@link Evaluations}; the page keeps only the opened one's id.
 */
@Named
@ViewScoped
public class EvaluationsPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Evaluations evaluations;

    @Inject
    EvaluationCalibration calibration;

    private Long selectedId;
    private transient List<HistoryRow> history;
    private transient RunDetail detail;

    /** Opens a run, with no calibration shown yet; the poll follows it while it runs. */
    public void show(long id) {
        selectedId = id;
        refresh();
        calibration.forget();
        if (getDetail() == null) {
            selectedId = null;
            Growl.warn("Not found", "there is no evaluation " + id);
        } else if (isRunning()) {
            PrimeFaces.current().executeScript("PF('evaluationPoll').start()");
        }
    }

    /** Opens a run just started, and lists it. */
    void follow(EvaluationView started) {
        history = null;
        show(started.id());
    }

    /** Reads the opened run again (the poll's listener), and the history too once the run has ended. */
    public void refresh() {
        detail = null;
        if (!isRunning()) {
            history = null;
        }
    }

    public List<HistoryRow> getHistory() {
        if (history == null) {
            history = evaluations.all().stream().map(HistoryRow::of).toList();
        }
        return history;
    }

    /** The runs that are done, to compare. */
    public List<HistoryRow> getDone() {
        return getHistory().stream().filter(HistoryRow::done).toList();
    }

    /** The opened run; null when none is. */
    public RunDetail getDetail() {
        if (detail == null && selectedId != null) {
            detail = evaluations.one(selectedId).map(RunDetail::of).orElse(null);
        }
        return detail;
    }

    public boolean isRunning() {
        return getDetail() != null && detail.running();
    }
}
