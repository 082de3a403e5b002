package io.ragguard.bench;

import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * The faithful-answer set, each answer with its hallucinated twin: how often the guard refuses what
 * its sources say, and how often it lets a changed fact through. Two parts:
 * <ul>
 *   <li>written by hand (bench's {@code grounding/faithful-answers.jsonl}): answers drawn from the
 *       HaluEval development paragraphs and the demo knowledge, lightly edited, paraphrased, merged
 *       from two sentences, as lists, or cited, each with a twin that changes one fact (a number, a
 *       name, a negation, a relation, or an added detail);</li>
 *   <li>generated, seeded: one to three sentences copied verbatim from a HaluEval paragraph or a
 *       demo chunk, in their order or shuffled, half of them with citation markers
 *       ({@code faithful-verbatim}); the same with the {@link FormattingNoise formatting noise} of
 *       real documents ({@code faithful-noise}); twins by {@link FactChange}.</li>
 * </ul>
 * A row's dataset is {@code faithful-<kind>}, so the evaluation reports the pass rate of each kind.
 */
final class FaithfulAnswers {

    private final Random random = new Random(21);
    private final FactChange change = new FactChange(random);
    private final List<GroundingRows.Row> rows = new ArrayList<>();
    /** Each demo tenant's terms, read once. */
    private final Map<String, UnaryOperator<String>> terms = new HashMap<>();

    private FaithfulAnswers() {
    }

    static List<GroundingRows.Row> rows() {
        FaithfulAnswers set = new FaithfulAnswers();
        set.written();
        set.generated();
        return set.rows;
    }

    private void written() {
        for (String line : Corpora.resource("grounding/faithful-answers.jsonl").lines()
                .filter(l -> !l.isBlank()).toList()) {
            JsonObject o = Json.createReader(new StringReader(line)).readObject();
            UnaryOperator<String> render = inTerms(o.getString("source"));
            List<String> context = o.getJsonArray("context").getValuesAs(JsonString.class).stream()
                    .map(JsonString::getString).map(render).toList();
            String dataset = "faithful-" + o.getString("kind");
            String question = render.apply(o.getString("question"));
            rows.add(new GroundingRows.Row(o.getString("id"), dataset, question, render.apply(o.getString("answer")),
                    context, true));
            rows.add(new GroundingRows.Row(o.getString("id") + "/twin", dataset, question,
                    render.apply(o.getString("twin")), context, false));
        }
    }

    /**
     * How a written row's texts read: a demo document's in the terms of the first demo tenant of its
     * domain (northwind for retail, helixpharma for pharma), as the server would hold it.
     */
    private UnaryOperator<String> inTerms(String source) {
        if (!source.startsWith("demo:")) {
            return UnaryOperator.identity();
        }
        String file = source.substring("demo:".length());
        String path = Corpora.resource("demo/documents.txt").lines().filter(l -> l.endsWith("/" + file)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no demo document " + file));
        return terms.computeIfAbsent(path.startsWith("retail/") ? "northwind" : "helixpharma", Corpora::inTerms);
    }

    private void generated() {
        List<JsonObject> haluEval = Corpora.jsonLines(Corpora.dataDir().resolve("halueval-qa-dev.jsonl"));
        List<String[]> sources = new ArrayList<>();
        for (JsonObject row : haluEval) {
            sources.add(new String[] {row.getString("id"), row.getString("question"), row.getString("knowledge")});
        }
        for (String tenant : List.of("northwind", "helixpharma")) {
            for (Corpora.Chunk chunk : Corpora.chunk(Corpora.demoDocuments(tenant))) {
                sources.add(new String[] {tenant + "-" + chunk.id(), "What does " + chunk.title() + " say?",
                    chunk.text()});
            }
        }
        sources.forEach(source -> change.learnNames(source[2]));
        for (int i = 0; i < sources.size(); i++) {
            String[] source = sources.get(i);
            List<String> sentences = Sentences.split(source[2]);
            if (sentences.isEmpty()) {
                continue;
            }
            boolean noisy = i % 2 == 1;
            copy(source, sentences, noisy ? FormattingNoise.values()[(i / 2) % FormattingNoise.values().length] : null);
        }
    }

    /** One to three sentences of the source, consecutive or shuffled, cited half the time, and their twin. */
    private void copy(String[] source, List<String> sentences, FormattingNoise noise) {
        int count = 1 + random.nextInt(Math.min(3, sentences.size()));
        int start = random.nextInt(sentences.size() - count + 1);
        List<String> chosen = new ArrayList<>(sentences.subList(start, start + count));
        if (random.nextInt(3) == 0) {
            Collections.shuffle(chosen, random);
        }
        boolean cited = random.nextBoolean();
        String answer = String.join(" ", cited ? chosen.stream().map(s -> Citations.cite(s, 1)).toList() : chosen);
        String dataset = noise == null ? "faithful-verbatim" : "faithful-noise";
        String id = dataset + "/" + source[0];
        List<String> context = List.of(source[2]);
        rows.add(new GroundingRows.Row(id, dataset, source[1], noise == null ? answer : noise.apply(answer), context,
                true));
        change.twin(answer).ifPresent(twin -> rows.add(new GroundingRows.Row(id + "/twin", dataset, source[1],
                noise == null ? twin : noise.apply(twin), context, false)));
    }
}
