package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationRequest;
import io.ragguard.answering.boundary.EvaluationRow;
import io.ragguard.request.InvalidRequestException;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the rows of a batch evaluation: an uploaded file, as JSON Lines, CSV with a header row or a JSON array
 * (told by the file's extension, else by its first character), or a request's JSON array. Each row becomes the
 * {@link EvaluationRow}s it stands for ({@link RowObject}: validate and chat rows, and the public development
 * sets as published). Any problem refuses the whole upload, naming the row (its line in a JSON Lines or CSV file,
 * the header being line 1; its place in an array) and what is wrong.
 */
public final class EvaluationFiles {

    private static final int SNIFF_CHARS = 1 << 16;
    private static final Pattern NUMBERED_CONTEXT = Pattern.compile("context_?(\\d{1,4})");

    private enum Format { JSON_ARRAY, JSON_LINES, CSV }

    private EvaluationFiles() {
    }

    /**
     * The rows of an uploaded file, read as UTF-8; {@code content} is left for the caller to close.
     *
     * @throws InvalidRequestException (field {@code file}) for a file in none of the formats, a row none of the
     *                                 kinds, no rows, or more than {@link EvaluationRequest#MAX_ROWS}
     * @throws UncheckedIOException    when the upload itself cannot be read
     */
    public static List<EvaluationRow> read(String fileName, InputStream content) {
        try {
            if (content == null) {
                throw new InvalidRequestException(null, "no file was sent");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(content,
                    StandardCharsets.UTF_8.newDecoder()));
            skipByteOrderMark(reader);
            List<EvaluationRow> rows = new ArrayList<>();
            switch (format(fileName, reader)) {
                case JSON_ARRAY -> addArray(rows, readArray(reader));
                case JSON_LINES -> readLines(reader, rows);
                case CSV -> readCsv(reader, rows);
            }
            return checked(rows, "the file");
        } catch (InvalidRequestException e) {
            throw new InvalidRequestException("file", e.reason());
        } catch (CharacterCodingException e) {
            throw new InvalidRequestException("file", "the file is not UTF-8 text");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @throws InvalidRequestException (field {@code rows}) for a row none of the kinds, no rows, or too many */
    public static List<EvaluationRow> rows(JsonArray rows) {
        try {
            List<EvaluationRow> all = new ArrayList<>();
            addArray(all, rows == null ? JsonValue.EMPTY_JSON_ARRAY : rows);
            return checked(all, "the request");
        } catch (InvalidRequestException e) {
            throw new InvalidRequestException("rows", e.reason());
        }
    }

    private static void skipByteOrderMark(BufferedReader reader) throws IOException {
        reader.mark(1);
        if (reader.read() != '\uFEFF') {
            reader.reset();
        }
    }

    private static Format format(String fileName, BufferedReader reader) throws IOException {
        String name = fileName == null ? "" : fileName.strip().toLowerCase(Locale.ROOT);
        if (name.endsWith(".jsonl") || name.endsWith(".ndjson")) {
            return Format.JSON_LINES;
        }
        if (name.endsWith(".csv")) {
            return Format.CSV;
        }
        reader.mark(SNIFF_CHARS);
        int c = reader.read();
        for (int read = 1; c != -1 && Character.isWhitespace(c) && read < SNIFF_CHARS; read++) {
            c = reader.read();
        }
        reader.reset();
        if (c == '[' || c == '{') {
            return c == '[' ? Format.JSON_ARRAY : Format.JSON_LINES;
        }
        return name.endsWith(".json") ? Format.JSON_ARRAY : Format.CSV;
    }

    private static JsonArray readArray(BufferedReader reader) {
        try (JsonReader json = Json.createReader(reader)) {
            return json.readArray();
        } catch (JsonParsingException e) {
            throw new InvalidRequestException(null, "the file is not a JSON array: invalid JSON at line "
                    + e.getLocation().getLineNumber() + ", column " + e.getLocation().getColumnNumber());
        } catch (JsonException e) {
            throw new InvalidRequestException(null, e.getCause() instanceof CharacterCodingException
                    ? "the file is not UTF-8 text" : "the file is not a JSON array of rows");
        }
    }

    private static void addArray(List<EvaluationRow> rows, JsonArray array) {
        for (int i = 0; i < array.size(); i++) {
            if (!(array.get(i) instanceof JsonObject row)) {
                throw new InvalidRequestException(null, "row " + (i + 1) + ": not a JSON object");
            }
            add(rows, new RowObject(row, i + 1));
        }
    }

    private static void readLines(BufferedReader reader, List<EvaluationRow> rows) throws IOException {
        int number = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            number++;
            if (!line.isBlank()) {
                add(rows, new RowObject(object(line, number), number));
            }
        }
    }

    private static JsonObject object(String line, int number) {
        JsonValue value;
        try (JsonReader json = Json.createReader(new StringReader(line))) {
            value = json.readValue();
        } catch (JsonException e) {
            throw new InvalidRequestException(null, "row " + number
                    + ": not valid JSON (JSON Lines holds one object per line)");
        }
        if (value instanceof JsonObject object) {
            return object;
        }
        throw new InvalidRequestException(null, "row " + number + ": not a JSON object");
    }

    private static void readCsv(BufferedReader reader, List<EvaluationRow> rows) throws IOException {
        CsvRecords records = new CsvRecords(reader);
        CsvRecords.Record header = records.next();
        if (header == null) {
            return;
        }
        List<String> columns = columns(header);
        for (CsvRecords.Record record = records.next(); record != null; record = records.next()) {
            if (record.cells().size() > columns.size()) {
                throw new InvalidRequestException(null, "row " + record.line() + ": " + record.cells().size()
                        + " cells, but the header names " + columns.size() + " columns");
            }
            add(rows, new RowObject(csvObject(columns, record), record.line()));
        }
    }

    /** The header's names, lower case, spaces and dashes as underscores, {@code Context 1} as {@code context_1}. */
    private static List<String> columns(CsvRecords.Record header) {
        List<String> columns = new ArrayList<>();
        for (String cell : header.cells()) {
            String name = cell.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "_");
            Matcher numbered = NUMBERED_CONTEXT.matcher(name);
            if (numbered.matches()) {
                name = "context_" + Integer.parseInt(numbered.group(1));
            }
            if (!name.isEmpty() && columns.contains(name)) {
                throw new InvalidRequestException(null, "row " + header.line() + ": the header names " + name
                        + " twice");
            }
            columns.add(name);
        }
        return columns;
    }

    /**
     * A data row as the JSON object it stands for, a field per named column with a cell that is not blank; the
     * {@code contexts} cell (a JSON array when it starts with {@code [}), the {@code context} cell and the
     * {@code context_<n>} cells, in the order of n, become its contexts.
     */
    private static JsonObject csvObject(List<String> columns, CsvRecords.Record record) {
        JsonObjectBuilder row = Json.createObjectBuilder();
        JsonArrayBuilder contexts = Json.createArrayBuilder();
        Map<Integer, String> numbered = new TreeMap<>();
        for (int i = 0; i < record.cells().size(); i++) {
            String name = columns.get(i);
            String cell = record.cells().get(i);
            Matcher number = NUMBERED_CONTEXT.matcher(name);
            if (cell.isBlank() || name.isEmpty()) {
                continue;
            } else if (number.matches()) {
                numbered.put(Integer.parseInt(number.group(1)), cell);
            } else if (name.equals("contexts") && cell.strip().startsWith("[")) {
                contextArray(cell, record.line()).forEach(contexts::add);
            } else if (name.equals("contexts") || name.equals("context")) {
                contexts.add(cell);
            } else {
                row.add(name, cell);
            }
        }
        numbered.values().forEach(contexts::add);
        JsonArray gathered = contexts.build();
        return gathered.isEmpty() ? row.build() : row.add("contexts", gathered).build();
    }

    private static JsonArray contextArray(String cell, int line) {
        try (JsonReader json = Json.createReader(new StringReader(cell))) {
            return json.readArray();
        } catch (JsonException e) {
            throw new InvalidRequestException(null, "row " + line
                    + ": the contexts cell starts with [ but is not a JSON array");
        }
    }

    private static void add(List<EvaluationRow> rows, RowObject row) {
        rows.addAll(row.rows());
        if (rows.size() > EvaluationRequest.MAX_ROWS) {
            throw new InvalidRequestException(null, "row " + row.number() + ": more than "
                    + EvaluationRequest.MAX_ROWS + " rows; an evaluation takes at most " + EvaluationRequest.MAX_ROWS);
        }
    }

    private static List<EvaluationRow> checked(List<EvaluationRow> rows, String source) {
        if (rows.isEmpty()) {
            throw new InvalidRequestException(null, source + " holds no rows");
        }
        return List.copyOf(rows);
    }
}
