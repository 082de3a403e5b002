package io.ragguard.validation.faithfulness;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TextSignalsTest {

    @Test
    void normalisesNumbersAndKeepsTheirUnits() {
        assertThat(TextSignals.numbers("It costs 1,000 USD, 2.50 a day, five times.").keySet())
                .containsExactly("1000", "2.5", "5");
        String dosing = "Take 5 mg, then 10 %";
        assertThat(TextSignals.numberSignals(dosing, TextSignals.words(dosing)).withUnits()).containsExactly("5 mg", "10 %");
    }

    @Test
    void findsCapitalisedNamesButNotFunctionWords() {
        assertThat(TextSignals.names("The capital of France is Paris, not Rome.")).isEqualTo(
                List.of("france", "paris", "rome"));
    }

    @Test
    void countsNegationCues() {
        assertThat(TextSignals.negations(TextSignals.words("It doesn't work and never did."))).isEqualTo(2);
        assertThat(TextSignals.negations(TextSignals.words("It works."))).isZero();
    }

    @Test
    void knowsAntonymsBothWays() {
        assertThat(TextSignals.antonym("increase")).isEqualTo("decrease");
        assertThat(TextSignals.antonym("decrease")).isEqualTo("increase");
        assertThat(TextSignals.antonym("table")).isNull();
    }
}
