package io.ragguard.retrieval.control;

import io.ragguard.retrieval.boundary.Passage;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class TenantIndexTest {

    private static final IndexedPassage RETURNS = new IndexedPassage(1, 10, "Returns policy", "returns.md",
            "Unworn items can be returned within 30 days with the receipt.");
    private static final IndexedPassage DELIVERY = new IndexedPassage(2, 11, "Delivery", "delivery.md",
            "Standard delivery takes three to five working days.");
    private static final IndexedPassage GIFT_CARDS = new IndexedPassage(3, 12, "Gift cards", "gift-cards.md",
            "Gift cards never expire and can be used in every store.");

    private TenantIndex index;

    @BeforeEach
    void openIndex() {
        index = new TenantIndex(new ByteBuffersDirectory(), LuceneIndex.analyzer());
    }

    @AfterEach
    void closeIndex() {
        index.close();
    }

    @Test
    void startsEmpty() {
        assertThat(index.size()).isZero();
        assertThat(index.search("delivery", 5)).isEmpty();
    }

    @Test
    void storesEverythingAboutAPassage() {
        index.add(List.of(DELIVERY));

        assertThat(index.search("How fast is standard delivery?", 5)).singleElement().satisfies(p -> {
            assertThat(p.chunkId()).isEqualTo("2");
            assertThat(p.documentId()).isEqualTo("11");
            assertThat(p.title()).isEqualTo("Delivery");
            assertThat(p.sourceId()).isEqualTo("delivery.md");
            assertThat(p.text()).isEqualTo(DELIVERY.text());
        });
    }

    @Test
    void ranksThePassageWithTheQuestionsWordsFirst() {
        index.replaceAll(List.of(RETURNS, DELIVERY, GIFT_CARDS));

        List<Passage> found = index.search("How many working days does standard delivery take?", 3);

        assertThat(index.size()).isEqualTo(3);
        assertThat(found).isNotEmpty();
        assertThat(found.get(0).chunkId()).isEqualTo("2");
    }

    @Test
    void similarityIsOneWhenThePassageHoldsEveryTermOfTheQuestion() {
        index.replaceAll(List.of(RETURNS, DELIVERY, GIFT_CARDS));

        List<Passage> found = index.search("standard delivery days", 3);

        assertThat(found).first().satisfies(p -> {
            assertThat(p.chunkId()).isEqualTo("2");
            assertThat(p.score()).isCloseTo(1.0, within(1e-9));
        });
    }

    @Test
    void similarityIsAShareBetweenZeroAndOneWhenSomeTermsAreMissing() {
        index.replaceAll(List.of(RETURNS, DELIVERY, GIFT_CARDS));

        List<Passage> found = index.search("Can gift cards pay for express delivery?", 3);

        assertThat(found).isNotEmpty().allSatisfy(p -> assertThat(p.score()).isGreaterThan(0.0).isLessThan(1.0));
        assertThat(found.get(0).chunkId()).isEqualTo("3");
    }

    @Test
    void findsNothingForAnUnrelatedQuestion() {
        index.replaceAll(List.of(RETURNS, DELIVERY, GIFT_CARDS));

        assertThat(index.search("Which vaccines need refrigeration?", 3)).isEmpty();
        assertThat(index.search("What is it?", 3)).isEmpty();
    }

    @Test
    void replaceAllDropsWhatWasIndexedBefore() {
        index.replaceAll(List.of(RETURNS, DELIVERY));

        index.replaceAll(List.of(GIFT_CARDS));

        assertThat(index.size()).isEqualTo(1);
        assertThat(index.search("standard delivery", 5)).isEmpty();
        assertThat(index.search("gift cards", 5)).extracting(Passage::chunkId).containsExactly("3");
    }

    @Test
    void addUpdatesAPassageWithTheSameChunkId() {
        index.add(List.of(DELIVERY));

        index.add(List.of(new IndexedPassage(2, 11, "Delivery", "delivery.md", "Express shipping arrives overnight.")));

        assertThat(index.size()).isEqualTo(1);
        assertThat(index.search("standard working days", 5)).isEmpty();
        assertThat(index.search("express shipping", 5)).extracting(Passage::text)
                .containsExactly("Express shipping arrives overnight.");
    }

    @Test
    void addKeepsPassagesWithOtherChunkIds() {
        index.add(List.of(RETURNS));

        index.add(List.of(DELIVERY));

        assertThat(index.size()).isEqualTo(2);
    }

    @Test
    void stemsSoThatReturnsFindsReturned() {
        index.replaceAll(List.of(DELIVERY, GIFT_CARDS,
                new IndexedPassage(4, 13, "Refunds", "refunds.md", "Items returned unused are refunded in full.")));

        List<Passage> found = index.search("returns", 3);

        assertThat(found).extracting(Passage::chunkId).containsExactly("4");
        assertThat(found.get(0).score()).isCloseTo(1.0, within(1e-9));
    }
}
