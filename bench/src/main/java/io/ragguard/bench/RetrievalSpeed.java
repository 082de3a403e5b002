package io.ragguard.bench;

import io.ragguard.retrieval.control.FusionMethod;
import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.knowledge.control.Chunker;
import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.ContextSelection;
import io.ragguard.retrieval.control.Fusion;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.retrieval.lucene.LuceneStore;
import io.ragguard.retrieval.lucene.TenantIndex;
import io.ragguard.text.Sentences;
import io.ragguard.text.Words;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Retrieval speed on one index of {@code -Dchunks} (100,000) chunks built from the demo and the dev
 * texts: ingest throughput (embedding each chunk and its sentences in one model pass, as the
 * server does, plus indexing), query latency p50/p95 with and without the query embedding, and HNSW recall@10
 * against exact search over the same vectors.
 *
 * <p>{@code ./mvnw -q -pl bench -am install -DskipTests && ./mvnw -q -pl bench exec:java@retrieval-speed}
 */
public final class RetrievalSpeed {

    private RetrievalSpeed() {
    }

    public static void main(String[] args) throws Exception {
        int size = Integer.getInteger("chunks", 100_000);
        int queries = Integer.getInteger("queries", 500);
        MiniLmModel model = MiniLmModel.of(System.getProperty("embedding.model", "int8"));
        Path work = System.getProperty("index.dir") == null ? Files.createTempDirectory("ragguard-speed")
                : Path.of(System.getProperty("index.dir"));
        boolean reuse = Files.isDirectory(work.resolve("index"));
        int beam = Integer.getInteger("hnsw.candidates", TenantIndex.HNSW_CANDIDATES);
        List<String> chunks = corpus(size);
        System.out.printf(Locale.ROOT, "model %s, %d chunks, %d cores%n", model.description(), chunks.size(),
                Runtime.getRuntime().availableProcessors());
        float[][] vectors = new float[chunks.size()][];
        // as the server ingests: a one-thread session whose batches are shared with a second thread,
        // and the index written while the next batch is embedded
        ExecutorService helper = Executors.newSingleThreadExecutor();
        ExecutorService writer = Executors.newSingleThreadExecutor();
        try (MiniLmEncoder ingest = model.open(work, 256, 1);
                MiniLmEncoder query = model.open(work, 256, 1);
                TenantIndex index = new TenantIndex(FSDirectory.open(work.resolve("index")), LuceneStore.analyzer(),
                        beam, Double.parseDouble(System.getProperty("segments.per.tier",
                                String.valueOf(TenantIndex.DEFAULT_SEGMENTS_PER_TIER))))) {
            System.out.println("index in " + work + (reuse ? " (reused: ingest not measured)" : "")
                    + ", HNSW candidates " + beam);
            long sentences = 0;
            Future<?> writing = CompletableFuture.completedFuture(null);
            long start = System.nanoTime();
            for (int from = reuse ? chunks.size() : 0; from < chunks.size(); from += 256) {
                List<String> batch = chunks.subList(from, Math.min(from + 256, chunks.size()));
                List<List<String>> split = batch.stream().map(Sentences::split).toList();
                List<MiniLmEncoder.PassageVectors> embedded = ingest.embedPassages(split, helper);
                List<IndexedPassage> passages = new ArrayList<>();
                for (int i = 0; i < batch.size(); i++) {
                    long id = from + i;
                    vectors[(int) id] = embedded.get(i).passage();
                    passages.add(new IndexedPassage(id, id / 5, "t", "s", batch.get(i), embedded.get(i).passage(),
                            embedded.get(i).sentences()));
                    sentences += split.get(i).size();
                }
                writing.get();
                writing = writer.submit(() -> index.add(passages));
                if ((from / 256) % 40 == 0) {
                    System.out.printf(Locale.ROOT, "  ingested %d chunks, %.0f chunks/s%n", from + batch.size(),
                            (from + batch.size()) / seconds(start));
                }
            }
            writing.get();
            helper.shutdown();
            writer.shutdown();
            if (reuse) {
                vectors = storedVectors(work.resolve("index"), chunks.size());
            } else {
                double ingestSeconds = seconds(start);
                System.out.printf(Locale.ROOT, "ingest: %d chunks and %d sentences in %.1f s: %.0f chunks/s%n",
                        chunks.size(), sentences, ingestSeconds, chunks.size() / ingestSeconds);
            }
            List<String> questions = questions(queries);
            if (index.segments() > 1) {
                int segments = index.segments();
                printLatencies(index, query, questions, segments + " segments, as incremental adds left them");
                // as the server's rebuild leaves it (TenantIndex.replaceAll): one segment to search
                long merging = System.nanoTime();
                index.forceMerge();
                System.out.printf(Locale.ROOT, "merged %d segments into one in %.1f s%n", segments, seconds(merging));
            }
            printLatencies(index, query, questions, "one segment");

            int recallQueries = Math.min(200, questions.size());
            double recall = 0;
            for (int q = 0; q < recallQueries; q++) {
                float[] vector = query.embed(questions.get(q));
                Set<Long> approximate = new LinkedHashSet<>();
                index.dense(vector, 10).forEach(c -> approximate.add(Long.parseLong(c.chunkId())));
                recall += overlap(approximate, exact(vectors, vector, 10)) / 10.0;
            }
            System.out.printf(Locale.ROOT, "HNSW recall@10 against exact search: %.4f (%d queries)%n",
                    recall / recallQueries, recallQueries);
        }
    }

