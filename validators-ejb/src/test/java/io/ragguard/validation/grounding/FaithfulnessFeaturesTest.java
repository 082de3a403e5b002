package io.ragguard.validation.grounding;

import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class FaithfulnessFeaturesTest {

    private static final EvidenceSentences EVIDENCE =
            evidence("The Oberoi Group is a hotel company with its head office in Delhi.");
    private static final String QUESTION = "The Oberoi family is part of a hotel company that has a head office in what city?";

    @Test
    void newCoverageCountsOnlyWordsTheQuestionDoesNotHold() {
        FaithfulnessFeatures.Claim right = claim("The head office is in Delhi.", QUESTION);
        FaithfulnessFeatures.Claim wrong = claim("The head office is in Mumbai.", QUESTION);

        assertThat(right.value("new_coverage")).isEqualTo(1.0);
        assertThat(wrong.value("new_coverage")).isEqualTo(0.0);
        assertThat(wrong.value("coverage")).isGreaterThan(0.5);
    }

    @Test
    void newCoverageIsCoverageWithoutAQuestion() {
        FaithfulnessFeatures.Claim claim = claim("The head office is in Mumbai.", "");

        assertThat(claim.value("coverage")).isLessThan(1.0);
        assertThat(claim.value("new_coverage")).isCloseTo(claim.value("coverage"), within(1e-9));
        assertThat(claim(claim.text(), null).value("new_coverage")).isCloseTo(claim.value("coverage"), within(1e-9));
    }

    @Test
    void lengthInteractionsAreGapsTimesTheClaimLength() {
        FaithfulnessFeatures.Claim claim = claim("The Oberoi Group has its head office in Mumbai.", "");
        double length = claim.value("length");

        assertThat(claim.value("uncovered_x_length")).isEqualTo((1 - claim.value("coverage")) * length);
        assertThat(claim.value("bigram_gap_x_length")).isEqualTo((1 - claim.value("bigram_coverage")) * length);
        assertThat(claim.value("copy_gap_x_length")).isEqualTo((1 - claim.value("copy_span")) * length);
    }

    @Test
    void anyUnsupportedFlagsAMissingWordOnlyWhenOneIsMissing() {
        assertThat(claim("Mumbai", "").value("any_unsupported")).isEqualTo(1.0);
        assertThat(claim("Delhi", "").value("any_unsupported")).isEqualTo(0.0);
    }

    @Test
    void aWordTheEvidenceHoldsASynonymOfIsSupported() {
        EvidenceSentences sale = evidence("Our winter sale begins on Jan 5 and runs for two weeks.");
        FaithfulnessFeatures.Claim synonym = FaithfulnessFeatures.of("The sale starts on January 5.", "",
                BagOfWords.embed("The sale starts on January 5."), sale);
        FaithfulnessFeatures.Claim other = FaithfulnessFeatures.of("The sale ends on January 5.", "",
                BagOfWords.embed("The sale ends on January 5."), sale);

        assertThat(synonym.value("coverage")).isEqualTo(1.0);
        assertThat(synonym.value("bigram_coverage")).isEqualTo(1.0);
        assertThat(synonym.value("unsupported_words")).isEqualTo(0.0);
        assertThat(other.value("coverage")).isLessThan(1.0);
        assertThat(other.value("unsupported_words")).isEqualTo(1.0);
    }

    @Test
    void aNumberWrittenAnotherWayIsTheSameWordsAndASwappedOneIsNot() {
        EvidenceSentences returns = evidence("Online orders can be returned within 30 days of delivery. "
                + "Standard delivery takes 3-5 business days and costs $4.95.");

        for (String same : List.of("There is a 30-day return window for online orders.",
                "Online orders can be returned within thirty days of delivery.",
                "Standard delivery takes three to five business days.", "Standard delivery costs 4.95 dollars.")) {
            FaithfulnessFeatures.Claim claim = features(same, returns);
            assertThat(claim.conflicts()).as(same).isEmpty();
            assertThat(claim.value("bigram_coverage")).as(same).isGreaterThan(0.3);
        }
        String swapped = "There is a 60-day return window for online orders.";
        FaithfulnessFeatures.Claim claim = features(swapped, returns);
        assertThat(claim.conflicts()).containsExactly("number:60 day");
    }

    @Test
    void aDurationConflictsOnlyWhenItIsAnotherDurationInAnyUnits() {
        EvidenceSentences halfHour = evidence("The blood test takes 30 minutes.");
        EvidenceSentences twoHours = evidence("The blood test takes 120 minutes.");

        assertThat(features("The blood test takes 2 hours.", halfHour).conflicts()).containsExactly("number:2 hour");
        assertThat(features("The blood test takes 2 hours.", twoHours).conflicts()).isEmpty();
        assertThat(features("The blood test takes 2 hrs.", twoHours).conflicts()).isEmpty();
        assertThat(features("The blood test takes 120 minutes.", evidence("The blood test takes 2 hours."))
                .conflicts()).isEmpty();
        assertThat(features("The blood test takes 2 hours.", evidence("Step 2: the blood test takes 30 minutes."))
                .conflicts()).as("a bare 2 elsewhere backs no duration").isNotEmpty();
    }

    @Test
    void aRangeIsComparedEndByEndWithTheUnitItWritesOnce() {
        String claim = "Store the vials between 2 °C and 8 °C.";

        assertThat(features(claim, evidence("Store the vials at 2–8 °C.")).conflicts()).isEmpty();
        assertThat(features(claim, evidence("Store the vials between 2 °C and 25 °C.")).conflicts())
                .containsExactly("number:8");
        assertThat(features("The fee is USD 14.95 to 19.95.", evidence("The fee is EUR 14.95 to 19.95.")).conflicts())
                .contains("number:14.95", "number:19.95");
        assertThat(features("The fee is USD 14.95 to 19.95.", evidence("The fee is $14.95 to $19.95.")).conflicts())
                .isEmpty();
    }

    @Test
    void aBoundWrittenWithANegationDoesNotConflictWithAMaximum() {
        EvidenceSentences dose =
                evidence("The maximum daily dose for adults is 4 grams. Do not take it on an empty stomach.");

        String bound = "Adults should not take more than 4 g per day.";
        FaithfulnessFeatures.Claim claim = features(bound, dose);
        assertThat(claim.conflicts()).isEmpty();
        String dropped = "Take it on an empty stomach.";
        FaithfulnessFeatures.Claim negated = features(dropped, dose);
        assertThat(negated.conflicts()).contains("negation");
    }

    @Test
    void readsAClaimCopiedWordForWordAgainstItsSourceNotANegatedNeighbour() {
        EvidenceSentences pickup = evidence("Curbside Collect is not available on days when stores are closed, "
                + "and orders due that day are held at the store for one extra day. Curbside Collect orders are "
                + "held at the store for 7 days, after which the order is cancelled.");
        String copied = "Curbside Collect orders are held at the store for 7 days, after which the order is cancelled.";
        // a vector that lies closest to the negated sentence, as an answer's vector in context may
        float[] nearTheNegated = pickup.sentences().get(0).vector();

        FaithfulnessFeatures.Claim claim = FaithfulnessFeatures.of(copied, "", nearTheNegated, pickup);

        assertThat(claim.best()).isSameAs(pickup.sentences().get(0));
        assertThat(claim.value("negation_mismatch")).isEqualTo(0.0);
        assertThat(claim.conflicts()).isEmpty();
        assertThat(FaithfulnessFeatures.verbatim(claim)).isTrue();
    }

    @Test
    void aCopyOutOfANegatedSentenceStillConflictsWithIt() {
        EvidenceSentences negated = evidence("It is not true that sale items can be returned within 30 days.");
        String copied = "Sale items can be returned within 30 days.";

        FaithfulnessFeatures.Claim claim = features(copied, negated);

        assertThat(claim.value("negation_mismatch")).isEqualTo(1.0);
        assertThat(FaithfulnessFeatures.verbatim(claim)).isFalse();
    }

    @Test
    void aNegationSaidByAWordsMeaningMatchesOneSaidByACue() {
        EvidenceSentences warranty = evidence("The warranty does not cover normal wear and tear, damage from misuse, "
                + "or repairs made by unauthorized shops.");

        FaithfulnessFeatures.Claim excludes = features(
                "The warranty excludes normal wear and tear, damage from misuse, or repairs made by unauthorized shops.",
                warranty);
        FaithfulnessFeatures.Claim notExcluded = features(
                "Normal wear and tear and damage from misuse are not excluded by the warranty.", warranty);

        assertThat(excludes.value("negation_mismatch")).isEqualTo(0.0);
        assertThat(notExcluded.value("negation_mismatch")).isEqualTo(1.0);
    }

    private static EvidenceSentences evidence(String text) {
        return EvidenceSentences.of(List.of(new Evidence(1, "e#0", "", text, 1.0)), BagOfWords::embedAll);
    }

    private static FaithfulnessFeatures.Claim features(String claim, EvidenceSentences evidence) {
        return FaithfulnessFeatures.of(claim, "", BagOfWords.embed(claim), evidence);
    }

    private static FaithfulnessFeatures.Claim claim(String text, String question) {
        return FaithfulnessFeatures.of(text, question, BagOfWords.embed(text), EVIDENCE);
    }
}
