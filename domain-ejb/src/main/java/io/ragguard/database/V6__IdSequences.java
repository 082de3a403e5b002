package io.ragguard.database;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Schema version 6: the tables every answer writes to (records, their validator results and claims,
 * conversation messages) and the chunks of uploaded knowledge take their ids from sequences handed out
 * fifty at a time, so that Hibernate can send their inserts in JDBC batches (an identity column makes
 * it insert each row alone and read its key back). Each sequence starts after the highest id its table
 * holds. A Java migration because that start differs per database; Flyway takes its version from the
 * class name, hence the name.
 */
public class V6__IdSequences extends BaseJavaMigration {

    /** The tables, each with its sequence named {@code <table>_seq}. */
    static final List<String> TABLES = List.of("validation_record", "validator_result", "recorded_claim", "message",
            "chunk");
    /** Ids a node takes from a sequence at a time; the entities' allocationSize. */
    public static final int ALLOCATION = 50;

    @Override
    public void migrate(Context context) throws SQLException {
        try (Statement statement = context.getConnection().createStatement()) {
            for (String table : TABLES) {
                long next;
                try (ResultSet max = statement.executeQuery("select coalesce(max(id), 0) + 1 from " + table)) {
                    max.next();
                    next = max.getLong(1);
                }
                statement.execute("create sequence " + table + "_seq start with " + next + " increment by " + ALLOCATION);
            }
        }
    }
}
