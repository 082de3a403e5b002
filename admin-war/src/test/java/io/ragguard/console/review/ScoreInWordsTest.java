package io.ragguard.console.review;

import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ScoreInWordsTest {

    private static String words(String validator, Outcome outcome, Double score, Double threshold) {
        return ScoreInWords.of(new ValidatorOutcome(validator, outcome, score, threshold, List.of(), 10));
    }

    @Test
    void saysWhichWayTheScoreCountsAndWhetherItMetTheThreshold() {
        assertThat(words("faithfulness", Outcome.FAIL, 0.323, 0.35)).isEqualTo("0.323: below 0.35 needed");
        assertThat(words("faithfulness", Outcome.PASS, 0.8, 0.35)).isEqualTo("0.8: at least 0.35 needed, met");
        assertThat(words("ethics", Outcome.PASS, 0.058, 0.55)).isEqualTo("0.058: at most 0.55 allowed, within");
        assertThat(words("ethics", Outcome.FAIL, 0.71, 0.55)).isEqualTo("0.71: above 0.55 allowed");
    }

    @Test
    void saysWhenAVerdictRestsOnItsReasonsRatherThanItsScoreAndWhenNothingWasScored() {
        assertThat(words("faithfulness", Outcome.PATCHED, 0.35, 0.35))
                .isEqualTo("0.35: at least 0.35 needed, met; flagged for its reasons");
        assertThat(words("language", Outcome.SKIPPED, 0.0, null)).isEqualTo("not scored");
        assertThat(words("token-budget", Outcome.PASS, 120.0, null)).isEqualTo("120.0");
    }
}
