package io.ragguard.database;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.PersistenceException;
import javax.sql.DataSource;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The database as a whole: whether it can serve requests (migrated and answering queries), and making
 * the commits so far survive a crash of this process before an answer goes out.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Database {

    @PersistenceContext
    EntityManager em;

    @Inject
    SchemaMigration migration;

    @Resource(lookup = "jdbc/ragguard")
    DataSource dataSource;

    /** Whether the database is H2, which writes commits to its file in the background; decided at first use. */
    private static volatile Boolean embedded;
    /** Commits asked to be made durable, numbered; and the highest number a checkpoint has covered. */
    private static final AtomicLong ASKED = new AtomicLong();
    private static final AtomicLong COVERED = new AtomicLong();
    /** One checkpoint at a time; those who wait meanwhile are covered by the next one, which one of them runs. */
    private static final ReentrantLock CHECKPOINTING = new ReentrantLock();
    private static final long CHECKPOINT_WAIT_SECONDS = 5;

    /**
     * Writes the commits made so far to the database's file, so that a process killed the next moment
     * loses none of them. H2 commits in memory and writes its file in the background (every 500 ms,
     * where it also compacts the file: writing each commit as it happens instead, WRITE_DELAY=0, stops
     * that and the file grows without end); here its CHECKPOINT writes them now. Group commit: a
     * checkpoint covers every commit asked for before it started, so the requests that wait for one
     * meanwhile are covered by the next, which one of them runs. PostgreSQL's commit is durable
     * already: nothing to do.
     */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public void makeDurable() {
        if (Boolean.FALSE.equals(embedded)) {
            return;
        }
        long mine = ASKED.incrementAndGet();
        try {
            if (!CHECKPOINTING.tryLock(CHECKPOINT_WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new PersistenceException("no checkpoint within " + CHECKPOINT_WAIT_SECONDS + " s",
                        new SQLTransientException("checkpoint wait timed out"));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PersistenceException("interrupted while waiting for a checkpoint", e);
        }
        try {
            if (COVERED.get() >= mine) {
                return;
            }
            long covering = ASKED.get();
            checkpoint();
            COVERED.set(covering);
        } finally {
            CHECKPOINTING.unlock();
        }
    }

    private void checkpoint() {
        try (Connection connection = dataSource.getConnection()) {
            if (embedded == null) {
                embedded = "H2".equalsIgnoreCase(connection.getMetaData().getDatabaseProductName());
            }
            if (embedded) {
                try (Statement checkpoint = connection.createStatement()) {
                    checkpoint.execute("CHECKPOINT");
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException("the commit could not be written to the database file", e);
        }
    }

    public boolean ready() {
        if (!migration.migrated()) {
            return false;
        }
        try {
            em.createNativeQuery("select count(*) from tenant").getSingleResult();
            return true;
        } catch (PersistenceException e) {
            return false;
        }
    }
}
