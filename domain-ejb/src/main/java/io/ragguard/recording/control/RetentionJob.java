package io.ragguard.recording.control;

import io.ragguard.recording.boundary.Retention;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/** Runs the retention purge ({@link Retention}) a minute after start and every hour after that. */
@Singleton
@Startup
@DependsOn("SchemaMigration")
public class RetentionJob {

    private static final System.Logger LOG = System.getLogger(RetentionJob.class.getName());

    @Inject
    Retention retention;

    @Resource
    ManagedScheduledExecutorService scheduler;

    private ScheduledFuture<?> runs;

    @PostConstruct
    void start() {
        runs = scheduler.scheduleWithFixedDelay(this::purge, 60, 3600, TimeUnit.SECONDS);
    }

    @PreDestroy
    void stop() {
        if (runs != null) {
            runs.cancel(false);
        }
    }

    private void purge() {
        try {
            Retention.Purged purged = retention.purge("retention", false);
            if (purged.records() + purged.messages() > 0) {
                LOG.log(Level.INFO, "purged {0} records and {1} messages from before {2}", purged.records(),
                        purged.messages(), purged.cutoff());
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "retention purge failed; trying again in an hour", e);
        }
    }
}
