package io.ragguard.answering.boundary;

import io.ragguard.answering.control.ReplayTally;
import io.ragguard.answering.control.StoredAnswer;
import io.ragguard.policy.boundary.Policies;
import io.ragguard.policy.boundary.PolicyView;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ReviewQueue;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Replays of a policy on stored answers: each answer's question, its answer as generated and its recorded
 * passages go through the validate-only path of the chain with the policy's values over the live ones,
 * writing no record and calling no model. A replay runs in the background, one answer at a time, its
 * validators on the replay executor ({@code concurrent/replay}), so that live answers keep the validation
 * executor. The last {@value #KEPT} jobs are kept in memory; a restart forgets them.
 */
@ApplicationScoped
public class Replays {

    static final int KEPT = 50;
    private static final int PAGE = 100;
    private static final System.Logger LOG = System.getLogger(Replays.class.getName());

    @Inject
    Policies policies;

    @Inject
    ReviewQueue records;

    @Inject
    ValidatorChain chain;

    /** Where a job's loop runs: the server's default executor. */
    @Resource
    ManagedExecutorService background;

    /** Where a replay's validators run. */
    @Resource(lookup = "concurrent/replay")
    ManagedExecutorService replayExecutor;

    private final Map<String, ReplayJob> jobs = new ConcurrentHashMap<>();

    /**
     * Starts a replay of the policy; empty when there is no such policy.
     *
     * @throws InvalidRequestException for a limit out of range or bounds in the wrong order
     */
    public Optional<ReplayJob> start(long policyId, ReplayRequest asked) {
        ReplayRequest request = asked == null ? new ReplayRequest(null, null, null, null) : asked;
        int limit = request.limit() == null ? ReplayRequest.DEFAULT_LIMIT : request.limit();
        if (limit < 1 || limit > ReplayRequest.MAX_LIMIT) {
            throw new InvalidRequestException("limit", "limit must be from 1 to " + ReplayRequest.MAX_LIMIT);
        }
        if (request.from() != null && request.to() != null && !request.from().isBefore(request.to())) {
            throw new InvalidRequestException("to", "to must come after from");
        }
        Optional<PolicyView> found = policies.one(policyId);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        PolicyView policy = found.get();
        String tenant = request.tenant() != null && !request.tenant().isBlank() ? request.tenant().strip()
                : policy.tenant();
        Map<String, String> changed = new LinkedHashMap<>();
        policy.settings().forEach((name, value) -> changed.put(Policies.target(policy.tenant(), name), value));
        String id = UUID.randomUUID().toString();
        ReplayJob job = new ReplayJob(id, policyId, "running", 0.0, Instant.now(), null, null, List.of(), null);
        keep(job);
        // answers recorded while the replay runs stay out of it, so that they do not shift its pages
        Instant started = Instant.now();
        Instant to = request.to() != null && request.to().isBefore(started) ? request.to() : started;
        RecordFilter filter = new RecordFilter(null, tenant, null, null, null, request.from(), to, null);
        background.execute(() -> run(job, filter, limit, changed));
        return Optional.of(job);
    }

    /** A replay of the policy as far as it has come; empty when there is none of that id. */
    public Optional<ReplayJob> job(long policyId, String jobId) {
        return Optional.ofNullable(jobs.get(jobId)).filter(job -> job.policyId() == policyId);
    }

    private void run(ReplayJob started, RecordFilter filter, int limit, Map<String, String> changed) {
        ReplayTally tally = new ReplayTally();
        try {
            int total = (int) Math.min(limit, records.count(filter));
            for (int first = 0; first < total; first += PAGE) {
                for (ReviewItem stored : records.find(filter, first, Math.min(PAGE, total - first))) {
                    tally.add(stored, chain.validateWith(StoredAnswer.input(stored), changed, replayExecutor));
                }
                keep(progress(started, total == 0 ? 1.0 : (double) tally.records() / total));
            }
            keep(new ReplayJob(started.jobId(), started.policyId(), "done", 1.0, started.startedAt(), Instant.now(),
                    tally.summary(), tally.examples(), null));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "replay " + started.jobId() + " failed", e);
            keep(new ReplayJob(started.jobId(), started.policyId(), "failed", progressOf(started.jobId()),
                    started.startedAt(), Instant.now(), null, List.of(), "the replay stopped: " + e.getMessage()));
        }
    }

    private ReplayJob progress(ReplayJob started, double progress) {
        return new ReplayJob(started.jobId(), started.policyId(), "running", Math.min(progress, 0.99),
                started.startedAt(), null, null, List.of(), null);
    }

    private double progressOf(String jobId) {
        return Optional.ofNullable(jobs.get(jobId)).map(ReplayJob::progress).orElse(0.0);
    }

    private void keep(ReplayJob job) {
        jobs.put(job.jobId(), job);
        if (jobs.size() > KEPT) {
            jobs.values().stream().filter(j -> !j.status().equals("running"))
                    .min(Comparator.comparing(ReplayJob::startedAt))
                    .ifPresent(oldest -> jobs.remove(oldest.jobId()));
        }
    }
}
