package io.ragguard.snapshot;

import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;

import java.lang.System.Logger.Level;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Loads a snapshot now, then again every few seconds on the container's scheduler. A load at start
 * that fails, fails the start; a later one that fails is logged as a warning and the last snapshot
 * stays. The reload runs as given, on the scheduler's thread: outside any transaction.
 */
public final class PeriodicRefresh {

    private final ScheduledFuture<?> refresher;

    private PeriodicRefresh(ScheduledFuture<?> refresher) {
        this.refresher = refresher;
    }

    /**
     * @param failure what the warning says when a refresh fails, logged to {@code log}
     */
    public static PeriodicRefresh start(Runnable reload, int seconds, ManagedScheduledExecutorService scheduler,
            System.Logger log, String failure) {
        reload.run();
        Runnable quietly = () -> {
            try {
                reload.run();
            } catch (RuntimeException e) {
                log.log(Level.WARNING, failure, e);
            }
        };
        return new PeriodicRefresh(scheduler.scheduleWithFixedDelay(quietly, seconds, seconds, TimeUnit.SECONDS));
    }

    /** Stops the refreshes to come; one under way finishes. */
    public void stop() {
        refresher.cancel(false);
    }
}
