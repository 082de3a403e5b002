package io.ragguard.settings.boundary;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class TenantOverrideTest {

    @ParameterizedTest
    @CsvSource({"tenant.medora.chat.decline.message, medora, chat.decline.message",
        "tenant.bluebay.tone.style, bluebay, tone.style", "tenant.northwind.llm.timeout-ms, northwind, llm.timeout-ms"})
    void readsTheTenantAndTheSettingItOverrides(String name, String tenant, String setting) {
        assertThat(TenantOverride.parse(name)).contains(new TenantOverride(tenant, setting));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tenant.medora.chat.refusal.template", "tenant.medora.validator.faithfulness.threshold",
        "chat.decline.message", "tenant..tone.style"})
    void hasNoOverrideOfAnyOtherSetting(String name) {
        assertThat(TenantOverride.parse(name)).isEmpty();
    }
}
