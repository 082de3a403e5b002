package io.ragguard.recording.control;

import io.ragguard.recording.boundary.Recorder;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.util.concurrent.Future;

/**
 * Triages, once the application has started, every record made before triage was (schema V20): {@value #BATCH}
 * records a transaction, in the background, until none is left, so that an upgrade leaves no flagged answer
 * without its severity, however many records it has. A start after an interrupted run goes on where it stopped.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class TriageBackfill {

    static final int BATCH = 500;
    private static final System.Logger LOG = System.getLogger(TriageBackfill.class.getName());

    @Inject
    Recorder recorder;

    @Resource
    ManagedScheduledExecutorService executor;

    private volatile boolean stopping;
    private Future<?> run;

    @PostConstruct
    void start() {
        run = executor.submit(this::fill);
    }

    @PreDestroy
    void stop() {
        stopping = true;
        if (run != null) {
            run.cancel(false);
        }
    }

    /** Triages batch after batch until a batch comes back short; returns how many it triaged. */
    long fill() {
        long triaged = 0;
        try {
            int batch;
            do {
                batch = recorder.triageUntriaged(BATCH);
                triaged += batch;
            } while (batch == BATCH && !stopping);
            if (triaged > 0) {
                LOG.log(Level.INFO, "triaged {0} records made before triage", triaged);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "triage of earlier records stopped after " + triaged
                    + " of them; the next start goes on", e);
        }
        return triaged;
    }
}
