package io.ragguard.settings.boundary;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingDefinitionTest {

    private static void assertRefused(SettingDefinition definition, String raw, String allowed) {
        assertThatThrownBy(() -> definition.normalize(raw))
                .isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.setting()).isEqualTo(definition.name()))
                .hasMessageContaining(definition.name() + " takes " + allowed);
    }

    @Test
    void booleansAreCaseInsensitiveAndNothingElse() {
        SettingDefinition flag = SettingDefinition.flag("k", "");

        assertThat(flag.normalize(" TRUE ")).isEqualTo("true");
        assertThat(flag.normalize("False")).isEqualTo("false");
        assertRefused(flag, "yes", "true or false");
        assertRefused(flag, "1", "true or false");
    }

    @Test
    void fractionsRunFromZeroToOne() {
        SettingDefinition threshold = SettingDefinition.fraction("validator.x.threshold", "");

        assertThat(threshold.normalize("0")).isEqualTo("0.0");
        assertThat(threshold.normalize("0.35")).isEqualTo("0.35");
        assertThat(threshold.normalize("1")).isEqualTo("1.0");
        assertRefused(threshold, "1.01", "a number from 0 to 1");
        assertRefused(threshold, "-0.1", "a number from 0 to 1");
        assertRefused(threshold, "1e308", "a number from 0 to 1");
    }

    @Test
    void numbersAreWrittenAsDecimalsOnly() {
        SettingDefinition threshold = SettingDefinition.fraction("validator.x.threshold", "");

        assertThat(threshold.normalize("1e-3")).isEqualTo("0.001");
        assertThat(threshold.normalize(".5")).isEqualTo("0.5");
        assertRefused(threshold, "0x1p-3", "a number from 0 to 1");
        assertRefused(threshold, "0.5d", "a number from 0 to 1");
        assertRefused(threshold, "0.5f", "a number from 0 to 1");
    }

    @Test
    void numbersMustBeFiniteNumbers() {
        SettingDefinition number = SettingDefinition.number("k", 0, 10, "");

        assertRefused(number, "NaN", "a number from 0 to 10");
        assertRefused(number, "Infinity", "a number from 0 to 10");
        assertRefused(number, "half", "a number from 0 to 10");
    }

    @Test
    void wholeNumbersStayInTheirRange() {
        SettingDefinition candidates = SettingDefinition.integer("retrieval.candidates", 1, 200, "");

        assertThat(candidates.normalize(" 20 ")).isEqualTo("20");
        assertThat(candidates.normalize("200")).isEqualTo("200");
        assertRefused(candidates, "0", "a whole number from 1 to 200");
        assertRefused(candidates, "2147483647", "a whole number from 1 to 200");
        assertRefused(candidates, "99999999999999999999", "a whole number from 1 to 200");
        assertRefused(candidates, "1e8", "a whole number from 1 to 200");
        assertRefused(candidates, "2.5", "a whole number from 1 to 200");
    }

    @Test
    void negativeRangesCountFromTheEnd() {
        SettingDefinition index = SettingDefinition.integer("k", -16, 15, "");

        assertThat(index.normalize("-1")).isEqualTo("-1");
        assertRefused(index, "last", "a whole number from -16 to 15");
    }

    @Test
    void choicesAreOneOfTheListCaseInsensitive() {
        SettingDefinition mode = SettingDefinition.choice("validation.mode", "", "enforce", "shadow", "off");

        assertThat(mode.normalize("Shadow")).isEqualTo("shadow");
        assertRefused(mode, "strict", "one of enforce, shadow, off");
    }

    @Test
    void textIsTrimmedBoundedAndFreeOfControlCharacters() {
        SettingDefinition template = SettingDefinition.text("k", 500, "");

        assertThat(template.normalize("  I cannot help with that. ")).isEqualTo("I cannot help with that.");
        assertThat(template.normalize("x".repeat(500))).hasSize(500);
        assertRefused(template, "x".repeat(501), "text of 1 to 500 characters");
        assertRefused(template, "line\nbreak", "text of 1 to 500 characters");
        assertRefused(template, "nul\0", "text of 1 to 500 characters");
    }

    @Test
    void textWithAFormMustMatchIt() {
        SettingDefinition language = SettingDefinition.text("k", 3, "[a-z]{2,3}", "");

        assertThat(language.normalize("de")).isEqualTo("de");
        assertRefused(language, "DE!", "text of 1 to 3 characters matching [a-z]{2,3}");
    }

    @Test
    void everyKindRefusesABlankValueNamingTheSetting() {
        for (SettingDefinition definition : new SettingDefinition[] {SettingDefinition.flag("some.key", ""),
                SettingDefinition.fraction("some.key", ""), SettingDefinition.integer("some.key", 1, 2, ""),
                SettingDefinition.choice("some.key", "", "a"), SettingDefinition.text("some.key", 10, ""),
                SettingDefinition.file("some.key", FileKind.TOKENIZER, ""), SettingDefinition.tenant("some.key", "")}) {
            assertRefused(definition, "   ", definition.allowed());
            assertRefused(definition, null, definition.allowed());
        }
    }

    @Test
    void keepsItsKindAndRangeUnderAnotherName() {
        SettingDefinition renamed = SettingDefinition.integer("max-tokens", 16, 100, "").named("validator.b.max-tokens");

        assertThat(renamed.name()).isEqualTo("validator.b.max-tokens");
        assertRefused(renamed, "8", "a whole number from 16 to 100");
    }

    @Test
    void urlsAreAbsoluteHttpOrHttpsWithAHost() {
        SettingDefinition url = SettingDefinition.url("llm.base-url", "");

        assertThat(url.normalize("https://api.openai.com/v1/")).isEqualTo("https://api.openai.com/v1");
        assertThat(url.normalize("https://x.openai.azure.com/openai/deployments/d?api-version=2024-10-21"))
                .endsWith("?api-version=2024-10-21");
        assertRefused(url, "api.openai.com/v1", "an http or https URL");
        assertRefused(url, "ftp://host/v1", "an http or https URL");
        assertRefused(url, "http://", "an http or https URL");
        assertRefused(url, "http://user:pw@host/v1", "an http or https URL");
    }

    @Test
    void aRefusedSecretIsNotRepeatedInTheMessage() {
        SettingDefinition key = SettingDefinition.secret("llm.api-key", "");

        assertThat(key.normalize(" sk-123 ")).isEqualTo("sk-123");
        assertThatThrownBy(() -> key.normalize("sk-\u0001bad")).isInstanceOf(InvalidSettingException.class)
                .hasMessageNotContaining("sk-");
    }

    @Test
    void aSecretNamesOnlyAnEnvironmentVariableTheOperatorAllows() {
        SettingDefinition key = SettingDefinition.secret("llm.api-key", "");

        assertThatThrownBy(() -> key.normalize("${env.keystore_password}")).isInstanceOf(InvalidSettingException.class)
                .hasMessageContaining("keystore_password").hasMessageContaining(Secrets.ENV_ALLOW);
        assertThatThrownBy(() -> key.normalize("sk-${keystore_password}")).isInstanceOf(InvalidSettingException.class);
    }

    @Test
    void noValueCarriesAnExpressionThatWouldReadAnotherSettingOrTheEnvironment() {
        SettingDefinition prompt = SettingDefinition.text("chat.decline.message", 2000, null, "");

        assertThatThrownBy(() -> prompt.normalize("I don't know. ${keystore_password}"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("${...}");
        assertThat(prompt.normalize("I don't know. Costs are in $ {see the list}")).contains("$ {see");
    }

    @Test
    void aProviderAddressIsRefusedWhereItWouldReachTheMachinesOwnServices() {
        SettingDefinition url = SettingDefinition.url("llm.base-url", "");

        for (String[] refused : new String[][] {{"http://169.254.169.254/latest/meta-data", "link-local"},
                {"https://metadata.google.internal/v1", "metadata"}, {"http://10.1.2.3:8000/v1", "RAGGUARD_PROVIDER_ALLOW"}}) {
            assertThatThrownBy(() -> url.normalize(refused[0])).isInstanceOf(InvalidSettingException.class)
                    .hasMessageContaining("llm.base-url refuses " + refused[0]).hasMessageContaining(refused[1]);
        }
        assertThat(url.normalize("http://127.0.0.1:11434/v1")).isEqualTo("http://127.0.0.1:11434/v1");
    }

    @Test
    void aTenantOverrideNamesItsTenantAndAModelSetting() {
        assertThat(TenantOverride.parse("tenant.bluebay.llm.model"))
                .contains(new TenantOverride("bluebay", "llm.model"));
        assertThat(TenantOverride.parse("tenant.bluebay.retrieval.candidates")).isEmpty();
        assertThat(TenantOverride.parse("llm.model")).isEmpty();
    }
}
