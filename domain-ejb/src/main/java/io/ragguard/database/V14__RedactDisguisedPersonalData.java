package io.ragguard.database;

import io.ragguard.privacy.MaskedJson;
import io.ragguard.privacy.PiiScanner;
import org.eclipse.microprofile.config.ConfigProvider;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * Schema version 14: personal data written in disguise ({@code jo [at] example [dot] com},
 * {@code 555/123/4567}, fullwidth digits), which the scanner did not find before this version, is
 * redacted in what was already stored: the records' question, answers and context, their claims, and
 * conversation messages. Nothing changes where {@code recording.raw-personal-data} keeps personal data
 * raw (a stored setting, or the server's configuration). A Java migration because the redaction is the
 * scanner's, not SQL.
 */
public class V14__RedactDisguisedPersonalData extends BaseJavaMigration {

    private static final String RAW = "recording.raw-personal-data";

    @Override
    public void migrate(Context context) throws SQLException {
        Connection connection = context.getConnection();
        if (rawKept(connection)) {
            return;
        }
        redact(connection, "validation_record", "question", PiiScanner::redact);
        redact(connection, "validation_record", "answer_before", PiiScanner::redact);
        redact(connection, "validation_record", "answer_after", PiiScanner::redact);
        redact(connection, "validation_record", "context", MaskedJson::of);
        redact(connection, "recorded_claim", "claim", PiiScanner::redact);
        redact(connection, "message", "content", PiiScanner::redact);
    }

    /** Whether personal data is kept raw: the stored setting, else the configuration, else not. */
    private static boolean rawKept(Connection connection) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select setting_value from setting where name = ?")) {
            query.setString(1, RAW);
            try (ResultSet row = query.executeQuery()) {
                if (row.next()) {
                    return Boolean.parseBoolean(row.getString(1).strip());
                }
            }
        }
        try {
            return ConfigProvider.getConfig().getOptionalValue(RAW, Boolean.class).orElse(false);
        } catch (IllegalStateException noConfig) {
            return false;
        }
    }

    /** Each value of the column that the redaction changes, written back. */
    private static void redact(Connection connection, String table, String column, UnaryOperator<String> redaction)
            throws SQLException {
        try (Statement select = connection.createStatement();
             ResultSet rows = select.executeQuery("select id, " + column + " from " + table + " where " + column
                     + " is not null");
             PreparedStatement update = connection.prepareStatement("update " + table + " set " + column
                     + " = ? where id = ?")) {
            int pending = 0;
            while (rows.next()) {
                String value = rows.getString(2);
                String redacted = redaction.apply(value);
                if (!Objects.equals(value, redacted)) {
                    update.setString(1, redacted);
                    update.setLong(2, rows.getLong(1));
                    update.addBatch();
                    if (++pending == 500) {
                        update.executeBatch();
                        pending = 0;
                    }
                }
            }
            if (pending > 0) {
                update.executeBatch();
            }
        }
    }
}
