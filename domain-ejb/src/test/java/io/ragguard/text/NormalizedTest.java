package io.ragguard.text;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class NormalizedTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Take ５０ ｍｇ daily.|Take 50 mg daily.",
        "Take 5О mg daily.|Take 50 mg daily.",
        "Take 1ОО mg daily.|Take 100 mg daily.",
        "Take 5\u200B0 mg daily.|Take 50 mg daily.",
        "Take 5\u00AD0 mg daily.|Take 50 mg daily.",
        "The ﬁrst dose.|The first dose.",
        "Log in at pаypal.com.|Log in at paypal.com.",
        "A dose of 5 × 10³ units.|A dose of 5e3 units.",
        "A dose of 5 x 10^-3 g.|A dose of 5e-3 g.",
        "A dose of 2.5×10⁻³ g.|A dose of 2.5e-3 g."})
    void readsTheTextAsAPersonReadsIt(String text, String read) {
        assertThat(Normalized.of(text)).isEqualTo(read);
    }

    @Test
    void leavesWordsOfOneScriptAndPlainTextAlone() {
        String russian = "Принимать по 5 мг один раз в день.";
        String plain = "Returns are accepted within 30 days [1].";

        assertThat(Normalized.of(russian)).isEqualTo(russian);
        assertThat(Normalized.of(plain)).isSameAs(plain);
        assertThat(Normalized.of("Oslo5 and OK")).isEqualTo("Oslo5 and OK");
    }
}
