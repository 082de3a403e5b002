package io.ragguard.console.validators;

import io.ragguard.recording.boundary.ValidatorRates;
import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.validation.spi.Descriptor;
import io.ragguard.validation.spi.Phase;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ValidatorFactsTest {

    private static final RunShares NO_RUNS = RunShares.of(null);

    private static SettingView setting(String name, String value) {
        return new SettingView(name, value, null, "default", SettingType.NUMBER, 0.0, 1.0, List.of(), "0 to 1",
                "a setting", value);
    }

    private static final Map<String, SettingView> SETTINGS = Map.of(
            "validator.faithfulness.threshold", setting("validator.faithfulness.threshold", "0.35"),
            "validator.ethics.threshold", setting("validator.ethics.threshold", "0.55"),
            "validator.token-budget.max-tokens", setting("validator.token-budget.max-tokens", "512"));

    @Test
    void saysWhatTheValidatorChecksAndRepairsInSentencesOfItsOwnDescriptor() {
        Descriptor pii = Descriptor.of("pii-leakage", Phase.PATCH, "the answer reveals no personal data")
                .patching("redacts e-mail addresses and phone numbers");

        ValidatorFacts facts = ValidatorFacts.of("pii-leakage", pii, SETTINGS, NO_RUNS);

        assertThat(facts.checks()).isEqualTo("The answer reveals no personal data.");
        assertThat(facts.repairs()).isEqualTo("Redacts e-mail addresses and phone numbers.");
        assertThat(facts.direction()).isEqualTo("no threshold: fails on what it finds");
        assertThat(facts.threshold()).isEqualTo("none");
        assertThat(ValidatorFacts.of("answer-relevancy", Descriptor.of("answer-relevancy", Phase.CHECK,
                "the answer is about what the question asks"), SETTINGS, NO_RUNS).repairs())
                .as("it changes nothing").isNull();
    }

    @Test
    void givesTheDirectionOfTheScoreAndTheThresholdFromItsSetting() {
        ValidatorFacts faithfulness = ValidatorFacts.of("faithfulness", null, SETTINGS, NO_RUNS);
        ValidatorFacts ethics = ValidatorFacts.of("ethics", null, SETTINGS, NO_RUNS);
        ValidatorFacts budget = ValidatorFacts.of("token-budget", null, SETTINGS, NO_RUNS);
        ValidatorFacts claims = ValidatorFacts.of("claims", null, SETTINGS, NO_RUNS);

        assertThat(faithfulness.direction()).isEqualTo("higher is better: fails below the threshold");
        assertThat(faithfulness.threshold()).isEqualTo("0.35");
        assertThat(ethics.direction()).isEqualTo("lower is better: fails above the threshold");
        assertThat(ethics.threshold()).isEqualTo("0.55");
        assertThat(budget.threshold()).isEqualTo("512 (max-tokens)");
        assertThat(claims.threshold()).isEqualTo("1 (fixed)");
        assertThat(faithfulness.checks()).as("no descriptor at hand").isNull();
    }

    @Test
    void aValidatorItDoesNotKnowHasNoStatedDirectionAndItsOwnThresholdIfAny() {
        Map<String, SettingView> settings = Map.of("validator.tone-check.threshold",
                setting("validator.tone-check.threshold", "0.4"));

        ValidatorFacts facts = ValidatorFacts.of("tone-check", null, settings, NO_RUNS);

        assertThat(facts.direction()).isEqualTo("not stated");
        assertThat(facts.threshold()).isEqualTo("0.4");
        assertThat(ValidatorFacts.of("tone-check", null, Map.of(), NO_RUNS).threshold()).isEqualTo("none");
    }

    @Test
    void aPhraseBecomesOneSentence() {
        assertThat(ValidatorFacts.sentence(" the answer fits. ")).isEqualTo("The answer fits.");
        assertThat(ValidatorFacts.sentence("each citation points at a passage")).isEqualTo(
                "Each citation points at a passage.");
    }

    @Test
    void runSharesAreThePassPatchedAndFailedRunsAndTheRestInPerCent() {
        RunShares shares = RunShares.of(new ValidatorRates("faithfulness", Map.of(Outcome.PASS, 180L,
                Outcome.PATCHED, 12L, Outcome.FAIL, 6L, Outcome.ERROR, 1L, Outcome.SKIPPED, 1L)));

        assertThat(shares).isEqualTo(new RunShares(200, "90.0 %", "6.0 %", "3.0 %", "1.0 %"));
        assertThat(shares.ran()).isTrue();
        assertThat(shares.runsText()).isEqualTo("200 runs");
        assertThat(NO_RUNS.ran()).isFalse();
        assertThat(RunShares.of(new ValidatorRates("language", Map.of(Outcome.PASS, 1L))).runsText())
                .isEqualTo("1 run");
    }
}
