package io.ragguard.settings.control;

import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingType;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingCatalogTest {

    private final SettingCatalog catalog = new SettingCatalog();

    @Test
    void knowsTheBuiltInSettings() {
        assertThat(catalog.all()).extracting(SettingCatalog.Definition::name).contains(
                "enable.validators", "enable.tone.align", "tone.style", "validation.mode", "validation.on.error",
                "retrieval.similarity.threshold", "retrieval.candidates", "generation.extractive.max-sentences",
                "llm.provider", "chat.default.tenant", "chat.message.max-chars");
        assertThat(catalog.all()).extracting(SettingCatalog.Definition::name).isSorted();
    }

    @Test
    void knowsWhichValuesABuiltInSettingTakes() {
        assertThat(catalog.require("validation.mode").choices()).containsExactly("enforce", "shadow", "off");
        assertThat(catalog.require("validation.mode").normalize("SHADOW")).isEqualTo("shadow");
        assertThat(catalog.require("retrieval.similarity.threshold").type()).isEqualTo(SettingType.FRACTION);
        assertThat(catalog.require("retrieval.candidates").type()).isEqualTo(SettingType.INTEGER);
        assertThat(catalog.require("enable.validators").normalize("FALSE")).isEqualTo("false");
    }

    @Test
    void knowsTheCrossEncodersSettingsSoThatAdminsChangeThemLive() {
        assertThat(catalog.require("validator.cross-encoder.model").type()).isEqualTo(SettingType.FILE);
        assertThat(catalog.require("validator.cross-encoder.tokenizer").type()).isEqualTo(SettingType.FILE);
        assertThat(catalog.require("validator.cross-encoder.label-index").normalize("-1")).isEqualTo("-1");
        assertThat(catalog.require("validator.cross-encoder.max-tokens").type()).isEqualTo(SettingType.INTEGER);
        assertThat(catalog.require("validator.cross-encoder.threads").type()).isEqualTo(SettingType.INTEGER);
        assertThatThrownBy(() -> catalog.require("validator.cross-encoder.weight").normalize("1.5"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("from 0 to 1");
    }

    @Test
    void rejectsAnUnknownSettingNamingIt() {
        assertThatThrownBy(() -> catalog.require("no.such.setting"))
                .isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.setting()).isEqualTo("no.such.setting"))
                .hasMessageContaining("unknown setting");
    }

    @Test
    void registersAValidatorsSwitchAndParameters() {
        catalog.registerValidator("pii-leakage", Map.of(
                "threshold", "1", "fail-hard", "false", "max-findings", "3", "template", "I am not sure."));

        assertThat(catalog.require("validator.pii-leakage.enabled").type()).isEqualTo(SettingType.BOOLEAN);
        assertThat(catalog.require("validator.pii-leakage.threshold").type()).isEqualTo(SettingType.NUMBER);
        assertThat(catalog.require("validator.pii-leakage.fail-hard").type()).isEqualTo(SettingType.BOOLEAN);
        assertThat(catalog.require("validator.pii-leakage.max-findings").type()).isEqualTo(SettingType.INTEGER);
        assertThat(catalog.require("validator.pii-leakage.template").type()).isEqualTo(SettingType.TEXT);
    }

    @Test
    void aThresholdIsANumberWhateverItsCurrentValue() {
        catalog.registerValidator("confidence", Map.of("threshold", "low"));

        assertThat(catalog.require("validator.confidence.threshold").normalize("0.3")).isEqualTo("0.3");
    }

    @Test
    void registersTheSwitchOfAValidatorWithoutParameters() {
        catalog.registerValidator("citation-required", Map.of());

        assertThat(catalog.require("validator.citation-required.enabled").normalize("True")).isEqualTo("true");
        assertThat(catalog.all()).extracting(SettingCatalog.Definition::name)
                .filteredOn(name -> name.startsWith("validator.citation-required."))
                .containsExactly("validator.citation-required.enabled");
    }

    @Test
    void keepsTheTypeOfAParameterRegisteredBefore() {
        catalog.registerValidator("evidence-overlap", Map.of("mode", "0.5"));

        catalog.registerValidator("evidence-overlap", Map.of("mode", "lenient"));

        assertThat(catalog.require("validator.evidence-overlap.mode").type()).isEqualTo(SettingType.NUMBER);
    }

    @Test
    void catalogsDoNotShareRegistrations() {
        catalog.registerValidator("tone-check", Map.of());

        assertThatThrownBy(() -> new SettingCatalog().require("validator.tone-check.enabled"))
                .isInstanceOf(InvalidSettingException.class);
    }
}
