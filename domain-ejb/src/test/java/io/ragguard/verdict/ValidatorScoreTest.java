package io.ragguard.verdict;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ValidatorScoreTest {

    private static final List<String> BUILT_IN = List.of("faithfulness", "evidence-overlap", "answer-relevancy",
            "confidence", "citation-required", "citation-relevance", "claims", "ethics", "token-budget", "pii-leakage",
            "identity-check", "ego-neutrality", "terminology", "schema-format", "retrieval-coverage", "numeric-units",
            "language");

    @Test
    void everyBuiltInValidatorSaysWhichWayItsScoreCounts() {
        assertThat(BUILT_IN).hasSize(17).allSatisfy(name -> assertThat(ValidatorScore.of(name)).isPresent());
        assertThat(ValidatorScore.of("faithfulness").orElseThrow().direction().words())
                .isEqualTo("higher is better: fails below the threshold");
        assertThat(ValidatorScore.of("ethics").orElseThrow().direction().words())
                .isEqualTo("lower is better: fails above the threshold");
        assertThat(ValidatorScore.of("pii-leakage").orElseThrow().direction()).isEqualTo(ScoreDirection.NO_THRESHOLD);
    }

    @Test
    void aScoredValidatorHasItsThresholdInASettingOrFixedAndOneWithoutScoreHasNone() {
        assertThat(BUILT_IN.stream().map(name -> ValidatorScore.of(name).orElseThrow())).allSatisfy(score -> {
            boolean threshold = score.setting() != null || score.fixed() != null;
            assertThat(threshold).as(score.validator()).isEqualTo(score.direction() != ScoreDirection.NO_THRESHOLD);
        });
        assertThat(ValidatorScore.of("token-budget").orElseThrow().settingName())
                .isEqualTo("validator.token-budget.max-tokens");
        assertThat(ValidatorScore.of("confidence").orElseThrow().settingName())
                .isEqualTo("validator.confidence.threshold");
        assertThat(ValidatorScore.of("claims").orElseThrow().fixed()).isEqualTo(1.0);
        assertThat(ValidatorScore.of("language").orElseThrow().settingName()).isNull();
    }

    @Test
    void aValidatorItDoesNotKnowHasNoStatedDirection() {
        assertThat(ValidatorScore.of("a-new-one")).isEmpty();
    }
}
