package io.ragguard.retrieval.control;

import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class ContextSelectionTest {

    private static Fusion.Ranked ranked(String id, double relevance, double similarity, float[] vector) {
        return new Fusion.Ranked(Unit.candidate(id, relevance, vector), relevance, similarity);
    }

    /** Passages on distinct directions, so diversity does not reorder them. */
    private static List<Fusion.Ranked> distinct(int count) {
        return IntStream.rangeClosed(1, count)
                .mapToObj(i -> ranked("c" + i, 1.0 - i * 0.01, 0.9, Unit.between(i % 4, (i + 1) % 4, 45)))
                .toList();
    }

    @Test
    void dropsPassagesLessSimilarThanTheThresholdAndCountsThem() {
        List<Fusion.Ranked> ranked = List.of(ranked("a", 0.9, 0.9, Unit.axis(0)), ranked("b", 0.8, 0.2, Unit.axis(1)),
                ranked("c", 0.7, 0.5, Unit.axis(2)), ranked("d", 0.6, 0.34, Unit.axis(3)));

        RetrievalResult result = ContextSelection.select(ranked, 0.35, 60, 0.7, 20);

        assertThat(result.passages()).extracting(Passage::chunkId).containsExactly("a", "c");
        assertThat(result.filteredOut()).isEqualTo(2);
        assertThat(result.passages().get(1).score()).isEqualTo(0.5);
    }

    @Test
    void keepsAPassageExactlyAtTheThreshold() {
        RetrievalResult result = ContextSelection.select(List.of(ranked("a", 1, 0.35, Unit.axis(0))), 0.35, 5, 0.7, 20);

        assertThat(result.passages()).hasSize(1);
    }

    @Test
    void adaptsTheLimitToTheQuestionsLength() {
        assertThat(ContextSelection.select(distinct(8), 0.0, 19, 0.7, 20).passages()).hasSize(2);
        assertThat(ContextSelection.select(distinct(8), 0.0, 20, 0.7, 20).passages()).hasSize(3);
        assertThat(ContextSelection.select(distinct(8), 0.0, 50, 0.7, 20).passages()).hasSize(3);
        assertThat(ContextSelection.select(distinct(8), 0.0, 51, 0.7, 20).passages()).hasSize(5);
    }

    @Test
    void prefersADifferentPassageToANearDuplicateOfTheBest() {
        List<Fusion.Ranked> ranked = List.of(ranked("best", 1.0, 0.9, Unit.axis(0)),
                ranked("near-copy", 0.95, 0.9, Unit.between(0, 1, 2)),
                ranked("different", 0.8, 0.8, Unit.axis(2)));

        RetrievalResult result = ContextSelection.select(ranked, 0.3, 5, 0.7, 20);

        assertThat(result.passages()).extracting(Passage::chunkId).containsExactly("best", "different");
    }

    @Test
    void withLambdaOneIgnoresRedundancy() {
        List<Fusion.Ranked> ranked = List.of(ranked("best", 1.0, 0.9, Unit.axis(0)),
                ranked("near-copy", 0.95, 0.9, Unit.between(0, 1, 2)),
                ranked("different", 0.8, 0.8, Unit.axis(2)));

        RetrievalResult result = ContextSelection.select(ranked, 0.3, 5, 1.0, 20);

        assertThat(result.passages()).extracting(Passage::chunkId).containsExactly("best", "near-copy");
    }

    @Test
    void choosesOnlyFromThePool() {
        List<Fusion.Ranked> ranked = List.of(ranked("a", 1.0, 0.9, Unit.axis(0)),
                ranked("b", 0.9, 0.9, Unit.between(0, 1, 1)), ranked("c", 0.5, 0.9, Unit.axis(2)));

        RetrievalResult result = ContextSelection.select(ranked, 0.3, 5, 0.5, 2);

        assertThat(result.passages()).extracting(Passage::chunkId).containsExactly("a", "b");
    }

    @Test
    void leavesNoContextWhenEverythingIsBelowTheThreshold() {
        RetrievalResult result = ContextSelection.select(List.of(ranked("a", 1, 0.1, Unit.axis(0))), 0.35, 5, 0.7, 20);

        assertThat(result.reliable()).isFalse();
        assertThat(result.filteredOut()).isEqualTo(1);
    }

    @Test
    void keepsBm25sClearLeaderDownToItsOwnFloor() {
        List<Fusion.Ranked> ranked = List.of(ranked("a", 1, 0.25, Unit.axis(0)), ranked("b", 0.5, 0.15, Unit.axis(1)));

        assertThat(ContextSelection.select(ranked, 0.35, "a", 0.2, 5, 0.7, 20).passages()).extracting(Passage::chunkId)
                .containsExactly("a");
        assertThat(ContextSelection.select(ranked, 0.35, "b", 0.2, 5, 0.7, 20).reliable()).as("under its floor")
                .isFalse();
        assertThat(ContextSelection.select(ranked, 0.35, null, 0.2, 5, 0.7, 20).reliable()).as("no leader").isFalse();
    }

    @Test
    void aLeaderLeadsBm25ByHalfAgainTheSecondsScore() {
        assertThat(ContextSelection.lexicalLeader(List.of(Unit.candidate("a", 9, Unit.axis(0)),
                Unit.candidate("b", 6, Unit.axis(1))))).isEqualTo("a");
        assertThat(ContextSelection.lexicalLeader(List.of(Unit.candidate("a", 8, Unit.axis(0)),
                Unit.candidate("b", 6, Unit.axis(1))))).isNull();
        assertThat(ContextSelection.lexicalLeader(List.of(Unit.candidate("a", 1, Unit.axis(0))))).isEqualTo("a");
        assertThat(ContextSelection.lexicalLeader(List.of())).isNull();
    }
}
