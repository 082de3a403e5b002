package io.ragguard.api;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Tells a failure that means "the database cannot be reached now" (a connection refused or lost, the
 * pool's wait for a connection timed out, the server shutting down) from one that a retry would not
 * mend: the first is a 503 the client may retry, the second is a bug.
 */
final class DatabaseOutage {

    static final int RETRY_AFTER_SECONDS = 2;

    private DatabaseOutage() {
    }

    /** Whether any cause of {@code thrown} is a connection-level database failure. */
    static boolean in(Throwable thrown) {
        return outage(thrown) != null;
    }

    /** The cause that makes it an outage, for the log. */
    static String describe(Throwable thrown) {
        Throwable cause = outage(thrown);
        return cause == null ? String.valueOf(thrown) : cause.toString();
    }

    private static Throwable outage(Throwable thrown) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable e = thrown; e != null && seen.put(e, true) == null; e = e.getCause()) {
            if (e instanceof SQLTransientException || e instanceof SQLNonTransientConnectionException
                    || e instanceof SQLRecoverableException) {
                return e;
            }
            if (e instanceof SQLException sql && sql.getSQLState() != null && (sql.getSQLState().startsWith("08")
                    || sql.getSQLState().startsWith("57P") || sql.getSQLState().startsWith("53"))) {
                return e;
            }
            if (e instanceof SQLException sql) {
                for (SQLException next = sql.getNextException(); next != null && seen.put(next, true) == null;
                     next = next.getNextException()) {
                    if (in(next)) {
                        return next;
                    }
                }
            }
        }
        return null;
    }
}
