package io.ragguard.bench;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.embedding.control.MiniLmModel;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Retrieval quality: hit@1 and hit@3 of BM25, dense and hybrid rankings on the golden set (the chunk
 * holding the expected phrases) and on HaluEval QA dev (the question's own paragraph among 250), the
 * share of questions whose answer reaches the context the pipeline selects (weighted fusion, threshold,
 * BM25's clear leader down to {@code -Dleader.floor}, MMR, limit), how many questions put to a knowledge
 * base that cannot answer them still get a context, and the calibration of the similarity threshold: how well "best cosine >= t" separates questions the knowledge answers
 * from questions put to a knowledge base that cannot answer them.
 *
 * <p>{@code ./mvnw -q -pl bench -am install -DskipTests && ./mvnw -q -pl bench exec:java@retrieval-quality}
 */
public final class RetrievalQuality {

    private static final List<String> TENANTS = List.of("northwind", "bluebay", "helixpharma", "medora");

    private RetrievalQuality() {
    }

    public static void main(String[] args) throws Exception {
        MiniLmModel model = MiniLmModel.of(System.getProperty("embedding.model", "int8"));
        double threshold = Double.parseDouble(System.getProperty("threshold", "0.35"));
        try (MiniLmEncoder encoder = model.open(Files.createTempDirectory("ragguard-bench"), 256, 2)) {
            Score golden = new Score();
            List<Double> answerable = new ArrayList<>();
            List<Double> unanswerable = new ArrayList<>();
            int givenContext = 0;
            Map<String, Evaluation> tenants = new LinkedHashMap<>();
            Map<String, List<Corpora.Question>> goldenByTenant = new LinkedHashMap<>();
            for (String tenant : TENANTS) {
                List<Corpora.Chunk> chunks = Corpora.chunk(Corpora.demoDocuments(tenant));
                tenants.put(tenant, new Evaluation(encoder, chunks, false));
                goldenByTenant.put(tenant, Corpora.golden(tenant, chunks));
            }
            for (String tenant : TENANTS) {
                for (Corpora.Question q : goldenByTenant.get(tenant)) {
                    Evaluation.Rankings r = tenants.get(tenant).rank(q.text(), threshold);
                    golden.add(q, r);
                    answerable.add(r.bestSimilarity());
                    String other = tenant.equals("northwind") || tenant.equals("bluebay") ? "helixpharma" : "northwind";
                    Evaluation.Rankings wrong = tenants.get(other).rank(q.text(), threshold);
                    unanswerable.add(wrong.bestSimilarity());
                    givenContext += wrong.selected().isEmpty() ? 0 : 1;
                }
            }
            Score halu = new Score();
            try (Evaluation haluEval = new Evaluation(encoder, Corpora.chunk(Corpora.haluEvalDocuments()), true)) {
                for (Corpora.Question q : Corpora.haluEvalQuestions()) {
                    Evaluation.Rankings r = haluEval.rank(q.text(), threshold);
                    halu.add(q, r);
                    answerable.add(r.bestSimilarity());
                    Evaluation.Rankings wrong = tenants.get("northwind").rank(q.text(), threshold);
                    unanswerable.add(wrong.bestSimilarity());
                    givenContext += wrong.selected().isEmpty() ? 0 : 1;
                }
            }
            tenants.values().forEach(Evaluation::close);
            System.out.println("model " + model.description() + ", threshold " + threshold);
            System.out.println();
            System.out.println("| method | golden hit@1 | golden hit@3 | HaluEval hit@1 | HaluEval hit@3 |");
            System.out.println("|---|---|---|---|---|");
            for (String method : Evaluation.METHODS) {
                System.out.printf(Locale.ROOT, "| %s | %.3f | %.3f | %.3f | %.3f |%n", method, golden.hit(method, 1),
                        golden.hit(method, 3), halu.hit(method, 1), halu.hit(method, 3));
            }
            System.out.printf(Locale.ROOT, "%nanswer in the selected context (threshold, MMR, limit): golden %.3f "
                    + "(%d questions), HaluEval %.3f (%d questions)%n", golden.inContext(), golden.questions,
                    halu.inContext(), halu.questions);
            System.out.printf(Locale.ROOT, "unanswerable questions given a context (a passage kept): %d of %d%n",
                    givenContext, unanswerable.size());
            System.out.println();
            System.out.println("| threshold | answerable kept | unanswerable refused | balanced accuracy |");
            System.out.println("|---|---|---|---|");
            for (int t = 20; t <= 60; t += 5) {
                double cut = t / 100.0;
                double kept = answerable.stream().filter(s -> s >= cut).count() / (double) answerable.size();
                double refused = unanswerable.stream().filter(s -> s < cut).count() / (double) unanswerable.size();
                System.out.printf(Locale.ROOT, "| %.2f | %.3f | %.3f | %.3f |%n", cut, kept, refused,
                        (kept + refused) / 2);
            }
        }
    }

    /** Hits per method at rank cut-offs, and hits in the selected context. */
    private static final class Score {
        private final Map<String, int[]> hits = new LinkedHashMap<>();
        private int questions;
        private int inContext;

        void add(Corpora.Question q, Evaluation.Rankings r) {
            questions++;
            if (r.selected().stream().anyMatch(q.answers()::contains)) {
                inContext++;
            }
            r.byMethod().forEach((method, ids) -> {
                int[] h = hits.computeIfAbsent(method, m -> new int[2]);
                if (!ids.isEmpty() && q.answers().contains(ids.get(0))) {
                    h[0]++;
                }
                if (ids.subList(0, Math.min(3, ids.size())).stream().anyMatch(q.answers()::contains)) {
                    h[1]++;
                }
            });
        }

        double hit(String method, int k) {
            return hits.getOrDefault(method, new int[2])[k == 1 ? 0 : 1] / (double) questions;
        }

        double inContext() {
            return inContext / (double) questions;
        }
    }
}
