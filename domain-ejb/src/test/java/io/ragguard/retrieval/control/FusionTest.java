package io.ragguard.retrieval.control;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class FusionTest {

    private final float[] question = Unit.axis(0);

    @Test
    void reciprocalRankFusionFavoursPassagesBothListsFound() {
        Candidate both = Unit.candidate("both", 5, Unit.between(0, 1, 30));
        Candidate lexicalOnly = Unit.candidate("lexical", 9, Unit.axis(1));
        Candidate denseOnly = Unit.candidate("dense", 0.99, Unit.between(0, 1, 5));

        List<Fusion.Ranked> fused = Fusion.fuse(List.of(lexicalOnly, both), List.of(denseOnly, both), question,
                FusionMethod.RRF, 0.7);

        assertThat(fused).extracting(r -> r.candidate().chunkId()).containsExactly("both", "lexical", "dense");
        assertThat(fused.get(0).relevance()).isCloseTo(1.0 / 62 + 1.0 / 62, within(1e-12));
    }

    @Test
    void weightedFusionMixesNormalisedBm25AndCosine() {
        Candidate a = Unit.candidate("a", 10, Unit.axis(1));
        Candidate b = Unit.candidate("b", 0.9, Unit.axis(0));

        List<Fusion.Ranked> fused = Fusion.fuse(List.of(a), List.of(b), question, FusionMethod.WEIGHTED, 0.7);

        assertThat(fused).extracting(r -> r.candidate().chunkId()).containsExactly("b", "a");
        assertThat(fused.get(0).relevance()).isCloseTo(0.7 * 0.9, within(1e-9));
        assertThat(fused.get(1).relevance()).isCloseTo(0.3, within(1e-9));
    }

    @Test
    void givesEveryPassageItsCosineToTheQuestionWhicheverListFoundIt() {
        Candidate lexicalOnly = Unit.candidate("lexical", 3, Unit.between(0, 1, 60));

        List<Fusion.Ranked> fused = Fusion.fuse(List.of(lexicalOnly), List.of(), question, FusionMethod.RRF, 0.7);

        assertThat(fused.get(0).similarity()).isCloseTo(0.5, within(1e-6));
    }

    @Test
    void rejectsAnUnknownMethod() {
        assertThatThrownBy(() -> FusionMethod.parse("max"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rrf or weighted");
    }
}
