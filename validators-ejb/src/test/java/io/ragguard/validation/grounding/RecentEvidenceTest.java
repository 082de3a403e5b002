package io.ragguard.validation.grounding;

import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RecentEvidenceTest {

    private static final String TEXT = "Items can be returned within 30 days. Sale items cannot be returned.";

    private final AtomicInteger encoded = new AtomicInteger();
    private final Function<List<String>, List<float[]>> encoder = texts -> {
        encoded.addAndGet(texts.size());
        return texts.stream().map(t -> new float[] {1, 0}).toList();
    };

    @Test
    void anotherListWithTheSameContentFindsItsSplit() {
        RecentEvidence recent = new RecentEvidence(encoder, 4, 0);

        EvidenceSentences first = recent.split(List.of(passage("a", TEXT)));
        EvidenceSentences again = recent.split(List.of(passage("a", TEXT)));

        assertThat(again).isSameAs(first);
        assertThat(encoded).as("two sentences, embedded once").hasValue(2);
        assertThat(again.sentences()).extracting(EvidenceSentence::text)
                .containsExactly("Items can be returned within 30 days.", "Sale items cannot be returned.");
    }

    @Test
    void aListThatDiffersInAnyPassageFieldIsSplitAgain() {
        RecentEvidence recent = new RecentEvidence(encoder, 8, 0);
        EvidenceSentences first = recent.split(List.of(passage("a", TEXT)));

        assertThat(recent.split(List.of(passage("b", TEXT)))).as("another id").isNotSameAs(first);
        assertThat(recent.split(List.of(passage("a", TEXT + " Gift cards are final.")))).as("another text")
                .isNotSameAs(first);
        assertThat(recent.split(List.of(new Evidence(2, "a", "Returns", TEXT, 1.0)))).as("another number")
                .isNotSameAs(first);
        assertThat(recent.split(List.of(new Evidence(1, "a", "Returns", TEXT, 1.0,
                List.of(new float[] {0, 1}, new float[] {1, 0}))))).as("vectors from the index").isNotSameAs(first);
        assertThat(recent.split(List.of(passage("a", TEXT), passage("b", TEXT)))).as("one more passage")
                .isNotSameAs(first);
        assertThat(recent.split(List.of(new Evidence(1, "a", "Returns", TEXT, 1.0,
                List.of(new float[] {0, 1}, new float[] {1, 0}))))).as("the same vectors by value")
                .isSameAs(recent.split(List.of(new Evidence(1, "a", "Returns", TEXT, 1.0,
                        List.of(new float[] {0, 1}, new float[] {1, 0})))));
    }

    @Test
    void keepsOnlyTheMostRecentlyUsedListsUpToItsCapacity() {
        RecentEvidence recent = new RecentEvidence(encoder, 2, 0);
        EvidenceSentences a = recent.split(List.of(passage("a", TEXT)));
        recent.split(List.of(passage("b", TEXT)));
        assertThat(recent.split(List.of(passage("a", TEXT)))).isSameAs(a);
        recent.split(List.of(passage("c", TEXT)));
        int before = encoded.get();

        assertThat(recent.split(List.of(passage("a", TEXT)))).as("used more recently than b, kept").isSameAs(a);
        assertThat(encoded).hasValue(before);
        recent.split(List.of(passage("b", TEXT)));
        assertThat(encoded.get()).as("b, the least recently used, went when c came").isGreaterThan(before);
    }

    @Test
    void aListBeingSplitByAnotherThreadIsWaitedForNotSplitAgain() throws Exception {
        CountDownLatch splitting = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        RecentEvidence recent = new RecentEvidence(texts -> {
            splitting.countDown();
            await(release);
            return encoder.apply(texts);
        }, 4, 4);
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            Future<EvidenceSentences> first = other.submit(() -> recent.split(List.of(passage("a", TEXT))));
            assertThat(splitting.await(5, TimeUnit.SECONDS)).isTrue();
            CompletableFuture<EvidenceSentences> second = CompletableFuture.supplyAsync(
                    () -> recent.split(List.of(passage("a", TEXT))));
            release.countDown();

            assertThat(second.get(5, TimeUnit.SECONDS)).isSameAs(first.get(5, TimeUnit.SECONDS));
            assertThat(encoded).hasValue(2);
        } finally {
            other.shutdownNow();
        }
    }

    @Test
    void aSplitThatFailsIsNotKept() {
        AtomicBoolean fail = new AtomicBoolean(true);
        RecentEvidence recent = new RecentEvidence(texts -> {
            if (fail.get()) {
                throw new IllegalStateException("vectors gone");
            }
            return encoder.apply(texts);
        }, 4, 4);

        assertThatThrownBy(() -> recent.split(List.of(passage("a", TEXT)))).hasMessage("vectors gone");
        fail.set(false);

        assertThat(recent.split(List.of(passage("a", TEXT))).sentences()).hasSize(2);
    }

    @Test
    void withNoCapacityKeepsNothing() {
        RecentEvidence recent = new RecentEvidence(encoder, 0, 0);

        recent.split(List.of(passage("a", TEXT)));
        recent.split(List.of(passage("a", TEXT)));

        assertThat(encoded).hasValue(4);
    }

    @Test
    void aPassageSplitForOneListIsNotSplitAgainForAnother() {
        RecentEvidence recent = new RecentEvidence(encoder, 0, 8);
        Evidence returns = new Evidence(2, "r", "Returns", TEXT, 0.9);
        recent.split(List.of(new Evidence(1, "g", "Gifts", "Gift cards are final.", 1.0), returns));
        assertThat(encoded).hasValue(3);

        Evidence again = new Evidence(1, "r", "Returns", TEXT, 0.7, List.of(new float[] {0, 1}, new float[] {0, 1}));
        EvidenceSentences second = recent.split(List.of(again,
                new Evidence(2, "s", "Shipping", "Express costs $14.95.", 0.5)));

        assertThat(encoded).as("only the new passage's sentence embedded").hasValue(4);
        assertThat(second.sentences()).extracting(EvidenceSentence::text).containsExactly(
                "Items can be returned within 30 days.", "Sale items cannot be returned.", "Express costs $14.95.");
        assertThat(second.sentences().get(0).evidence()).as("owned by this list's passage").isSameAs(again);
        assertThat(second.sentences().get(0).indexed()).as("this list's vectors from the index")
                .isSameAs(again.sentenceVectors().get(0));
        assertThat(second.vocabulary().words()).contains("returned", "express").doesNotContain("gift");
    }

    @Test
    void aListJoinedFromItsPassagesReadsAsTheListSplitWhole() {
        List<Evidence> evidence = List.of(new Evidence(1, "r", "Returns", TEXT, 1.0),
                new Evidence(2, "s", "Shipping", "Express shipping costs 14.95 dollars. It arrives within 2 days.", 1.0));
        RecentEvidence recent = new RecentEvidence(encoder, 0, 8);
        recent.split(evidence.subList(1, 2));

        EvidenceSentences joined = recent.split(evidence);
        EvidenceSentences whole = EvidenceSentences.of(evidence, encoder);

        assertThat(joined.sentences()).usingRecursiveFieldByFieldElementComparator().isEqualTo(whole.sentences());
        EvidenceSentences.Vocabulary text = EvidenceSentences.Vocabulary.of(evidence.stream()
                .map(e -> e.title() + " \n" + e.text() + " \n").collect(Collectors.joining()));
        assertThat(joined.vocabulary().words()).containsExactlyInAnyOrderElementsOf(text.words());
        assertThat(joined.vocabulary().stems()).containsExactlyInAnyOrderElementsOf(text.stems());
        assertThat(joined.vocabulary().wordBigrams()).containsExactlyInAnyOrderElementsOf(text.wordBigrams());
        assertThat(joined.vocabulary().numbersWithUnits()).containsExactlyInAnyOrder("30 day", "14.95 usd",
                "2 day");
        assertThat(joined.vocabulary().wordTrigrams()).contains("can be returned", "arrives within 2");
    }

    @Test
    void threadsSplittingOverlappingListsWhileTheyAreEvictedEachGetTheirOwnListRight() throws Exception {
        List<Evidence> pool = List.of(passage("a", TEXT), passage("b", "Gift cards are final. They never expire."),
                passage("c", "Express shipping costs $14.95."), passage("d", "Orders ship in 2 days. Tracking is emailed."),
                passage("e", "Members earn 2 points per dollar."), passage("f", "Points expire after 24 months."));
        RecentEvidence recent = new RecentEvidence(encoder, 3, 4);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> wrong = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int seed = t;
                wrong.add(threads.submit(() -> {
                    Random random = new Random(seed);
                    List<String> problems = new ArrayList<>();
                    for (int i = 0; i < 300; i++) {
                        List<Evidence> list = new ArrayList<>();
                        for (int n = 1 + random.nextInt(3); list.size() < n; ) {
                            Evidence e = pool.get(random.nextInt(pool.size()));
                            list.add(new Evidence(list.size() + 1, e.id(), e.title(), e.text(), random.nextInt(3) / 2.0));
                        }
                        EvidenceSentences split = recent.split(list);
                        EvidenceSentences whole = EvidenceSentences.of(list, encoder);
                        if (!split.sentences().stream().map(s -> s.evidence().id() + s.evidence().number() + s.text())
                                .toList().equals(whole.sentences().stream()
                                        .map(s -> s.evidence().id() + s.evidence().number() + s.text()).toList())
                                || !split.vocabulary().stems().equals(whole.vocabulary().stems())) {
                            problems.add(list.toString());
                        }
                    }
                    return problems;
                }));
            }
            for (Future<List<String>> f : wrong) {
                assertThat(f.get(30, TimeUnit.SECONDS)).isEmpty();
            }
        } finally {
            threads.shutdownNow();
        }
    }

    private static Evidence passage(String id, String text) {
        return new Evidence(1, id, "Returns", text, 1.0);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
