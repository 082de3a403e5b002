package io.ragguard.recording.boundary;

import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ValidatorRatesTest {

    @Test
    void sharesAreOfEveryRunWhateverItConcluded() {
        ValidatorRates rates = new ValidatorRates("faithfulness",
                Map.of(Outcome.PASS, 6L, Outcome.PATCHED, 1L, Outcome.FAIL, 2L, Outcome.SKIPPED, 1L));

        assertThat(rates.total()).isEqualTo(10);
        assertThat(rates.share(Outcome.PASS)).isEqualTo(0.6);
        assertThat(rates.share(Outcome.FAIL)).isEqualTo(0.2);
        assertThat(rates.share(Outcome.WARN)).isZero();
        assertThat(rates.runs().keySet()).as("in the outcomes' order")
                .containsExactly(Outcome.PASS, Outcome.FAIL, Outcome.PATCHED, Outcome.SKIPPED);
    }

    @Test
    void withoutRunsEveryShareIsZeroAndNoOutcomeIsListed() {
        ValidatorRates none = new ValidatorRates("language", Map.of(Outcome.PASS, 0L));

        assertThat(none.total()).isZero();
        assertThat(none.share(Outcome.PASS)).isZero();
        assertThat(none.runs()).isEmpty();
    }
}
