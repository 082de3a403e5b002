package io.ragguard.audit.boundary;

import io.ragguard.export.Csv;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/** The audit entries a filter selects as CSV, every one of them, read in batches and written as they come. */
public final class AuditCsv {

    public static final List<String> HEADER = List.of("at", "actor", "action", "target", "old_value", "new_value");
    private static final int BATCH = 500;

    private AuditCsv() {
    }

    public static void write(AuditLog log, AuditFilter filter, OutputStream output) throws IOException {
        Writer out = new BufferedWriter(new OutputStreamWriter(output, StandardCharsets.UTF_8));
        Csv.line(out, HEADER);
        List<AuditEntry> batch = log.batch(filter, null, BATCH);
        while (!batch.isEmpty()) {
            for (AuditEntry e : batch) {
                Csv.line(out, java.util.Arrays.asList(e.at().toString(), e.actor(), e.action(), e.target(),
                        e.oldValue(), e.newValue()));
            }
            out.flush();
            batch = batch.size() < BATCH ? List.of() : log.batch(filter, batch.get(batch.size() - 1), BATCH);
        }
        out.flush();
    }

    public static String fileName() {
        return "ragguard-audit-" + Instant.now().truncatedTo(ChronoUnit.SECONDS).toString().replace(":", "") + ".csv";
    }
}
