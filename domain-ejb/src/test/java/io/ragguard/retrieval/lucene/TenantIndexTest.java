package io.ragguard.retrieval.lucene;

import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.retrieval.control.Unit;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class TenantIndexTest {

    private static final IndexedPassage RETURNS = passage(1, 10, "Returns policy",
            "Unworn items can be returned within 30 days with the receipt. Refunds take five days.", Unit.axis(0));
    private static final IndexedPassage DELIVERY = passage(2, 11, "Delivery",
            "Standard delivery takes three to five working days.", Unit.axis(1));
    private static final IndexedPassage GIFT_CARDS = passage(3, 12, "Gift cards",
            "Gift cards never expire and can be used in every store.", Unit.between(1, 2, 60));

    private TenantIndex index;

    private static IndexedPassage passage(long chunk, long document, String title, String text, float[] vector) {
        return new IndexedPassage(chunk, document, title, title.toLowerCase() + ".md", text, vector,
                List.of(Unit.axis(3), vector));
    }

    @BeforeEach
    void openIndex() {
        index = new TenantIndex(new ByteBuffersDirectory(), LuceneStore.analyzer());
    }

    @AfterEach
    void closeIndex() {
        index.close();
    }

    @Test
    void startsEmpty() {
        assertThat(index.count()).isZero();
        assertThat(index.lexical("delivery", 5)).isEmpty();
        assertThat(index.dense(Unit.axis(1), 5)).isEmpty();
    }

    @Test
    void keepsEverythingAboutAPassageIncludingItsVectors() {
        index.add(List.of(DELIVERY));

        assertThat(index.lexical("How fast is standard delivery?", 5)).singleElement().satisfies(c -> {
            assertThat(c.chunkId()).isEqualTo("2");
            assertThat(c.documentId()).isEqualTo("11");
            assertThat(c.title()).isEqualTo("Delivery");
            assertThat(c.sourceId()).isEqualTo("delivery.md");
            assertThat(c.text()).isEqualTo(DELIVERY.text());
            assertThat(c.vector()).containsExactly(DELIVERY.vector());
            assertThat(c.sentenceVectors()).hasSize(2);
            assertThat(c.sentenceVectors().get(0)).containsExactly(Unit.axis(3));
            assertThat(c.sentenceVectors().get(1)).containsExactly(DELIVERY.vector());
        });
    }

    @Test
    void ranksByBm25WithStemming() {
        index.replaceAll(List.of(RETURNS, DELIVERY, GIFT_CARDS));

        List<Candidate> found = index.lexical("Which items can I return?", 3);

        assertThat(found).first().extracting(Candidate::chunkId).isEqualTo("1");
        assertThat(found.get(0).score()).isPositive();
    }

    @Test
    void findsNearestVectorsWithTheirCosine() {
        index.replaceAll(List.of(RETURNS, DELIVERY, GIFT_CARDS));

        List<Candidate> found = index.dense(Unit.between(1, 2, 50), 2);

        assertThat(found).extracting(Candidate::chunkId).containsExactly("3", "2");
        assertThat(found.get(0).score()).isCloseTo(Math.cos(Math.toRadians(10)), within(1e-5));
        assertThat(found.get(1).score()).isCloseTo(Math.cos(Math.toRadians(50)), within(1e-5));
    }

    @Test
    void replacesEverythingOnReplaceAll() {
        index.add(List.of(RETURNS, DELIVERY));
        index.replaceAll(List.of(GIFT_CARDS));

        assertThat(index.count()).isEqualTo(1);
        assertThat(index.lexical("delivery", 5)).isEmpty();
    }

    @Test
    void updatesAPassageWithTheSameChunkId() {
        index.add(List.of(DELIVERY));
        index.add(List.of(passage(2, 11, "Delivery", "Express delivery arrives the next day.", Unit.axis(1))));

        assertThat(index.count()).isEqualTo(1);
        assertThat(index.lexical("express", 5)).singleElement().extracting(Candidate::chunkId).isEqualTo("2");
    }

    @Test
    void deletesEveryPassageOfADocument() {
        index.add(List.of(RETURNS, DELIVERY, passage(4, 10, "Returns policy", "Sale items are final.",
                Unit.axis(2))));

        index.deleteDocument(10);

        assertThat(index.count()).isEqualTo(1);
        assertThat(index.lexical("returned sale items delivery", 5)).extracting(Candidate::chunkId).containsExactly("2");
    }

    @Test
    void aRebuildLeavesOneSegmentWhereSeparateAddsLeftSeveral() {
        index.add(List.of(RETURNS));
        index.add(List.of(DELIVERY));
        index.add(List.of(GIFT_CARDS));
        assertThat(index.segments()).isGreaterThan(1);

        index.replaceAll(List.of(RETURNS, DELIVERY, GIFT_CARDS));

        assertThat(index.segments()).isEqualTo(1);
        assertThat(index.count()).isEqualTo(3);
    }
}
