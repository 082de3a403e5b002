package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.ragguard.retrieval.reference.Passages.passage;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class LocalReferenceValidationTest {

    /** Content terms: gift, card, cover, express, shipping. */
    private static final String QUESTION = "Do gift cards cover express shipping?";
    private static final float[] ASKED = {1, 0, 0, 0};

    private static final LocalReferenceValidation BY_COVERAGE =
            new LocalReferenceValidation(LocalReferenceValidation.Thresholds.defaults());

    private static PassageDecision decision(LocalReferenceValidation validation, String question, String text) {
        return validation.judge(question, List.of(passage("a", text))).get(0).decision();
    }

    private static final LocalReferenceValidation BY_COVERAGE_AND_SIMILARITY = new LocalReferenceValidation(
            LocalReferenceValidation.Thresholds.defaults(), text -> ASKED);

    private static PassageDecision decision(String text, float[] vector) {
        return BY_COVERAGE_AND_SIMILARITY.judge(QUESTION, List.of(passage("a", text, vector))).get(0).decision();
    }

    @Test
    void acceptsAPassageThatCoversHalfTheQuestionOrMore() {
        assertThat(decision(BY_COVERAGE, QUESTION, "Gift cards can pay for express shipping."))
                .isEqualTo(PassageDecision.ACCEPT); // 4 of 5
        assertThat(decision(BY_COVERAGE, QUESTION, "Gift cards are sold in every store."))
                .isEqualTo(PassageDecision.UNSURE); // 2 of 5
        assertThat(decision(BY_COVERAGE, "How long does express shipping take?", "Express shipping takes two days."))
                .isEqualTo(PassageDecision.ACCEPT); // 3 of 3
    }

    @Test
    void isUnsureInTheMiddleBandFromItsLowerEdge() {
        assertThat(decision(BY_COVERAGE, QUESTION, "Express delivery reaches most addresses."))
                .isEqualTo(PassageDecision.UNSURE); // 1 of 5 = 0.2
        assertThat(decision(BY_COVERAGE, QUESTION, "Express shipping reaches most addresses."))
                .isEqualTo(PassageDecision.UNSURE); // 2 of 5
    }

    @Test
    void rejectsAPassageThatCoversAlmostNothing() {
        assertThat(decision(BY_COVERAGE, QUESTION, "Returns are accepted within 30 days of purchase."))
                .isEqualTo(PassageDecision.REJECT);
    }

    @Test
    void movesTheBandsWithTheThresholds() {
        LocalReferenceValidation lenient = new LocalReferenceValidation(
                new LocalReferenceValidation.Thresholds(0.4, 0.1, 0.5, 0.3));
        LocalReferenceValidation strict = new LocalReferenceValidation(
                new LocalReferenceValidation.Thresholds(1.0, 0.5, 0.5, 0.3));
        String twoOfFive = "Express shipping reaches most addresses.";

        assertThat(decision(lenient, QUESTION, twoOfFive)).isEqualTo(PassageDecision.ACCEPT);
        assertThat(decision(strict, QUESTION, twoOfFive)).isEqualTo(PassageDecision.REJECT);
    }

    @Test
    void acceptsASimilarPassageThatSharesFewWords() {
        String text = "Prepaid vouchers are valid for priority delivery.";

        assertThat(decision(text, new float[] {4, 3, 0, 0})).isEqualTo(PassageDecision.ACCEPT); // coverage 0, similarity 0.8
        assertThat(decision(BY_COVERAGE, QUESTION, text)).isEqualTo(PassageDecision.REJECT);
    }

    @Test
    void isUnsureOfAPassageWhoseSimilarityFallsInTheMiddleBand() {
        String text = "Prepaid vouchers are valid for priority delivery.";

        assertThat(decision(text, new float[] {2, 4, 2, 1})).isEqualTo(PassageDecision.UNSURE); // coverage 0, similarity 0.4
    }

    @Test
    void rejectsOnlyWhenCoverageAndSimilarityAreBothLow() {
        String unrelated = "Returns are accepted within 30 days of purchase.";
        String twoOfFive = "Express shipping reaches most addresses.";
        float[] orthogonal = {0, 1, 0, 0};

        assertThat(decision(unrelated, orthogonal)).isEqualTo(PassageDecision.REJECT);
        assertThat(decision(twoOfFive, orthogonal)).isEqualTo(PassageDecision.UNSURE);
    }

    @Test
    void fallsBackToCoverageWhenEmbeddingFails() {
        LocalReferenceValidation validation = new LocalReferenceValidation(
                LocalReferenceValidation.Thresholds.defaults(), text -> {
                    throw new IllegalStateException("no model");
                });

        List<JudgedPassage> judged = validation.judge(QUESTION, List.of(
                passage("a", "Gift cards can pay for express shipping.", ASKED),
                passage("b", "Returns are accepted within 30 days.", ASKED)));

        assertThat(judged).extracting(JudgedPassage::decision).containsExactly(PassageDecision.ACCEPT, PassageDecision.REJECT);
        assertThat(judged.get(0).reason()).contains("coverage 0.80", "similarity n/a");
    }

    @Test
    void embedsTheQuestionOnlyWhenAPassageCarriesAVector() {
        LocalReferenceValidation validation = new LocalReferenceValidation(
                LocalReferenceValidation.Thresholds.defaults(), text -> {
                    throw new AssertionError("embedded " + text);
                });

        assertThat(validation.judge(QUESTION, List.of(passage("a", "Gift cards can pay for express shipping."))))
                .extracting(JudgedPassage::decision).containsExactly(PassageDecision.ACCEPT);
    }

    @Test
    void isUnsureWhenTheQuestionHasNothingToCover() {
        assertThat(decision(BY_COVERAGE, "What is it?", "Gift cards can pay for express shipping."))
                .isEqualTo(PassageDecision.UNSURE);
    }

    @Test
    void keepsOnlyAcceptedPassages() {
        List<Passage> passages = List.of(passage("a", "Gift cards can pay for express shipping."),
                passage("b", "Gift cards are sold in every store."),
                passage("c", "Returns are accepted within 30 days."));

        assertThat(ReferenceSelection.accepted(BY_COVERAGE.judge(QUESTION, passages), 5))
                .extracting(Passage::chunkId).containsExactly("a");
    }

    @Test
    void refusesARejectThresholdAboveItsAcceptThreshold() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new LocalReferenceValidation.Thresholds(0.3, 0.5, 0.5, 0.3));
    }
}
