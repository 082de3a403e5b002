package io.ragguard.retrieval.control;

import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class ContextSelectionTest {

    private static Passage passage(String chunkId, double score) {
        return new Passage(chunkId, "d" + chunkId, "Title " + chunkId, "src-" + chunkId, "Text " + chunkId, score);
    }

    private static List<Passage> ranked(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> passage("c" + i, 1.0 - i * 0.01)).toList();
    }

    @Test
    void dropsPassagesBelowTheThresholdAndCountsThem() {
        List<Passage> ranked = List.of(passage("a", 0.9), passage("b", 0.2), passage("c", 0.5), passage("d", 0.34));

        RetrievalResult result = ContextSelection.select(ranked, 0.35, 60);

        assertThat(result.passages()).extracting(Passage::chunkId).containsExactly("a", "c");
        assertThat(result.filteredOut()).isEqualTo(2);
    }

    @Test
    void keepsAPassageExactlyAtTheThreshold() {
        RetrievalResult result = ContextSelection.select(List.of(passage("a", 0.35)), 0.35, 5);

        assertThat(result.passages()).extracting(Passage::chunkId).containsExactly("a");
        assertThat(result.filteredOut()).isZero();
    }

    @Test
    void keepsTwoPassagesForAShortQuestion() {
        RetrievalResult result = ContextSelection.select(ranked(8), 0.0, 19);

        assertThat(result.passages()).extracting(Passage::chunkId).containsExactly("c1", "c2");
        assertThat(result.filteredOut()).isZero();
    }

    @Test
    void keepsThreePassagesForAMediumQuestion() {
        assertThat(ContextSelection.select(ranked(8), 0.0, 20).passages()).hasSize(3);
        assertThat(ContextSelection.select(ranked(8), 0.0, 50).passages()).extracting(Passage::chunkId)
                .containsExactly("c1", "c2", "c3");
    }

    @Test
    void keepsFivePassagesForALongQuestion() {
        assertThat(ContextSelection.select(ranked(8), 0.0, 51).passages()).extracting(Passage::chunkId)
                .containsExactly("c1", "c2", "c3", "c4", "c5");
    }

    @Test
    void limitsByQuestionLengthAtTheBoundaries() {
        assertThat(ContextSelection.limitFor(0)).isEqualTo(2);
        assertThat(ContextSelection.limitFor(19)).isEqualTo(2);
        assertThat(ContextSelection.limitFor(20)).isEqualTo(3);
        assertThat(ContextSelection.limitFor(50)).isEqualTo(3);
        assertThat(ContextSelection.limitFor(51)).isEqualTo(5);
    }

    @Test
    void mergesDuplicatesOfTheSameChunkKeepingTheFirst() {
        Passage best = passage("a", 0.9);
        List<Passage> ranked = List.of(best, passage("a", 0.8), passage("b", 0.7));

        RetrievalResult result = ContextSelection.select(ranked, 0.35, 5);

        assertThat(result.passages()).containsExactly(best, passage("b", 0.7));
        assertThat(result.filteredOut()).isZero();
    }

    @Test
    void aDuplicateDoesNotTakeASlotFromTheNextPassage() {
        List<Passage> ranked = List.of(passage("a", 0.9), passage("a", 0.9), passage("b", 0.6));

        assertThat(ContextSelection.select(ranked, 0.35, 3).passages()).extracting(Passage::chunkId)
                .containsExactly("a", "b");
    }

    @Test
    void keepsNothingWhenEverythingIsBelowTheThreshold() {
        RetrievalResult result = ContextSelection.select(List.of(passage("a", 0.1), passage("b", 0.2)), 0.35, 5);

        assertThat(result.reliable()).isFalse();
        assertThat(result.filteredOut()).isEqualTo(2);
        assertThat(result.quality()).isEqualTo("none");
    }
}
