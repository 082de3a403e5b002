package io.ragguard.console.settings;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class SettingAreaTest {

    private static final Set<String> VALIDATORS = Set.of("faithfulness", "evidence-overlap", "pii-leakage");

    private static String area(String setting) {
        return SettingArea.of(setting, VALIDATORS).title();
    }

    @Test
    void aValidatorsSwitchThresholdAndOtherSettingsAreItsOwnArea() {
        assertThat(area("validator.faithfulness.enabled")).isEqualTo("Validator: faithfulness");
        assertThat(area("validator.faithfulness.threshold")).isEqualTo("Validator: faithfulness");
        assertThat(area("validator.faithfulness.contradiction-alignment")).isEqualTo("Validator: faithfulness");
        assertThat(area("validator.pii-leakage.fail-hard")).isEqualTo("Validator: pii-leakage");
    }

    @Test
    void theChainsSettingsAndTheSharedGroundingModelsAreTheValidationChains() {
        assertThat(area("enable.validators")).isEqualTo("Validation chain");
        assertThat(area("validation.mode")).isEqualTo("Validation chain");
        assertThat(area("validator.grounding.judge.margin")).as("no validator of that name")
                .isEqualTo("Validation chain");
        assertThat(area("validator.cross-encoder.model")).isEqualTo("Validation chain");
    }

    @Test
    void theOtherAreasFollowTheNamesPrefix() {
        assertThat(area("retrieval.fusion.dense-weight")).isEqualTo("Retrieval");
        assertThat(area("llm.api-key")).isEqualTo("Generation (model)");
        assertThat(area("generation.extractive.max-sentences")).isEqualTo("Generation (model)");
        assertThat(area("tone.style")).isEqualTo("Tone");
        assertThat(area("enable.tone.align")).isEqualTo("Tone");
        assertThat(area("conversation.memory.max.tokens")).isEqualTo("Chat and conversations");
        assertThat(area("validate.contexts.max")).isEqualTo("Chat and conversations");
        assertThat(area("login.max-failures")).isEqualTo("Security");
        assertThat(area("recording.retention.days")).isEqualTo("Recording, retention and review");
        assertThat(area("review.regulated-domains")).isEqualTo("Recording, retention and review");
        assertThat(area("knowledge.something-new")).isEqualTo("Other");
    }

    @Test
    void aTenantsOwnValueIsInTheAreaOfTheSettingItOverrides() {
        assertThat(area("tenant.bluebay.validator.evidence-overlap.threshold")).isEqualTo("Validator: evidence-overlap");
        assertThat(area("tenant.helixpharma.llm.model")).isEqualTo("Generation (model)");
        assertThat(area("tenant.helixpharma.tone.style")).isEqualTo("Tone");
    }

    @Test
    void theValidatorsAreThoseWithASwitchOfTheirOwn() {
        assertThat(SettingArea.validators(List.of("validator.claims.enabled", "validator.claims.threshold",
                "validator.grounding.judge", "enable.validators", "tenant.bluebay.validator.ethics.enabled",
                "validator.enabled"))).containsExactly("claims");
    }

    @Test
    void areasStandInTheOrderAQuestionMeetsThemTheValidatorsByName() {
        List<SettingArea> areas = List.of(SettingArea.OTHER, SettingArea.validator("pii-leakage"),
                SettingArea.TONE, SettingArea.validator("claims"), SettingArea.RETRIEVAL, SettingArea.VALIDATION,
                SettingArea.GENERATION).stream().sorted(SettingArea.ORDER).toList();

        assertThat(areas).extracting(SettingArea::title).containsExactly("Retrieval", "Generation (model)",
                "Validation chain", "Validator: claims", "Validator: pii-leakage", "Tone", "Other");
    }
}
