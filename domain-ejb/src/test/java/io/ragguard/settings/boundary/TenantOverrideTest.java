package io.ragguard.settings.boundary;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

class TenantOverrideTest {

    @ParameterizedTest
    @CsvSource({"tenant.medora.chat.decline.message, medora, chat.decline.message",
        "tenant.bluebay.tone.style, bluebay, tone.style", "tenant.northwind.llm.timeout-ms, northwind, llm.timeout-ms",
        "tenant.medora.validator.faithfulness.threshold, medora, validator.faithfulness.threshold",
        "tenant.medora.validator.pii-leakage.enabled, medora, validator.pii-leakage.enabled",
        "tenant.medora.validation.mode, medora, validation.mode",
        "tenant.medora.validation.unsupported-sentences, medora, validation.unsupported-sentences",
        "tenant.medora.validator.grounding.judge, medora, validator.grounding.judge"})
    void readsTheTenantAndTheSettingItOverrides(String name, String tenant, String setting) {
        assertThat(TenantOverride.parse(name)).contains(new TenantOverride(tenant, setting));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tenant.medora.chat.refusal.template", "tenant.medora.validator.cross-encoder.weight",
        "tenant.medora.retrieval.top-k", "chat.decline.message", "tenant..tone.style"})
    void hasNoOverrideOfAnyOtherSetting(String name) {
        assertThat(TenantOverride.parse(name)).isEmpty();
    }

    @Test
    void aTenantSeesItsOverrideOfThePolicyAndTheGlobalValueOfTheRest() {
        Map<String, String> stored = Map.of("validator.faithfulness.threshold", "0.35",
                "tenant.medora.validator.faithfulness.threshold", "0.5", "retrieval.top-k", "5",
                "tenant.medora.retrieval.top-k", "9", "validation.mode", "enforce",
                "tenant.medora.validation.mode", " ");
        Function<String, Optional<String>> values = name -> Optional.ofNullable(stored.get(name));

        Function<String, Optional<String>> medora = TenantOverride.asSeenBy("medora", values);
        assertThat(medora.apply("validator.faithfulness.threshold")).contains("0.5");
        assertThat(medora.apply("retrieval.top-k")).as("no overrides of retrieval").contains("5");
        assertThat(medora.apply("validation.mode")).as("a blank override inherits").contains("enforce");
        assertThat(TenantOverride.asSeenBy("bluebay", values).apply("validator.faithfulness.threshold"))
                .contains("0.35");
        assertThat(TenantOverride.asSeenBy(null, values)).isSameAs(values);
    }

    @Test
    void knowsWhichSettingsATenantMayOverride() {
        assertThat(TenantOverride.overridable("validator.claims.strictness")).isTrue();
        assertThat(TenantOverride.overridable("llm.model")).isTrue();
        assertThat(TenantOverride.overridable("validator.cross-encoder.model")).isFalse();
        assertThat(TenantOverride.overridable("enable.validators")).isFalse();
    }
}
