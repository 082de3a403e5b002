package io.ragguard.tone.control;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NeutralToneTest {

    @Test
    void removesOpeningPleasantries() {
        assertThat(NeutralTone.apply("Sure! Great question. Returns are accepted for 30 days [1]."))
                .isEqualTo("Returns are accepted for 30 days [1].");
        assertThat(NeutralTone.apply("Of course, happy to help: the store opens at nine."))
                .isEqualTo("The store opens at nine.");
    }

    @Test
    void keepsWordsThatOnlyBeginLikeAnOpener() {
        assertThat(NeutralTone.apply("Surely the receipt is needed."))
                .isEqualTo("Surely the receipt is needed.");
        assertThat(NeutralTone.apply("No problematic items are sold."))
                .isEqualTo("No problematic items are sold.");
    }

    @Test
    void keepsPleasantriesInsideTheText() {
        assertThat(NeutralTone.apply("Returns are certainly accepted."))
                .isEqualTo("Returns are certainly accepted.");
    }

    @Test
    void turnsExclamationsIntoFullStops() {
        assertThat(NeutralTone.apply("Returns are free!! Refunds take 5 days!"))
                .isEqualTo("Returns are free. Refunds take 5 days.");
    }

    @Test
    void removesEmoji() {
        assertThat(NeutralTone.apply("Delivery is free 🚚 on orders over 50 € 🎉. Enjoy ✨"))
                .isEqualTo("Delivery is free on orders over 50 €. Enjoy");
        assertThat(NeutralTone.apply("Thanks 👍🏽 ❤️ for asking.")).isEqualTo("Thanks for asking.");
    }

    @Test
    void keepsUnitsCurrencyPercentagesNumbersAndCitationsExactly() {
        String facts = "Store between 2 °C and 8 °C [1]. The fee is €4.99 or 2.5% [2][3], © 2024 Acme.";

        assertThat(NeutralTone.apply(facts)).isEqualTo(facts);
    }

    @Test
    void lowersShoutedRunsOfCapitalisedWords() {
        assertThat(NeutralTone.apply("Returns are NEVER EVER accepted without a receipt."))
                .isEqualTo("Returns are never ever accepted without a receipt.");
    }

    @Test
    void keepsLongAcronymsStandingAlone() {
        assertThat(NeutralTone.apply("Patient data is protected under HIPAA and TRICARE rules."))
                .isEqualTo("Patient data is protected under HIPAA and TRICARE rules.");
    }

    @Test
    void keepsShortAcronyms() {
        assertThat(NeutralTone.apply("Ask the FDA or the NHS about it."))
                .isEqualTo("Ask the FDA or the NHS about it.");
    }

    @Test
    void capitalizesTheFirstLetter() {
        assertThat(NeutralTone.apply("absolutely! the store opens at nine."))
                .isEqualTo("The store opens at nine.");
        assertThat(NeutralTone.apply("returns are accepted.")).isEqualTo("Returns are accepted.");
    }

    @Test
    void collapsesSpacesAndRemovesThemBeforePunctuation() {
        assertThat(NeutralTone.apply("  Returns   are\taccepted , for 30 days .  "))
                .isEqualTo("Returns are accepted, for 30 days.");
    }

    @Test
    void keepsLineBreaks() {
        assertThat(NeutralTone.apply("Returns:\n- in store\n- by post")).isEqualTo("Returns:\n- in store\n- by post");
    }

    @Test
    void leavesNullAndBlankAlone() {
        assertThat(NeutralTone.apply(null)).isNull();
        assertThat(NeutralTone.apply("  ")).isEqualTo("  ");
    }
}
