package io.ragguard.validation.grounding;

import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Support is monotone in what a claim copies: the shipped weights cannot invert it. */
class MonotoneSupportTest {

    private static final List<String> SENTENCES = List.of(
            "Online orders can be returned within 30 days of delivery for a full refund.",
            "The Protection Plan costs 12 percent of the item price and must be bought within 30 days of purchase.",
            "Arthur's Magazine was an American literary periodical published in Philadelphia in the 19th century.",
            "A refrigerated sample that has been out of the cold chain may not be given to a prescriber.",
            "Trail Points members earn 1 point for every dollar spent in stores, online and on pickup orders.");

    private final FaithfulnessModel shipped = FaithfulnessModel.load();
    private final Grounding grounding = BagOfWords.grounding(shipped);

    @Test
    void everyFeatureMovesTheScoreOnlyItsOwnWay() {
        int n = FaithfulnessFeatures.NAMES.size();
        for (double base : new double[] {0, 0.5, 1, 2}) {
            double[] values = new double[n];
            Arrays.fill(values, base);
            for (int j = 0; j < n; j++) {
                double[] more = values.clone();
                more[j] += 1;
                double change = shipped.score(more) - shipped.score(values);
                String feature = FaithfulnessFeatures.NAMES.get(j);
                if (FaithfulnessFeatures.DIRECTIONS.get(j) > 0) {
                    assertThat(change).as("raising %s", feature).isGreaterThanOrEqualTo(0);
                } else {
                    assertThat(change).as("raising %s", feature).isLessThanOrEqualTo(0);
                }
            }
        }
    }

    @Test
    void copyingMoreOfAnEvidenceSentenceNeverLowersAClaimsScore() {
        assertCopyingMoreNeverLowersTheScore("");
    }

    @Test
    void copyingMoreBesideAnUnsupportedWordNeverLowersTheScore() {
        assertCopyingMoreNeverLowersTheScore(" near Reykjavik");
    }

    /** Claims of each sentence's first 1, 2, ... words, then {@code tail}: each scores at least as the one before. */
    private void assertCopyingMoreNeverLowersTheScore(String tail) {
        for (String sentence : SENTENCES) {
            List<Evidence> evidence = List.of(new Evidence(1, "e#0", "", sentence, 0.8));
            String[] words = sentence.substring(0, sentence.length() - 1).split(" ");
            double previous = 0;
            for (int k = 1; k <= words.length; k++) {
                String claim = String.join(" ", Arrays.copyOf(words, k)) + tail + ".";
                double score = score(claim, evidence);
                assertThat(score).as("%s (after %s)", claim, previous).isGreaterThanOrEqualTo(previous - 1e-9);
                previous = score;
            }
        }
    }

    @Test
    void aClaimCopiedWordForWordIsSupportedWithScoreOne() {
        for (String sentence : SENTENCES) {
            List<Evidence> evidence = List.of(new Evidence(1, "e#0", "", String.join(" ", SENTENCES), 0.8));
            assertThat(score(sentence, evidence)).as(sentence).isEqualTo(1.0);
        }
    }

    private double score(String claim, List<Evidence> evidence) {
        List<String> claims = new ArrayList<>(List.of(claim));
        return grounding.score("", claims, grounding.ground(evidence, claims)).get(0).score();
    }
}
