package io.ragguard.database;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** Version 14 redacts personal data in disguise that records, claims and messages stored before it. */
class RedactionMigrationIT {

    private static final String DISGUISED = "Write to jo [at] example [dot] com or call 555/123/4567.";
    private static final String REDACTED = "Write to [REDACTED EMAIL] or call [REDACTED PHONE].";

    private final String url = "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";

    @Test
    void redactsWhatWasStoredBeforeTheScannerReadDisguises() throws SQLException {
        try (Connection connection = storedAtVersion13()) {
            migrate(null);

            assertThat(read(connection, "select question from validation_record")).isEqualTo(REDACTED);
            assertThat(read(connection, "select answer_after from validation_record")).isEqualTo(REDACTED);
            assertThat(read(connection, "select context from validation_record")).doesNotContain("555/123/4567")
                    .contains("############").startsWith("{\"passages\"");
            assertThat(read(connection, "select claim from recorded_claim")).isEqualTo(REDACTED);
            assertThat(read(connection, "select content from message")).isEqualTo(REDACTED);
            assertThat(read(connection, "select answer_before from validation_record")).as("nothing to redact")
                    .isEqualTo("Returns take 30 days.");
        }
    }

    @Test
    void leavesPersonalDataRawWhereTheSettingKeepsItSo() throws SQLException {
        try (Connection connection = storedAtVersion13()) {
            execute(connection, "insert into setting (name, setting_value, updated_at, updated_by) values "
                    + "('recording.raw-personal-data', 'true', current_timestamp, 'admin')");
            migrate(null);

            assertThat(read(connection, "select question from validation_record")).isEqualTo(DISGUISED);
            assertThat(read(connection, "select content from message")).isEqualTo(DISGUISED);
        }
    }

    /** A database at schema version 13 holding a record, a claim and a message with disguised personal data. */
    private Connection storedAtVersion13() throws SQLException {
        Connection connection = DriverManager.getConnection(url, "sa", "");
        migrate("13");
        stored(connection);
        return connection;
    }

    private void migrate(String target) {
        var flyway = Flyway.configure().dataSource(url, "sa", "");
        SchemaMigration.configure(target == null ? flyway : flyway.target(target)).load().migrate();
    }

    private static void stored(Connection connection) throws SQLException {
        execute(connection, "insert into tenant (id, name, domain, created_at) values ('acme', 'Acme', 'retail', "
                + "current_timestamp)");
        execute(connection, "insert into conversation (id, tenant_id, created_at) values ('c1', 'acme', current_timestamp)");
        execute(connection, "insert into message (conversation_id, role, content, created_at) values ('c1', 'user', '"
                + DISGUISED + "', current_timestamp)");
        execute(connection, "insert into validation_record (request_id, endpoint, tenant_id, question, answer_before, "
                + "answer_after, status, context, created_at) values ('r1', 'chat', 'acme', '" + DISGUISED + "', "
                + "'Returns take 30 days.', '" + DISGUISED + "', 'passed', '{\"passages\":[{\"text\":\"Call 555/123/4567.\"}]}', "
                + "current_timestamp)");
        execute(connection, "insert into recorded_claim (record_id, position, claim, verdict) select id, 0, '" + DISGUISED
                + "', 'supported' from validation_record");
    }

    private static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static String read(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getString(1);
        }
    }
}
