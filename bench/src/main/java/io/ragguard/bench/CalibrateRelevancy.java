package io.ragguard.bench;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.embedding.boundary.TokenVectors;
import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.embedding.boundary.WordPieceTokenizer;
import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.ToDoubleFunction;

/**
 * Calibrates answer-relevancy: the scores of right answers and of unrelated ones (another row's
 * right answer, shifted by one) with the real model (all-MiniLM-L6-v2 int8), under two formulations:
 * {@code question} (cosine of question and answer, the issue's) and {@code evidence} (the larger of
 * that and the cosine of the answer with the evidence sentence closest to the question, found by
 * word-piece vectors as the validator finds it). Data:
 * HaluEval QA dev (question, right answer, knowledge), the demo golden set (question, expected phrases;
 * the evidence is the demo chunk holding them, the full answer its sentences holding a phrase) and the
 * faithful answers of bench's grounding golden set, and answers of about 150 word pieces written over
 * three contexts as {@code chain-speed} writes them. Prints percentiles and, for each formulation and
 * threshold, the share of right answers kept and of unrelated ones flagged; then the same formulation
 * on word-piece vectors alone, as a screen that would pass an answer without the model's pass: for
 * each bound, the share of answers it would decide and how many of those the model warns on.
 *
 * <p>{@code ./mvnw -q -pl bench exec:java@calibrate-relevancy}
 */
public final class CalibrateRelevancy {

    /** A question, one answer to it, the evidence retrieved for it, and whether the answer is right. */
    record Pair(String set, String question, String answer, List<String> evidence, boolean right) {
    }

    private CalibrateRelevancy() {
    }

    public static void main(String[] args) throws Exception {
        List<Pair> pairs = new ArrayList<>();
        pairs.addAll(haluEval());
        pairs.addAll(haluEvalSentences());
        pairs.addAll(demoGolden());
        pairs.addAll(groundingGolden());
        pairs.addAll(written());
        try (MiniLmEncoder encoder = MiniLmModel.INT8.open(Files.createTempDirectory("ragguard-rel"), 256, 2)) {
            Map<String, float[]> vectors = new HashMap<>();
            List<String> texts = new ArrayList<>();
            for (Pair p : pairs) {
                texts.add(p.question());
                texts.add(p.answer());
                texts.addAll(Sentences.split(p.answer()));
                p.evidence().forEach(e -> texts.addAll(Sentences.split(e)));
            }
            List<String> distinct = texts.stream().distinct().toList();
            List<float[]> embedded = encoder.embedAll(distinct);
            for (int i = 0; i < distinct.size(); i++) {
                vectors.put(distinct.get(i), embedded.get(i));
            }
            // the answer as the server's validator sees it: the mean of its sentences embedded in context
            // (Embeddings.embedSentences: its sentences embedded in context, one pass)
            for (Pair p : pairs) {
                List<String> sentences = Sentences.split(p.answer());
                if (sentences.size() > 1) {
                    vectors.put(p.answer(), Vectors.unitMean(encoder.embedInContext(
                            sentences.stream().map(List::of).toList(), null).stream()
                            .map(MiniLmEncoder.SentenceVectors::sentence).toList()));
                }
            }
            TokenVectors tokens = Corpora.tokenVectors();
            ToDoubleFunction<Pair> withEvidence = once(pairs, p -> evidence(p, vectors, tokens));
            report(pairs, "question", once(pairs, p -> question(p, vectors)));
            report(pairs, "evidence", withEvidence);
            screen(pairs, withEvidence, once(pairs, p -> wordPieces(p, tokens)));
        }
    }

    static double question(Pair p, Map<String, float[]> vectors) {
        return Vectors.cosine(vectors.get(p.question()), vectors.get(p.answer()));
    }

    /**
     * max(cos(q, a), cos(a, e*)), e* the evidence sentence closest to the question by word-piece
     * vectors (as the validator finds it), compared by the model's vectors.
     */
    static double evidence(Pair p, Map<String, float[]> vectors, TokenVectors tokens) {
        String closest = closestSentence(p, tokens);
        return withEvidence(vectors.get(p.question()), vectors.get(p.answer()),
                closest == null ? null : vectors.get(closest));
    }

