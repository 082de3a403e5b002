package io.ragguard.recording.control;

import io.ragguard.recording.boundary.Recorder;
import io.ragguard.snapshot.PeriodicRefresh;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;

/**
 * Writes the reasons counted in memory ({@link Histograms}) to the database every
 * {@code recording.histogram.flush-seconds}, in a transaction of its own, and once more when the
 * application stops.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
public class HistogramFlush {

    private static final System.Logger LOG = System.getLogger(HistogramFlush.class.getName());

    @Inject
    Recorder recorder;

    @Resource
    ManagedScheduledExecutorService scheduler;

    @Inject
    @ConfigProperty(name = "recording.histogram.flush-seconds", defaultValue = "5")
    int seconds;

    private PeriodicRefresh flushes;

    @PostConstruct
    void start() {
        flushes = PeriodicRefresh.start(recorder::flushHistograms, seconds, scheduler, LOG,
                "histogram counts not written; they are kept for the next flush");
    }

    @PreDestroy
    void stop() {
        if (flushes != null) {
            flushes.stop();
        }
        try {
            recorder.flushHistograms();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "histogram counts not written at stop", e);
        }
    }
}
