package io.ragguard.bench;

import io.ragguard.retrieval.control.FusionMethod;
import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.ContextSelection;
import io.ragguard.retrieval.control.Fusion;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.retrieval.lucene.LuceneStore;
import io.ragguard.retrieval.lucene.TenantIndex;
import io.ragguard.text.Words;
import org.apache.lucene.store.ByteBuffersDirectory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** One corpus in an in-memory index, and the rankings each retrieval method gives a question. */
final class Evaluation implements AutoCloseable {

    static final int CANDIDATES = 20;
    static final List<String> METHODS = List.of("bm25", "dense", "hybrid-rrf", "hybrid-weighted-0.5",
            "hybrid-weighted-0.7", "hybrid-weighted-0.9");

    private final MiniLmEncoder encoder;
    private final TenantIndex index;
    private final boolean byDocument;

    /** {@code byDocument}: a hit is any chunk of the answering document; otherwise the answering chunk. */
    Evaluation(MiniLmEncoder encoder, List<Corpora.Chunk> chunks, boolean byDocument) {
        this.encoder = encoder;
        this.byDocument = byDocument;
        this.index = new TenantIndex(new ByteBuffersDirectory(), LuceneStore.analyzer());
        List<float[]> vectors = encoder.embedAll(chunks.stream().map(Corpora.Chunk::text).toList());
        List<IndexedPassage> passages = new ArrayList<>();
        for (int i = 0; i < chunks.size(); i++) {
            Corpora.Chunk c = chunks.get(i);
            passages.add(new IndexedPassage(c.id(), c.document(), c.title(), "bench", c.text(), vectors.get(i),
                    List.of()));
        }
        index.replaceAll(passages);
    }

    /** The ids (chunk or document) each method ranks first to last, and the best cosine found. */
    record Rankings(Map<String, List<Long>> byMethod, double bestSimilarity, List<Long> selected) {
    }

    /** {@code retrieval.lexical-leader.min-similarity}, {@code -Dleader.floor} (at the threshold: no exception). */
    static final double LEADER_FLOOR = Double.parseDouble(System.getProperty("leader.floor", "0.2"));

    Rankings rank(String question, double threshold) {
        float[] vector = encoder.embed(question);
        List<Candidate> lexical = index.lexical(question, CANDIDATES);
        List<Candidate> dense = index.dense(vector, CANDIDATES);
        Map<String, List<Long>> byMethod = new LinkedHashMap<>();
        byMethod.put("bm25", ids(lexical, c -> c));
        byMethod.put("dense", ids(dense, c -> c));
        List<Fusion.Ranked> rrf = Fusion.fuse(lexical, dense, vector, FusionMethod.RRF, 0.7);
        byMethod.put("hybrid-rrf", ids(rrf, Fusion.Ranked::candidate));
        for (double w : new double[] {0.5, 0.7, 0.9}) {
            byMethod.put("hybrid-weighted-" + w, ids(Fusion.fuse(lexical, dense, vector, FusionMethod.WEIGHTED, w),
                    Fusion.Ranked::candidate));
        }
        double best = dense.isEmpty() ? 0 : dense.get(0).score();
        List<Passage> chosen = ContextSelection.select(Fusion.fuse(lexical, dense, vector, FusionMethod.WEIGHTED, 0.5), threshold,
                ContextSelection.lexicalLeader(lexical), LEADER_FLOOR, Words.tokens(question).size(), 0.7,
                CANDIDATES).passages();
        List<Long> selected = chosen.stream()
                .map(p -> Long.parseLong(byDocument ? p.documentId() : p.chunkId())).toList();
        return new Rankings(byMethod, best, selected);
    }

    private <T> List<Long> ids(List<T> ranked, Function<T, Candidate> candidate) {
        List<Long> ids = new ArrayList<>();
        for (T t : ranked) {
            Candidate c = candidate.apply(t);
            long id = Long.parseLong(byDocument ? c.documentId() : c.chunkId());
            if (!ids.contains(id)) {
                ids.add(id);
            }
        }
        return ids;
    }

    @Override
    public void close() {
        index.close();
    }
}