    /** The same formulation on word-piece vectors alone, every vector the weighted sum of its word pieces'. */
    static double wordPieces(Pair p, TokenVectors tokens) {
        String closest = closestSentence(p, tokens);
        return withEvidence(tokens.embed(p.question()), tokens.embed(p.answer()),
                closest == null ? null : tokens.embed(closest));
    }

    /** The evidence sentence closest to the question by word-piece vectors, as the validator finds it; null without evidence. */
    private static String closestSentence(Pair p, TokenVectors tokens) {
        float[] question = tokens.embed(p.question());
        String closest = null;
        double best = Double.NEGATIVE_INFINITY;
        for (String e : p.evidence()) {
            for (String s : Sentences.split(e)) {
                double c = Vectors.cosine(question, tokens.embed(s));
                if (c > best) {
                    best = c;
                    closest = s;
                }
            }
        }
        return closest;
    }

    private static double withEvidence(float[] question, float[] answer, float[] closest) {
        double direct = Vectors.cosine(question, answer);
        return closest == null ? direct : Math.max(direct, Vectors.cosine(answer, closest));
    }

    /** Each pair's score computed once: the reports read every score once per threshold. */
    private static ToDoubleFunction<Pair> once(List<Pair> pairs, ToDoubleFunction<Pair> score) {
        Map<Pair, Double> scores = new IdentityHashMap<>();
        pairs.forEach(p -> scores.put(p, score.applyAsDouble(p)));
        return scores::get;
    }

