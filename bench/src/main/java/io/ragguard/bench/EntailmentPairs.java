package io.ragguard.bench;

import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.embedding.control.WordPieceTokenizer;
import io.ragguard.text.Sentences;
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
 * None of the development sets (HaluEval, SummEdits, WiCE) is read, so a model trained on these
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
        int[] counts = new int[4];
        try (BufferedWriter writer = Files.newBufferedWriter(out)) {
            for (Pair pair : pairs) {
                TokenPair encoded = TokenPair.of(tokenizer, maxTokens, pair.premise(), pair.hypothesis());
                boolean dev = Math.floorMod(pair.id().hashCode(), 25) == 0;
                JsonObject line = Json.createObjectBuilder().add("id", pair.id()).add("source", pair.source())
                        .add("label", pair.entailed() ? 1 : 0).add("split", dev ? "dev" : "train")
                        .add("ids", longs(encoded.ids())).add("types", longs(encoded.types())).build();
                writer.write(line.toString());
                writer.newLine();
                counts[(pair.source().startsWith("synthetic") ? 2 : 0) + (pair.entailed() ? 1 : 0)]++;
            }
        }
        System.out.printf("%d pairs (NLI %d entailed, %d not; synthetic %d entailed, %d not) written to %s%n",
                pairs.size(), counts[1], counts[0], counts[3], counts[2], out.toAbsolutePath().normalize());
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
