package io.ragguard.validation.schema;

import io.ragguard.validation.guardrail.Guards;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SchemaFormatTest {

    private final SchemaFormat validator = new SchemaFormat();

    @Test
    void passesWhenTheTenantRequiresNoSection() {
        validator.guardrails = new Guards().add("required_section", "bluebay", "Summary", null).sync();

        Verdict verdict = validate("northwind", "Returns take 30 days [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.threshold()).isNull();
        assertThat(verdict.hasPatch()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"## Summary\nReturns take 30 days [1].\n\n**Sources**\n[1] Returns",
            "Summary: returns take 30 days [1]. Sources: [1]", "**Summary:** 30 days [1]\nSOURCES\n[1]"})
    void passesWhenEveryRequiredSectionIsThere(String answer) {
        validator.guardrails = new Guards().add("required_section", "northwind", "Summary", null)
                .add("required_section", null, "Sources", null).sync();

        Verdict verdict = validate("northwind", answer);

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
    }

    @Test
    void failsNamingEachMissingSectionWithoutAPatch() {
        validator.guardrails = new Guards().add("required_section", "northwind", "Summary", null)
                .add("required_section", "northwind", "Next steps", null)
                .add("required_section", null, "Sources", null).sync();

        Verdict verdict = validate("northwind", "Summary: returns take 30 days [1]. We summarize sources here.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("missing_section:next_steps", "missing_section:sources");
        assertThat(verdict.score()).isCloseTo(1.0 / 3, within(1e-9));
        assertThat(verdict.hasPatch()).isFalse();
    }

    private Verdict validate(String tenant, String answer) {
        return validator.validate(new ValidationInput("q", answer, List.of(), tenant, true, 0.5),
                ValidatorSettings.defaults());
    }
}