    /**
     * The word-piece screen: for each bound, the share of each set's answers whose word-piece score
     * reaches it (they would pass without the model) and how many of those the model would have
     * warned on at 0.25.
     */
    private static void screen(List<Pair> pairs, ToDoubleFunction<Pair> model, ToDoubleFunction<Pair> pieces) {
        System.out.println("== word-piece screen (model threshold 0.25)");
        for (String set : pairs.stream().map(Pair::set).distinct().toList()) {
            for (boolean right : new boolean[] {true, false}) {
                double[] s = pairs.stream().filter(p -> p.set().equals(set) && p.right() == right)
                        .mapToDouble(pieces).sorted().toArray();
                if (s.length > 0) {
                    System.out.printf(Locale.ROOT, "%-20s %-9s n=%3d  word pieces p5 %.3f  p50 %.3f  p95 %.3f%n",
                            set, right ? "right" : "unrelated", s.length, pct(s, 5), pct(s, 50), pct(s, 95));
                }
            }
        }
        double highest = pairs.stream().filter(p -> model.applyAsDouble(p) < 0.25).mapToDouble(pieces).max()
                .orElse(Double.NaN);
        System.out.printf(Locale.ROOT, "highest word-piece score the model warns on: %.3f%n", highest);
        for (double bound = 0.30; bound <= 0.901; bound += 0.05) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "bound %.2f:", bound));
            for (String set : pairs.stream().map(Pair::set).distinct().toList()) {
                double b = bound;
                List<Pair> group = pairs.stream().filter(p -> p.set().equals(set)).toList();
                long screened = group.stream().filter(p -> pieces.applyAsDouble(p) >= b).count();
                long wrong = group.stream().filter(p -> pieces.applyAsDouble(p) >= b
                        && model.applyAsDouble(p) < 0.25).count();
                line.append(String.format(Locale.ROOT, "  %s screened %.3f wrong %d", set,
                        (double) screened / group.size(), wrong));
            }
            System.out.println(line);
        }
    }

    /**
     * Answers of about 150 word pieces written over three contexts of SummEdits and WiCE text, as the
     * chain-speed benchmark writes them (each sentence reworded and cited, one in four with a figure
     * changed), with the question over the first context; unrelated: the next case's answer.
     */
    private static List<Pair> written() {
        WordPieceTokenizer tokenizer = MiniLmModel.INT8.tokenizer(4096);
        Random random = new Random(7);
        List<ChainSpeed.Case> cases = ChainSpeed.contexts(tokenizer).stream()
                .map(c -> ChainSpeed.write(c, tokenizer, random)).toList();
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            ChainSpeed.Case c = cases.get(i);
            ChainSpeed.Case other = cases.get((i + 1) % cases.size());
            // citation markers left out, as the validator leaves them out
            pairs.add(new Pair("written", c.question(), Citations.strip(c.answer()), c.contexts(), true));
            pairs.add(new Pair("written", c.question(), Citations.strip(other.answer()), c.contexts(), false));
        }
        return pairs;
    }

    private static void report(List<Pair> pairs, String formulation, ToDoubleFunction<Pair> score) {
        System.out.println("== " + formulation);
        for (String set : pairs.stream().map(Pair::set).distinct().toList()) {
            for (boolean right : new boolean[] {true, false}) {
                double[] s = pairs.stream().filter(p -> p.set().equals(set) && p.right() == right)
                        .mapToDouble(score).sorted().toArray();
                if (s.length > 0) {
                    System.out.printf(Locale.ROOT, "%-20s %-9s n=%3d  p5 %.3f  p10 %.3f  p25 %.3f  p50 %.3f  p75 %.3f"
                            + "  p90 %.3f  p95 %.3f%n", set, right ? "right" : "unrelated", s.length, pct(s, 5),
                            pct(s, 10), pct(s, 25), pct(s, 50), pct(s, 75), pct(s, 90), pct(s, 95));
                }
            }
        }
        for (double t = 0.10; t <= 0.501; t += 0.05) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "threshold %.2f:", t));
            for (String set : pairs.stream().map(Pair::set).distinct().toList()) {
                double threshold = t;
                double kept = share(pairs, set, true, p -> score.applyAsDouble(p) >= threshold);
                double flagged = share(pairs, set, false, p -> score.applyAsDouble(p) < threshold);
                line.append(String.format(Locale.ROOT, "  %s kept %.3f flagged %.3f", set, kept, flagged));
            }
            System.out.println(line);
        }
    }

    private static double share(List<Pair> pairs, String set, boolean right, java.util.function.Predicate<Pair> test) {
        List<Pair> group = pairs.stream().filter(p -> p.set().equals(set) && p.right() == right).toList();
        return group.isEmpty() ? Double.NaN : (double) group.stream().filter(test).count() / group.size();
    }

    private static double pct(double[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(p / 100.0 * sorted.length))];
    }

    private static List<Pair> haluEval() {
        List<JsonObject> rows = Corpora.jsonLines(Corpora.dataDir().resolve("halueval-qa-dev.jsonl"));
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            JsonObject row = rows.get(i);
            JsonObject other = rows.get((i + 1) % rows.size());
            List<String> evidence = List.of(row.getString("knowledge"));
            pairs.add(new Pair("halueval", row.getString("question"), row.getString("right_answer"), evidence, true));
            pairs.add(new Pair("halueval", row.getString("question"), other.getString("right_answer"), evidence,
                    false));
        }
        return pairs;
    }

    /**
     * The cases over HaluEval: the right answer is the sentence of the question's own passage
     * that holds its right answer (an extractive answer); the off-topic answer is the sentence of the
     * next row's passage holding that row's right answer. The evidence is both passages, as a retrieval
     * that brought the other passage too would give it.
     */
    private static List<Pair> haluEvalSentences() {
        List<JsonObject> rows = Corpora.jsonLines(Corpora.dataDir().resolve("halueval-qa-dev.jsonl"));
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            JsonObject row = rows.get(i);
            JsonObject other = rows.get((i + 1) % rows.size());
            String right = holding(row);
            String offTopic = holding(other);
            if (right == null || offTopic == null) {
                continue;
            }
            List<String> evidence = List.of(row.getString("knowledge"), other.getString("knowledge"));
            pairs.add(new Pair("halueval-sentence", row.getString("question"), right, evidence, true));
            pairs.add(new Pair("halueval-sentence", row.getString("question"), offTopic, evidence, false));
        }
        return pairs;
    }

    /** The first sentence of a HaluEval row's passage that holds its right answer; null when none does. */
    static String holding(JsonObject row) {
        String answer = row.getString("right_answer").toLowerCase(Locale.ROOT);
        return Sentences.split(row.getString("knowledge")).stream()
                .filter(s -> s.toLowerCase(Locale.ROOT).contains(answer)).findFirst().orElse(null);
    }

    /**
     * The demo golden questions with two right answers each, the expected phrases alone (the short
     * answer) and the sentences of the chunk that hold them (the extractive generator's answer).
     */
    private static List<Pair> demoGolden() {
        List<JsonObject> lines = Corpora.resource("demo/golden.jsonl").lines().filter(l -> !l.isBlank())
                .map(l -> jakarta.json.Json.createReader(new StringReader(l)).readObject()).toList();
        Map<String, List<Corpora.Chunk>> chunks = new HashMap<>();
        List<Pair> pairs = new ArrayList<>();
        List<String[]> rights = new ArrayList<>();
        for (JsonObject line : lines) {
            String tenant = line.getString("tenant");
            List<Corpora.Chunk> tenantChunks = chunks.computeIfAbsent(tenant,
                    t -> Corpora.chunk(Corpora.demoDocuments(t)));
            List<String> phrases = line.getJsonArray("expected_phrases").getValuesAs(JsonString.class).stream()
                    .map(JsonString::getString).toList();
            List<String> evidence = tenantChunks.stream().map(Corpora.Chunk::text)
                    .filter(t -> phrases.stream().allMatch(p -> t.toLowerCase(Locale.ROOT)
                            .contains(p.toLowerCase(Locale.ROOT))))
                    .limit(1).toList();
            String question = line.getString("question");
            String shortAnswer = String.join(", ", phrases) + ".";
            pairs.add(new Pair("golden-short", question, shortAnswer, evidence, true));
            String sentences = evidence.stream().flatMap(e -> Sentences.split(e).stream())
                    .filter(s -> phrases.stream().anyMatch(p -> s.toLowerCase(Locale.ROOT)
                            .contains(p.toLowerCase(Locale.ROOT))))
                    .reduce((a, b) -> a + " " + b).orElse(shortAnswer);
            pairs.add(new Pair("golden-sentence", question, sentences, evidence, true));
            rights.add(new String[] {question, shortAnswer, sentences, String.join("\n", evidence)});
        }
        for (int i = 0; i < rights.size(); i++) {
            String[] own = rights.get(i);
            String[] other = rights.get((i + 1) % rights.size());
            List<String> evidence = own[3].isEmpty() ? List.of() : List.of(own[3]);
            pairs.add(new Pair("golden-short", own[0], other[1], evidence, false));
            pairs.add(new Pair("golden-sentence", own[0], other[2], evidence, false));
        }
        return pairs;
    }

    /** The faithful answers of bench's grounding golden set (full sentences), and another one's answer. */
    private static List<Pair> groundingGolden() {
        List<JsonObject> rows = Corpora.resource("grounding/golden.jsonl").lines().filter(l -> !l.isBlank())
                .map(l -> jakarta.json.Json.createReader(new StringReader(l)).readObject())
                .filter(r -> r.getString("label").equals("faithful") && r.containsKey("question")).toList();
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            JsonObject row = rows.get(i);
            JsonObject other = rows.get((i + 1) % rows.size());
            List<String> evidence = row.getJsonArray("contexts").getValuesAs(JsonString.class).stream()
                    .map(JsonString::getString).toList();
            pairs.add(new Pair("grounding", row.getString("question"), row.getString("answer"), evidence, true));
            if (!other.getString("question").equals(row.getString("question"))) {
                pairs.add(new Pair("grounding", row.getString("question"), other.getString("answer"), evidence,
                        false));
            }
        }
        return pairs;
    }
}
