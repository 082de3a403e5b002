package io.ragguard.recording.boundary;

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

/**
 * The recorded answers a filter selects as CSV (RFC 4180, UTF-8, a header row), every one of them:
 * read from the queue in batches, each in its own transaction, and written as they come. A cell that a
 * spreadsheet would run as a formula is defused ({@link Csv}).
 */
public final class RecordsCsv {

    public static final List<String> HEADER = List.of("request_id", "created_at", "tenant", "endpoint", "status",
            "decline_reason", "decision", "decided_by", "decision_note", "generator", "key_name", "question", "answer_generated", "answer_served", "reasons",
            "context_quality", "total_ms", "severity", "assignee");
    private static final int BATCH = 500;

    private RecordsCsv() {
    }

    /** Writes the header and every row the filter selects, newest first. */
    public static void write(ReviewQueue queue, RecordFilter filter, OutputStream output) throws IOException {
        Writer out = new BufferedWriter(new OutputStreamWriter(output, StandardCharsets.UTF_8));
        Csv.line(out, HEADER);
        RecordRow last = null;
        List<RecordRow> batch = queue.rows(filter, null, BATCH);
        while (!batch.isEmpty()) {
            for (RecordRow row : batch) {
                Csv.line(out, List.of(row.requestId(), row.createdAt().toString(), row.tenant(), row.endpoint(),
                        row.status().label(), text(row.declineReason()), text(row.decision()), text(row.decidedBy()), text(row.decisionNote()),
                        text(row.generator()), text(row.keyName()), row.question(), text(row.answerBefore()), text(row.answerAfter()),
                        row.reasons(), number(row.contextQuality()), number(row.totalMs()),
                        row.severity() == null ? "" : row.severity().label(), text(row.assignee())));
                last = row;
            }
            out.flush();
            batch = batch.size() < BATCH ? List.of() : queue.rows(filter, last, BATCH);
        }
        out.flush();
    }

    /** The export's file name, stamped with the time it was made. */
    public static String fileName() {
        return "ragguard-records-" + Instant.now().truncatedTo(ChronoUnit.SECONDS).toString().replace(":", "") + ".csv";
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }

    private static String number(Double value) {
        return value == null ? "" : value.toString();
    }
}
