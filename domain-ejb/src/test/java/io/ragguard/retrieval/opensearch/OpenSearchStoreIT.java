package io.ragguard.retrieval.opensearch;

import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.embedding.boundary.Vectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.io.IOException;
import java.net.URI;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * {@link OpenSearchStore} against a real single-node OpenSearch 2.19 started in this JVM, with the
 * k-NN plugin on the classpath. Each test writes to tenants of its own, so no test depends on another.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenSearchStoreIT {

    private static final int DIMENSION = OpenSearchDocuments.DIMENSION;

    private TestOpenSearch node;
    private OpenSearchStore store;

    @BeforeAll
    void startNode() throws IOException {
        node = TestOpenSearch.start();
        store = new OpenSearchStore(List.of(node.url()), "it-", Optional.empty());
    }

    @AfterAll
    void stopNode() throws IOException {
        if (store != null) {
            store.close();
        }
        if (node != null) {
            node.close();
        }
    }

    @Test
    void findsWordsByTheirStem() {
        store.add("stems", List.of(
                passage(1, 1, "Policy", "Unworn items can be returned within 30 days of delivery.", 1),
                passage(2, 1, "Shipping", "Standard shipping takes five working days.", 2)));

        List<Candidate> found = store.lexical("stems", "returns", 5);

        assertThat(found).extracting(Candidate::chunkId).containsExactly("1");
        assertThat(found.get(0).score()).isPositive();
        assertThat(found.get(0).title()).isEqualTo("Policy");
        assertThat(found.get(0).sourceId()).isEqualTo("source-1");
        assertThat(found.get(0).documentId()).isEqualTo("1");
    }

    @Test
    void ranksTextAboveTitle() {
        store.add("titles", List.of(
                passage(1, 1, "Warranty", "Repairs are free for two years.", 1),
                passage(2, 2, "Repairs", "The warranty covers every part for two years.", 2)));

        assertThat(store.lexical("titles", "warranty", 5)).extracting(Candidate::chunkId).containsExactly("2", "1");
    }

    @Test
    void findsNearestVectorFirstScoredByCosine() {
        List<IndexedPassage> passages = IntStream.rangeClosed(1, 30)
                .mapToObj(i -> passage(i, i, "Passage " + i, "Text number " + i, i)).toList();
        store.add("dense", passages);
        float[] query = near(passages.get(16).vector(), 0.3, 99);

        List<Candidate> found = store.dense("dense", query, 5);

        assertThat(found).hasSize(5);
        assertThat(found.get(0).chunkId()).isEqualTo("17");
        assertThat(found.get(0).score()).isCloseTo(Vectors.cosine(query, passages.get(16).vector()), within(1e-5));
        assertThat(found.get(0).score()).isGreaterThan(0.9);
        for (Candidate candidate : found) {
            assertThat(candidate.score()).isCloseTo(Vectors.cosine(query, candidate.vector()), within(1e-5));
        }
        assertThat(found).extracting(Candidate::score).isSortedAccordingTo(Comparator.reverseOrder());
    }

    @Test
    void keepsTenantsApart() {
        store.add("tenant-a", List.of(passage(1, 1, "Returns", "Refunds go back to the original card.", 1)));
        store.add("tenant-b", List.of(passage(1, 1, "Dosage", "Take one tablet twice a day.", 2),
                passage(2, 1, "Storage", "Keep refunds of tablets below 25 degrees.", 3)));

        assertThat(store.lexical("tenant-a", "refunds", 5)).extracting(Candidate::text)
                .containsExactly("Refunds go back to the original card.");
        assertThat(store.dense("tenant-a", vector(2), 5)).extracting(Candidate::text)
                .containsExactly("Refunds go back to the original card.");
        assertThat(store.count("tenant-a")).isEqualTo(1);
        assertThat(store.count("tenant-b")).isEqualTo(2);
    }

    @Test
    void deletesEveryPassageOfADocument() {
        store.add("deletes", List.of(passage(1, 7, "Old", "The old returns policy.", 1),
                passage(2, 7, "Old", "More of the old returns policy.", 2),
                passage(3, 8, "New", "The new returns policy.", 3)));

        store.deleteDocument("deletes", 7);

        assertThat(store.count("deletes")).isEqualTo(1);
        assertThat(store.lexical("deletes", "returns policy", 5)).extracting(Candidate::chunkId).containsExactly("3");
    }

    @Test
    void replacesEverything() {
        store.add("replaces", List.of(passage(1, 1, "A", "Alpha text.", 1), passage(2, 1, "B", "Beta text.", 2),
                passage(3, 2, "C", "Gamma text.", 3)));

        store.replaceAll("replaces", List.of(passage(4, 3, "D", "Delta text.", 4), passage(5, 3, "E", "Epsilon text.", 5)));

        assertThat(store.count("replaces")).isEqualTo(2);
        assertThat(store.lexical("replaces", "text", 10)).extracting(Candidate::chunkId)
                .containsExactlyInAnyOrder("4", "5");
    }

    @Test
    void replacesAPassageWithTheSameChunkId() {
        store.add("updates", List.of(passage(1, 1, "A", "The first wording.", 1)));
        store.add("updates", List.of(passage(1, 1, "A", "The second wording.", 1)));

        assertThat(store.count("updates")).isEqualTo(1);
        assertThat(store.lexical("updates", "wording", 5)).extracting(Candidate::text)
                .containsExactly("The second wording.");
    }

    @Test
    void keepsVectorsExactly() {
        float[] odd = vector(5);
        odd[0] = Float.MIN_VALUE;
        odd[1] = 0.1f;
        odd[2] = -1.0e-30f;
        odd[3] = Math.nextUp(0.5f);
        List<float[]> sentences = List.of(odd, vector(6), vector(7));
        IndexedPassage passage = new IndexedPassage(1, 1, "Exact", "src", "Exactly these vectors.", vector(8),
                sentences);
        store.add("exact", List.of(passage));

        Candidate found = store.lexical("exact", "vectors", 1).get(0);

        assertThat(found.vector()).containsExactly(passage.vector());
        assertThat(found.sentenceVectors()).hasSize(3);
        for (int i = 0; i < sentences.size(); i++) {
            assertThat(found.sentenceVectors().get(i)).containsExactly(sentences.get(i));
        }
    }

    @Test
    void findsNothingForATenantWithoutAnIndex() {
        assertThat(store.lexical("nobody", "returns", 5)).isEmpty();
        assertThat(store.dense("nobody", vector(1), 5)).isEmpty();
        assertThat(store.count("nobody")).isZero();
        store.deleteDocument("nobody", 1);
        assertThat(store.count("nobody")).isZero();
    }

    @Test
    void dropsATenantsIndexAndLeavesTheOthers() {
        store.add("dropped", List.of(passage(1, 1, "Gone", "Soon gone.", 1)));
        store.add("kept", List.of(passage(1, 1, "Kept", "Still here.", 2)));

        store.drop("dropped");
        store.drop("never-indexed");

        assertThat(store.count("dropped")).isZero();
        assertThat(store.lexical("dropped", "gone", 5)).isEmpty();
        assertThat(store.count("kept")).isEqualTo(1);
    }

    @Test
    void startsAnEmptyIndexForANewTenant() {
        store.replaceAll("fresh", List.of());

        assertThat(store.count("fresh")).isZero();
        assertThat(store.lexical("fresh", "anything", 5)).isEmpty();
        assertThat(store.dense("fresh", vector(1), 5)).isEmpty();
    }

    @Test
    void namesAnIndexForAnyTenantId() {
        assertThat(store.index("Acme Co/1")).isEqualTo("it-.0041cme.0020.0043o.002f1");

        store.add("Acme Co/1", List.of(passage(1, 1, "A", "Any text.", 1)));

        assertThat(store.count("Acme Co/1")).isEqualTo(1);
        assertThat(store.count("acme co/1")).isZero();
    }

    @Test
    void reportsWhatOpenSearchRefused() {
        store.add("refusals", List.of(passage(1, 1, "A", "Some text.", 1)));
        IndexedPassage shortVector = new IndexedPassage(2, 1, "B", "src", "Other text.", new float[3], List.of());

        assertThatThrownBy(() -> store.add("refusals", List.of(shortVector)))
                .isInstanceOf(OpenSearchException.class)
                .hasMessageContaining("400").hasMessageContaining("dimension");
        assertThatThrownBy(() -> store.dense("refusals", new float[3], 5))
                .isInstanceOf(OpenSearchException.class)
                .hasMessageContaining("400").hasMessageContaining("dimension");
    }

    @Test
    void failsOverToANodeThatAnswers() throws IOException {
        URI dead = URI.create("http://127.0.0.1:" + TestOpenSearch.freePort());
        OpenSearchStore both = new OpenSearchStore(List.of(dead, node.url()), "it-", Optional.empty());
        OpenSearchStore none = new OpenSearchStore(List.of(dead), "it-", Optional.empty());
        try {
            both.add("failover", List.of(passage(1, 1, "A", "Some text.", 1)));
            assertThat(both.count("failover")).isEqualTo(1);
            assertThat(both.count("failover")).isEqualTo(1);
            assertThatThrownBy(() -> none.count("failover"))
                    .isInstanceOf(OpenSearchException.class)
                    .hasMessageContaining("cannot reach OpenSearch")
                    .extracting(e -> ((OpenSearchException) e).status()).isEqualTo(0);
        } finally {
            both.close();
            none.close();
        }
    }

    private static IndexedPassage passage(long chunk, long document, String title, String text, int seed) {
        return new IndexedPassage(chunk, document, title, "source-" + document, text, vector(seed),
                List.of(vector(seed * 1000 + 1), vector(seed * 1000 + 2)));
    }

    /** A deterministic random unit vector. */
    private static float[] vector(int seed) {
        Random random = new Random(seed);
        float[] vector = new float[DIMENSION];
        for (int i = 0; i < DIMENSION; i++) {
            vector[i] = (float) random.nextGaussian();
        }
        return normalised(vector);
    }

    /** A unit vector {@code noise} away from {@code vector}, in a random direction. */
    private static float[] near(float[] vector, double noise, int seed) {
        float[] other = vector(seed);
        float[] near = new float[DIMENSION];
        for (int i = 0; i < DIMENSION; i++) {
            near[i] = (float) (vector[i] + noise * other[i]);
        }
        return normalised(near);
    }

    private static float[] normalised(float[] vector) {
        double norm = 0;
        for (float value : vector) {
            norm += value * value;
        }
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = (float) (vector[i] / Math.sqrt(norm));
        }
        return unit;
    }
}
