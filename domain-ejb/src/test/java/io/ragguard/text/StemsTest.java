package io.ragguard.text;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class StemsTest {

    @ParameterizedTest
    @CsvSource({"shipping, ship", "mailing, ship", "refrigerated, refrigerator", "fridge, refrigeration",
            "costs, price", "fees, charge", "notified, notification", "expiry, expired", "returns, returned",
            "bought, purchase", "kept, stored"})
    void bringsACustomersWordAndAPolicysWordToOneStem(String customer, String policy) {
        assertThat(Stems.of(customer)).isEqualTo(Stems.of(policy));
    }

    @ParameterizedTest
    @CsvSource({"ship, shop", "return, refund", "card, cart", "class, glass"})
    void keepsDifferentWordsApart(String one, String other) {
        assertThat(Stems.of(one)).isNotEqualTo(Stems.of(other));
    }

    @ParameterizedTest
    @CsvSource({"2.5", "30", "4.95"})
    void leavesNumbersAsTheyAre(String number) {
        assertThat(Stems.of(number)).isEqualTo(number);
    }

    @Test
    void readsEverydayPhrasesAsThePolicysWord() {
        assertThat(Stems.ofContent("Can I still bring my jacket back?")).contains(Stems.of("return"), Stems.of("jacket"))
                .doesNotContain("back");
        assertThat(Stems.ofContent("Can I get my money back?")).contains(Stems.of("refund"));
        assertThat(Stems.ofContent("My headlamp stopped working.")).contains(Stems.of("defect"));
        assertThat(Stems.ofContent("Can I swap the shirt?")).contains(Stems.of("exchange"));
    }
}