    /** Each question twice (the second round timed): with and without its embedding. */
    private static void printLatencies(TenantIndex index, MiniLmEncoder query, List<String> questions, String label) {
        long[] withEmbedding = new long[questions.size()];
        long[] withoutEmbedding = new long[questions.size()];
        for (int round = 0; round < 2; round++) {
            for (int q = 0; q < questions.size(); q++) {
                String question = questions.get(q);
                long t0 = System.nanoTime();
                float[] vector = query.embed(question);
                long t1 = System.nanoTime();
                List<Candidate> lexical = index.lexical(question, 20);
                List<Candidate> dense = index.dense(vector, 20);
                ContextSelection.select(Fusion.fuse(lexical, dense, vector, FusionMethod.WEIGHTED, 0.5), 0.35,
                        Words.tokens(question).size(), 0.7, 20);
                long t2 = System.nanoTime();
                withEmbedding[q] = t2 - t0;
                withoutEmbedding[q] = t2 - t1;
            }
        }
        System.out.printf(Locale.ROOT, "%s: query excluding embedding: p50 %.2f ms, p95 %.2f ms%n", label,
                percentile(withoutEmbedding, 50), percentile(withoutEmbedding, 95));
        System.out.printf(Locale.ROOT, "%s: query including embedding: p50 %.2f ms, p95 %.2f ms%n", label,
                percentile(withEmbedding, 50), percentile(withEmbedding, 95));
    }

    /** The dev and demo texts cut into chunks, then recombined sentence windows until there are enough. */
    static List<String> corpus(int size) {
        Map<Long, String[]> documents = new LinkedHashMap<>();
        for (String tenant : List.of("northwind", "bluebay", "helixpharma", "medora")) {
            Corpora.demoDocuments(tenant).values().forEach(d -> documents.put(documents.size() + 1L, d));
        }
        Corpora.haluEvalDocuments().values().forEach(d -> documents.put(documents.size() + 1L, d));
        for (String domain : List.of("news", "podcast", "samsum")) {
            for (JsonObject row : Corpora.jsonLines(Corpora.dataDir().resolve("summedits-" + domain + ".jsonl"))) {
                documents.put(documents.size() + 1L, new String[] {"summedits", row.getString("doc")});
            }
        }
        for (JsonObject row : Corpora.jsonLines(Corpora.dataDir().resolve("wice-claims-dev.jsonl"))) {
            StringBuilder text = new StringBuilder();
            row.getJsonArray("evidence").getValuesAs(JsonString.class).forEach(s -> text.append(s.getString()).append(' '));
            documents.put(documents.size() + 1L, new String[] {"wice", text.toString()});
        }
        Set<String> chunks = new LinkedHashSet<>();
        List<String> sentences = new ArrayList<>();
        for (Corpora.Chunk chunk : Corpora.chunk(documents)) {
            if (chunks.size() < size) {
                chunks.add(chunk.text());
            }
            sentences.addAll(Sentences.split(chunk.text()));
        }
        Random random = new Random(42);
        Chunker chunker = Corpora.chunker();
        while (chunks.size() < size) {
            int at = random.nextInt(sentences.size() - 6);
            int length = 3 + random.nextInt(3);
            List<String> window = new ArrayList<>(sentences.subList(at, at + length));
            Collections.shuffle(window, random);
            // no longer than a chunk of the configured size
            chunks.add(chunker.chunk(String.join(" ", window)).get(0));
        }
        return new ArrayList<>(chunks);
    }

    static List<String> questions(int count) {
        List<String> questions = new ArrayList<>();
        Corpora.haluEvalQuestions().forEach(q -> questions.add(q.text()));
        for (JsonObject row : Corpora.jsonLines(Corpora.dataDir().resolve("wice-claims-dev.jsonl"))) {
            questions.add(row.getString("claim"));
        }
        return questions.subList(0, Math.min(count, questions.size()));
    }

    /** The passage vectors an earlier run stored, by chunk id, for exact search. */
    private static float[][] storedVectors(Path indexDir, int size) throws java.io.IOException {
        float[][] vectors = new float[size][];
        try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(indexDir))) {
            StoredFields fields = reader.storedFields();
            for (int doc = 0; doc < reader.maxDoc(); doc++) {
                Document stored = fields.document(doc, Set.of("chunk_id", "stored_vector"));
                BytesRef bytes = stored.getBinaryValue("stored_vector");
                float[] vector = new float[bytes.length / Float.BYTES];
                ByteBuffer.wrap(bytes.bytes, bytes.offset, bytes.length).order(ByteOrder.LITTLE_ENDIAN)
                        .asFloatBuffer().get(vector);
                vectors[Integer.parseInt(stored.get("chunk_id"))] = vector;
            }
        }
        return vectors;
    }

    private static Set<Long> exact(float[][] vectors, float[] query, int k) {
        Integer[] order = new Integer[vectors.length];
        double[] scores = new double[vectors.length];
        for (int i = 0; i < vectors.length; i++) {
            order[i] = i;
            double dot = 0;
            for (int d = 0; d < query.length; d++) {
                dot += vectors[i][d] * query[d];
            }
            scores[i] = dot;
        }
        Arrays.sort(order, (a, b) -> Double.compare(scores[b], scores[a]));
        Set<Long> top = new LinkedHashSet<>();
        for (int i = 0; i < k; i++) {
            top.add((long) order[i]);
        }
        return top;
    }

    private static int overlap(Set<Long> a, Set<Long> b) {
        return (int) a.stream().filter(b::contains).count();
    }

    private static double percentile(long[] nanos, int p) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, index)] / 1e6;
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
