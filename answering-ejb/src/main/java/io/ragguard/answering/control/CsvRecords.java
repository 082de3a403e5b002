package io.ragguard.answering.control;

import io.ragguard.request.InvalidRequestException;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * The records of a CSV file as RFC 4180 writes them: cells separated by commas, records ended by CRLF or LF, a
 * cell in double quotes may hold commas, line breaks and doubled quotes ({@code ""}). A record whose cells are all
 * blank (an empty line, or commas alone) is skipped. Each record knows the line it starts on, so that a refusal
 * can name it.
 */
final class CsvRecords {

    private static final int NONE = -2;

    /** One record: the line it starts on (from 1) and its cells, unquoted. */
    record Record(int line, List<String> cells) {
    }

    private final Reader reader;
    private int line = 1;
    private int pending = NONE;

    CsvRecords(Reader reader) {
        this.reader = reader;
    }

    /**
     * The next record that is not blank, or null at the end of the text.
     *
     * @throws InvalidRequestException (without a field) for a quoted cell that is never closed
     */
    Record next() throws IOException {
        Record record = read();
        while (record != null && record.cells().stream().allMatch(String::isBlank)) {
            record = read();
        }
        return record;
    }

    private Record read() throws IOException {
        int c = take();
        if (c == -1) {
            return null;
        }
        int start = line;
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        while (true) {
            if (c == '"' && cell.isEmpty()) {
                quoted(cell, start);
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n' || c == '\r' || c == -1) {
                endLine(c);
                cells.add(cell.toString());
                return new Record(start, cells);
            } else {
                cell.append((char) c);
            }
            c = take();
        }
    }

    /** Reads a quoted cell's text up to its closing quote; what follows that quote is the caller's. */
    private void quoted(StringBuilder cell, int start) throws IOException {
        while (true) {
            int c = take();
            if (c == -1) {
                throw new InvalidRequestException(null, "row " + start + ": a quoted cell is never closed");
            }
            if (c == '"') {
                int next = take();
                if (next != '"') {
                    pending = next;
                    return;
                }
            } else if (c == '\n') {
                line++;
            }
            cell.append((char) c);
        }
    }

    private void endLine(int c) throws IOException {
        if (c == '\r') {
            int next = take();
            if (next != '\n') {
                pending = next;
            }
        }
        if (c != -1) {
            line++;
        }
    }

    private int take() throws IOException {
        if (pending != NONE) {
            int c = pending;
            pending = NONE;
            return c;
        }
        return reader.read();
    }
}
