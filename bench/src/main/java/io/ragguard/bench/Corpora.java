package io.ragguard.bench;

import io.ragguard.embedding.boundary.TokenVectors;
import io.ragguard.knowledge.control.Chunker;
import io.ragguard.tenant.boundary.TermTemplate;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/** The texts the benchmarks run on: the demo knowledge base and golden set, and the shared data. */
final class Corpora {

    /** A chunk of a document, as the server would store it. */
    record Chunk(long id, long document, String title, String text) {
    }

    /**
     * The word-piece vectors the grounding validators use (see {@code TokenVectors}), distilled on the
     * first run into {@code models.dir} (default {@code bench/target/models}, about 11 s) and read from
     * there afterwards.
     */
    static TokenVectors tokenVectors() {
        return TokenVectors.open(Path.of(System.getProperty("models.dir", "bench/target/models")), 2);
    }

    /** A question and the documents (or, for the golden set, the chunks) that answer it. */
    record Question(String text, List<Long> answers) {
    }

    private Corpora() {
    }

    static Path dataDir() {
        return Path.of(System.getProperty("data.dir", "../shared/data"));
    }

    static List<JsonObject> jsonLines(Path file) {
        try {
            return Files.readAllLines(file).stream().filter(line -> !line.isBlank())
                    .map(line -> Json.createReader(new StringReader(line)).readObject()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String resource(String name) {
        try (InputStream in = Corpora.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Cuts documents into chunks the way the server does: {@code -Dchunk.size} characters (600, the
     * server's default {@code knowledge.chunk.size}), one sentence overlap.
     */
    static List<Chunk> chunk(Map<Long, String[]> documents) {
        Chunker chunker = chunker();
        List<Chunk> chunks = new ArrayList<>();
        documents.forEach((id, titleAndText) -> {
            for (String text : chunker.chunk(titleAndText[1])) {
                chunks.add(new Chunk(chunks.size() + 1L, id, titleAndText[0], text));
            }
        });
        return chunks;
    }

    static Chunker chunker() {
        return new Chunker(Integer.getInteger("chunk.size", 600), 1);
    }

    /** One demo tenant's ten documents in its own terms, keyed by a running document number. */
    static Map<Long, String[]> demoDocuments(String tenant) {
        JsonObject config = demoTenant(tenant);
        UnaryOperator<String> terms = inTerms(tenant);
        Map<Long, String[]> documents = new LinkedHashMap<>();
        for (String path : resource("demo/documents.txt").lines().filter(l -> !l.isBlank()).toList()) {
            if (path.startsWith(config.getString("domain") + "/")) {
                String text = terms.apply(resource("demo/" + path));
                String title = text.lines().findFirst().orElse("").replaceFirst("^#\\s*", "");
                documents.put(documents.size() + 1L, new String[] {title, text});
            }
        }
        return documents;
    }

    /** Writes a demo text ({@code {{customer}}} and the like) in the terms of one demo tenant, as the demo data loads it. */
    static UnaryOperator<String> inTerms(String tenant) {
        Map<String, String> terms = new LinkedHashMap<>();
        demoTenant(tenant).getJsonObject("terms").forEach((k, v) -> terms.put(k, ((JsonString) v).getString()));
        return text -> TermTemplate.render(text, terms);
    }

    private static JsonObject demoTenant(String tenant) {
        return Json.createReader(new StringReader(resource("demo/tenants.json"))).readArray()
                .getValuesAs(JsonObject.class).stream().filter(t -> t.getString("id").equals(tenant))
                .findFirst().orElseThrow();
    }

    /** The golden questions of one tenant; a question's answers are the chunks holding every phrase. */
    static List<Question> golden(String tenant, List<Chunk> chunks) {
        List<Question> questions = new ArrayList<>();
        for (JsonObject line : resource("demo/golden.jsonl").lines().filter(l -> !l.isBlank())
                .map(l -> Json.createReader(new StringReader(l)).readObject()).toList()) {
            if (!line.getString("tenant").equals(tenant)) {
                continue;
            }
            List<String> phrases = line.getJsonArray("expected_phrases").getValuesAs(JsonString.class).stream()
                    .map(p -> p.getString().toLowerCase()).toList();
            List<Long> answers = chunks.stream()
                    .filter(c -> phrases.stream().allMatch(p -> c.text().toLowerCase().contains(p)))
                    .map(Chunk::id).toList();
            questions.add(new Question(line.getString("question"), answers));
        }
        return questions;
    }

    /** HaluEval QA dev: every knowledge paragraph a document, every question answered by its own. */
    static Map<Long, String[]> haluEvalDocuments() {
        Map<Long, String[]> documents = new LinkedHashMap<>();
        for (JsonObject row : jsonLines(dataDir().resolve("halueval-qa-dev.jsonl"))) {
            documents.put(documents.size() + 1L, new String[] {row.getString("id"), row.getString("knowledge")});
        }
        return documents;
    }

    static List<Question> haluEvalQuestions() {
        List<Question> questions = new ArrayList<>();
        for (JsonObject row : jsonLines(dataDir().resolve("halueval-qa-dev.jsonl"))) {
            questions.add(new Question(row.getString("question"), List.of(questions.size() + 1L)));
        }
        return questions;
    }
}
