package io.ragguard.database;

import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;

/** Work that must run only once the current transaction has committed, and not at all if it rolls back. */
public final class AfterCommit {

    private AfterCommit() {
    }

    /** Runs {@code work} after the caller's transaction commits (on the thread that completes it). */
    public static void run(TransactionSynchronizationRegistry transactions, Runnable work) {
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
            }

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    work.run();
                }
            }
        });
    }
}
