package io.ragguard.retrieval.boundary;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RetrievalResultTest {

    private static RetrievalResult withScores(double... scores) {
        List<Passage> passages = Arrays.stream(scores)
                .mapToObj(s -> new Passage("c" + s, "d", "Title", "src", "Text", s, new float[] {1f}, List.of())).toList();
        return new RetrievalResult(passages, 0);
    }

    @Test
    void averagesTheSimilarityOfThePassages() {
        assertThat(withScores(0.2, 0.5, 0.8).averageSimilarity()).isCloseTo(0.5, within(1e-9));
    }

    @Test
    void averageOfNothingIsZero() {
        assertThat(RetrievalResult.empty().averageSimilarity()).isZero();
    }

    @Test
    void qualityIsHighAboveSixTenths() {
        assertThat(withScores(0.61).quality().label()).isEqualTo("high");
        assertThat(withScores(0.9, 0.5).quality().label()).isEqualTo("high");
    }

    @Test
    void qualityIsMediumFromFourToSixTenths() {
        assertThat(withScores(0.6).quality().label()).isEqualTo("medium");
        assertThat(withScores(0.4).quality().label()).isEqualTo("medium");
        assertThat(withScores(0.3, 0.7).quality().label()).isEqualTo("medium");
    }

    @Test
    void qualityIsLowBelowFourTenths() {
        assertThat(withScores(0.39).quality().label()).isEqualTo("low");
        assertThat(withScores(0.1, 0.3).quality().label()).isEqualTo("low");
    }

    @Test
    void qualityIsNoneWithoutPassages() {
        RetrievalResult empty = RetrievalResult.empty();

        assertThat(empty.quality().label()).isEqualTo("none");
        assertThat(empty.reliable()).isFalse();
        assertThat(withScores(0.1).reliable()).isTrue();
    }

    @Test
    void keepsACopyOfThePassages() {
        List<Passage> passages = new ArrayList<>(withScores(0.5).passages());
        RetrievalResult result = new RetrievalResult(passages, 3);

        passages.clear();

        assertThat(result.passages()).hasSize(1);
        assertThat(result.filteredOut()).isEqualTo(3);
    }
}
