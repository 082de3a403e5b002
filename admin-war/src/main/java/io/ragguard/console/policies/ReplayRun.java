package io.ragguard.console.policies;

import io.ragguard.answering.boundary.ReplayJob;
import io.ragguard.answering.boundary.ReplayRequest;
import io.ragguard.answering.boundary.Replays;
import io.ragguard.console.display.Growl;
import io.ragguard.request.InvalidRequestException;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;

/**
 * A replay of the opened policy on stored answers, started from the page and followed by its poll
 * ({@code replayPoll}) until it is done: its progress, then what the policy changes and the answers it changes,
 * and the address of its report. The job lives in {@link Replays}; the page keeps only its id.
 */
@Named
@ViewScoped
public class ReplayRun implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Replays replays;

    private Integer limit = ReplayRequest.DEFAULT_LIMIT;
    private long policyId;
    private String jobId;
    private transient ReplayJob job;

    /** Replays the policy on its tenant's (or every tenant's) newest stored answers, up to the limit. */
    public void start(long policy) {
        try {
            replays.start(policy, new ReplayRequest(null, null, null, limit)).ifPresentOrElse(started -> {
                policyId = policy;
                jobId = started.jobId();
                job = started;
                PrimeFaces.current().executeScript("PF('replayPoll').start()");
            }, () -> Growl.warn("Not replayed", "there is no policy " + policy));
        } catch (InvalidRequestException e) {
            Growl.error("Not replayed", e.getMessage());
        }
    }

    /** Reads the job again, as far as it has come (the poll's listener). */
    public void refresh() {
        job = jobId == null ? null : replays.job(policyId, jobId).orElse(null);
    }

    /** Shows no replay: another policy was opened. */
    public void forget() {
        jobId = null;
        job = null;
    }

    public ReplayJob getJob() {
        if (job == null && jobId != null) {
            refresh();
        }
        return job;
    }

    /** Whether a replay was started here and the server no longer keeps it (it restarted). */
    public boolean isLost() {
        return jobId != null && getJob() == null;
    }

    public boolean isRunning() {
        return getJob() != null && "running".equals(job.status());
    }

    public boolean isDone() {
        return getJob() != null && job.summary() != null;
    }

    public int getPercent() {
        return getJob() == null ? 0 : (int) Math.floor(job.progress() * 100);
    }

    /** Where the console serves the replay's report, once it is done (relative to the console). */
    public String getReport() {
        return isDone() ? "/reports/policies/" + policyId + "/replays/" + jobId : null;
    }

    public List<StatusCount> getStatuses() {
        return isDone() ? StatusCount.of(job.summary()) : List.of();
    }

    /** A share of the decided answers in per cent, or why there is none. */
    public String share(Double share) {
        return share == null ? "no answer decided by a reviewer" : String.format(Locale.ROOT, "%.1f %%", share * 100);
    }

    public Integer getLimit() {
        return limit;
    }

    public void setLimit(Integer limit) {
        this.limit = limit;
    }
}
