package io.ragguard.knowledge.control;

import io.ragguard.knowledge.boundary.IngestJobView;
import io.ragguard.knowledge.boundary.IngestJobs;
import io.ragguard.retrieval.boundary.PassageIndex;
import io.ragguard.retrieval.boundary.PassageText;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Indexes stored documents in the background, one job at a time on one thread: claims the oldest
 * queued job (or one whose node went quiet), embeds its chunks a batch of {@code knowledge.ingest.batch}
 * at a time on that one thread, and after each batch rests so that indexing takes at most
 * {@code knowledge.ingest.duty} of a core: a large upload leaves the cores to the questions being
 * answered meanwhile. Each batch is recorded, so the job's progress can be followed, and a job whose
 * document is deleted meanwhile stops and takes its passages out of the index again.
 */
@Singleton
@Startup
@DependsOn("IndexBootstrap")
public class IngestWorker {

    private static final System.Logger LOG = System.getLogger(IngestWorker.class.getName());
    private static final long POLL_MS = 1_000;

    @Inject
    IngestJobs jobs;

    @Inject
    PassageIndex index;

    @Resource
    ManagedScheduledExecutorService scheduler;

    @Inject
    @ConfigProperty(name = "knowledge.ingest.duty", defaultValue = "0.5")
    Provider<Double> duty;

    @Inject
    @ConfigProperty(name = "knowledge.ingest.batch", defaultValue = "16")
    Provider<Integer> batch;

    private final String node = UUID.randomUUID().toString();
    private volatile boolean stopping;
    private ScheduledFuture<?> polling;

    @PostConstruct
    void start() {
        polling = scheduler.scheduleWithFixedDelay(this::drain, POLL_MS, POLL_MS, TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        stopping = true;
        if (polling != null) {
            polling.cancel(false);
        }
    }

    /** Runs the jobs waiting, one after another, until none is left. */
    void drain() {
        try {
            for (Optional<IngestJobView> job = next(); job.isPresent(); job = next()) {
                run(job.get());
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "indexing jobs not read; trying again shortly: {0}", e.toString());
        }
    }

    private Optional<IngestJobView> next() {
        return stopping ? Optional.empty() : jobs.claimNext(node);
    }

    private void run(IngestJobView job) {
        long after = 0;
        int done = 0;
        try {
            while (!stopping) {
                List<PassageText> chunks = jobs.chunks(job.documentId(), after, Math.max(1, batch.get()));
                if (chunks.isEmpty()) {
                    jobs.finish(job.id());
                    LOG.log(Level.INFO, "document {0} of {1} indexed: {2} chunks", job.documentId(), job.tenant(),
                            done);
                    return;
                }
                long start = System.nanoTime();
                index.addInBackground(job.tenant(), chunks);
                done += chunks.size();
                after = chunks.get(chunks.size() - 1).chunkId();
                if (!jobs.progress(job.id(), done)) {
                    index.deleteDocument(job.tenant(), job.documentId());
                    LOG.log(Level.INFO, "document {0} deleted while it was indexed; its passages are gone again",
                            job.documentId());
                    return;
                }
                rest(System.nanoTime() - start);
            }
            jobs.requeue(job.id());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "indexing document " + job.documentId() + " failed", e);
            jobs.fail(job.id(), e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    /** Rests long enough that the batch that took {@code workedNanos} used {@code knowledge.ingest.duty} of the time. */
    private void rest(long workedNanos) {
        double share = Math.max(0.05, Math.min(1.0, duty.get()));
        long restNanos = (long) (workedNanos * (1 - share) / share);
        if (restNanos > 0) {
            try {
                TimeUnit.NANOSECONDS.sleep(restNanos);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopping = true;
            }
        }
    }
}
