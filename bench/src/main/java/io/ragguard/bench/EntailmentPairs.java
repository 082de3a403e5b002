package io.ragguard.bench;

import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.embedding.boundary.WordPieceTokenizer;
import io.ragguard.embedding.boundary.TokenVectors;
import io.ragguard.text.Sentences;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.text.AnswerSentences;
import io.ragguard.validation.crossencoder.TokenPair;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the pairs the entailment model is trained on, encoded by the server's own tokenizer and
 * pair layout ({@link TokenPair}), one JSON line each: {@code {"id", "source", "label", "split", "ids",
 * "types"}}, label 1 when the premise entails the hypothesis.
 *
 * <p>The pairs are the binary MultiNLI and FEVER pairs of {@code data.dir/nli}, and synthetic pairs
 * made from their premises and from the demo knowledge, so that the model learns what the guard meets:
 * <ul>
 *   <li>copies: a premise sentence, or its first clause, with the premise's other sentences around it
 *       in any order and with {@link FormattingNoise formatting noise} on either side: entailed;</li>
 *   <li>twins of a copy (as FactCC makes them): a number changed, a name swapped for one from another
 *       premise, a statement negated: not entailed.</li>
 * </ul>
 * and, in the guard's own domain, RAGTruth's answers by real models ({@link RagTruth}), each claim sentence
 * ({@code AnswerSentences}) against the premise the server gives it (its three best-aligned evidence
 * sentences, {@code Grounding.premise}): with people's labels, entailed unless a labelled span falls in
 * it; with the LLM judge's, the claims of the answers it judged faithful, entailed (every sixth answer); a
 * sentence people labelled hallucinated is taken three times.
 * {@code -Dragtruth.folds=0,1,2} takes only the sources of those folds ({@link RagTruth.Answer#fold}), so
 * that a model can be measured on the others; {@code -Dragtruth.folds=none} takes none.
 * None of the other development sets (HaluEval, SummEdits, WiCE) is read, so a model trained on these
 * pairs is measured honestly on all of them. One pair in 25 (by a hash of its id) is held out for
 * validation ({@code "split": "dev"}).
 *
 * <p>{@code ./mvnw -q -pl bench exec:java@entailment-pairs -Dpairs=bench/target/entailment/pairs.jsonl}
 * ({@code -Dmax.tokens=128} by default).
 */
public final class EntailmentPairs {

    private static final Pattern CLAUSE_END = Pattern.compile(", (?:and |but |which |while |where |who )?");

    private final Random random = new Random(21);
    private final FactChange change = new FactChange(random);

    private EntailmentPairs() {
    }

    /** A pair before encoding. */
    record Pair(String id, String source, String premise, String hypothesis, boolean entailed) {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(System.getProperty("pairs", "bench/target/entailment/pairs.jsonl"));
        int maxTokens = Integer.getInteger("max.tokens", 128);
        List<Pair> pairs = new EntailmentPairs().pairs();
        WordPieceTokenizer tokenizer = MiniLmModel.INT8.tokenizer(4 * maxTokens);
        Files.createDirectories(out.toAbsolutePath().getParent());
        int[] counts = new int[6];
        try (BufferedWriter writer = Files.newBufferedWriter(out)) {
            for (Pair pair : pairs) {
                TokenPair encoded = TokenPair.of(tokenizer, maxTokens, pair.premise(), pair.hypothesis());
                boolean dev = Math.floorMod(pair.id().hashCode(), 25) == 0;
                JsonObject line = Json.createObjectBuilder().add("id", pair.id()).add("source", pair.source())
                        .add("label", pair.entailed() ? 1 : 0).add("split", dev ? "dev" : "train")
                        .add("ids", longs(encoded.ids())).add("types", longs(encoded.types())).build();
                writer.write(line.toString());
                writer.newLine();
                counts[(pair.source().startsWith("synthetic") ? 2 : pair.source().startsWith("ragtruth") ? 4 : 0)
                        + (pair.entailed() ? 1 : 0)]++;
            }
        }
        System.out.printf("%d pairs (NLI %d entailed, %d not; synthetic %d entailed, %d not; RAGTruth %d entailed, "
                + "%d not) written to %s%n", pairs.size(), counts[1], counts[0], counts[3], counts[2], counts[5],
                counts[4], out.toAbsolutePath().normalize());
    }

    private List<Pair> pairs() {
        List<Pair> pairs = new ArrayList<>();
        Set<String> premises = new LinkedHashSet<>();
        for (String file : List.of("mnli-binary.jsonl", "fever-binary.jsonl")) {
            for (JsonObject row : Corpora.jsonLines(Corpora.dataDir().resolve("nli").resolve(file))) {
                String premise = row.getString("premise");
                pairs.add(new Pair(row.getString("id"), file.substring(0, file.indexOf('-')), premise,
                        row.getString("hypothesis"), row.getString("label").equals("entailment")));
                premises.add(premise);
            }
        }
        for (String tenant : List.of("northwind", "helixpharma")) {
            for (String[] document : Corpora.demoDocuments(tenant).values()) {
                for (String paragraph : document[1].split("\\n\\s*\\n")) {
                    if (!paragraph.startsWith("#")) {
                        premises.add(paragraph.replaceAll("\\s+", " ").strip());
                    }
                }
            }
        }
        premises.forEach(change::learnNames);
        int n = 0;
        for (String premise : premises) {
            List<String> sentences = Sentences.split(premise);
            if (sentences.isEmpty()) {
                continue;
            }
            String sentence = sentences.get(random.nextInt(sentences.size()));
            if (sentence.split(" ").length < 6) {
                continue;
            }
            String context = context(sentences, sentence);
            String copy = random.nextInt(3) == 0 ? firstClause(sentence) : sentence;
            String id = "synthetic-" + n++;
            pairs.add(new Pair(id + "-copy", "synthetic-copy", noisy(context), noisy(copy), true));
            change.twin(copy).ifPresent(twin -> pairs.add(new Pair(id + "-twin", "synthetic-twin", noisy(context),
                    noisy(twin), false)));
        }
        pairs.addAll(ragTruth(folds(System.getProperty("ragtruth.folds", "0,1,2,3,4"))));
        return pairs;
    }

    private static Set<Integer> folds(String folds) {
        Set<Integer> set = new LinkedHashSet<>();
        for (String fold : folds.split(",")) {
            if (fold.strip().matches("\\d")) {
                set.add(Integer.parseInt(fold.strip()));
            }
        }
        return set;
    }

    /** Of the answers the LLM judge found faithful, every this many is taken. */
    private static final int JUDGED_EVERY = 6;
    /** How often each sentence people labelled hallucinated is taken: they are one in eleven. */
    private static final int HALLUCINATED_REPEATS = 3;

    /** RAGTruth's claim sentences of the sources in {@code folds} against their premises (see the class). */
    private static List<Pair> ragTruth(Set<Integer> folds) {
        List<Pair> pairs = new ArrayList<>();
        if (folds.isEmpty()) {
            return pairs;
        }
        TokenVectors tokens = Corpora.tokenVectors();
        Grounding grounding = new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces);
        List<RagTruth.Answer> answers = new ArrayList<>(RagTruth.answers("human"));
        List<RagTruth.Answer> judged = RagTruth.answers("judged");
        for (int i = 0; i < judged.size(); i += JUDGED_EVERY) {
            if (judged.get(i).row().faithful()) {
                answers.add(judged.get(i));
            }
        }
        for (RagTruth.Answer answer : answers) {
            if (!folds.contains(answer.fold())) {
                continue;
            }
            List<AnswerSentences.Sentence> sentences = AnswerSentences.of(answer.row().answer()).stream()
                    .filter(AnswerSentences.Sentence::isClaim).toList();
            List<String> claims = sentences.stream().map(AnswerSentences.Sentence::claim).toList();
            Grounding.Answer grounded = grounding.ground(answer.row().evidence(), claims);
            for (int i = 0; i < sentences.size(); i++) {
                AnswerSentences.Sentence sentence = sentences.get(i);
                String premise = Grounding.premise(grounded.vectors().get(sentence.claim()), grounded.evidence());
                boolean entailed = !answer.hallucinated(sentence.start(), sentence.end());
                for (int r = 0; r < (entailed ? 1 : HALLUCINATED_REPEATS); r++) {
                    pairs.add(new Pair(answer.row().id() + "#" + i + (r == 0 ? "" : "/" + r),
                            "ragtruth-" + answer.task() + "-" + answer.labels(), premise, sentence.claim(), entailed));
                }
            }
        }
        return pairs;
    }

    /**
     * The sentence with up to two of its neighbours, as the server's premise is a claim's best-aligned
     * evidence sentences, shuffled half the time; kept short enough that truncation cannot cut the
     * sentence itself out.
     */
    private String context(List<String> sentences, String sentence) {
        int at = sentences.indexOf(sentence);
        int from = Math.max(0, at - random.nextInt(3));
        int to = Math.min(sentences.size(), at + 1 + random.nextInt(3));
        List<String> kept = new ArrayList<>(sentences.subList(from, to));
        while (kept.size() > 1 && String.join(" ", kept).length() > 360) {
            kept.remove(kept.get(0).equals(sentence) ? kept.size() - 1 : 0);
        }
        if (random.nextBoolean()) {
            Collections.shuffle(kept, random);
        }
        return String.join(" ", kept);
    }

    /** The sentence up to its first clause boundary, when that leaves a statement of five words or more. */
    private static String firstClause(String sentence) {
        Matcher end = CLAUSE_END.matcher(sentence);
        if (end.find() && sentence.substring(0, end.start()).split(" ").length >= 5) {
            return sentence.substring(0, end.start()) + ".";
        }
        return sentence;
    }

    private String noisy(String text) {
        return random.nextInt(3) == 0 ? FormattingNoise.any(text, random) : text;
    }

    private static JsonArrayBuilder longs(long[] values) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (long value : values) {
            array.add(value);
        }
        return array;
    }
}
