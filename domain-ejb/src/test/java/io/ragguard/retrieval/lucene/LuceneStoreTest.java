package io.ragguard.retrieval.lucene;

import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.retrieval.control.Unit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The store's indexes on disk: a new tenant's starts empty and answers, a deleted tenant's goes with its folder. */
class LuceneStoreTest {

    private static final IndexedPassage DELIVERY = new IndexedPassage(1, 10, "Delivery", "delivery.md",
            "Standard delivery takes three to five working days.", Unit.axis(1), List.of(Unit.axis(1)));

    @TempDir
    Path data;

    private LuceneStore store;

    @BeforeEach
    void openStore() {
        store = new LuceneStore();
        store.dataDir = data.toString();
        store.segmentsPerTier = TenantIndex.DEFAULT_SEGMENTS_PER_TIER;
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    @Test
    void startsANewTenantEmptyAndAnswersItsSearchesWithNothing() {
        store.replaceAll("fresh", List.of());

        assertThat(data.resolve("index/fresh")).isDirectory();
        assertThat(store.count("fresh")).isZero();
        assertThat(store.lexical("fresh", "How long does delivery take?", 5)).isEmpty();
        assertThat(store.dense("fresh", Unit.axis(1), 5)).isEmpty();
    }

    @Test
    void dropsATenantsIndexWithItsFolderAndLeavesTheOthers() {
        store.add("acme", List.of(DELIVERY));
        store.add("other", List.of(DELIVERY));

        store.drop("acme");

        assertThat(data.resolve("index/acme")).doesNotExist();
        assertThat(data.resolve("index/other")).isDirectory();
        assertThat(store.count("other")).isEqualTo(1);
        assertThat(store.count("acme")).as("a later use finds an empty index").isZero();
    }

    @Test
    void dropsATenantWhoseIndexWasNeverOpenedOrNeverExisted() {
        store.add("acme", List.of(DELIVERY));
        store.close();
        store = new LuceneStore();
        store.dataDir = data.toString();
        store.segmentsPerTier = TenantIndex.DEFAULT_SEGMENTS_PER_TIER;

        store.drop("acme");
        store.drop("never");

        assertThat(data.resolve("index/acme")).doesNotExist();
        assertThat(data.resolve("index/never")).doesNotExist();
    }

    @Test
    void refusesToDropAFolderThatIsNoTenantsIndex() {
        store.add("acme", List.of(DELIVERY));

        assertThatThrownBy(() -> store.drop("../index")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> store.drop("")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> store.drop("acme/..")).isInstanceOf(IllegalArgumentException.class);
        assertThat(store.count("acme")).isEqualTo(1);
    }
}
