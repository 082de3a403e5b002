package io.ragguard.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TokensTest {

    @Test
    void estimatesOnePointThreeTokensPerWordRoundedUp() {
        assertThat(Tokens.estimate("one two three")).isEqualTo(4);
        assertThat(Tokens.estimate("one two three four five six seven eight nine ten")).isEqualTo(13);
        assertThat(Tokens.estimate("Returns, refunds [1] and exchanges!")).isEqualTo(Tokens.estimate("a b c d"));
        assertThat(Tokens.estimate("")).isZero();
        assertThat(Tokens.estimate(null)).isZero();
    }

    @Test
    void keepsATextThatFitsAsItIs() {
        assertThat(Tokens.fit("Returns are free.\nRefunds take 5 days.", 100))
                .isEqualTo("Returns are free.\nRefunds take 5 days.");
    }

    @Test
    void trimsAtTheLastSentenceThatFits() {
        String text = "Returns are free. Refunds take five days. Exchanges need the receipt and the box.";

        assertThat(Tokens.fit(text, 10)).isEqualTo("Returns are free. Refunds take five days.");
        assertThat(Tokens.fit(text, 9)).isEqualTo("Returns are free.");
    }

    @Test
    void cutsATooLongFirstSentenceAtAWordAndMarksTheCut() {
        String text = "Express shipping delivers within two business days to most addresses, islands excepted.";

        String cut = Tokens.fit(text, 6);

        assertThat(cut).isEqualTo("Express shipping delivers within…");
        assertThat(Tokens.estimate(cut)).isLessThanOrEqualTo(6);
    }

    @Test
    void dropsPunctuationBeforeTheEllipsis() {
        assertThat(Tokens.fit("Shipping, returns, refunds and exchanges are all covered here.", 3))
                .isEqualTo("Shipping, returns…");
    }

    @Test
    void givesNothingWhenNotOneWordFits() {
        assertThat(Tokens.fit("Shipping is free.", 1)).isEmpty();
        assertThat(Tokens.fit("Shipping is free.", 0)).isEmpty();
        assertThat(Tokens.fit("   ", 10)).isEmpty();
    }
}
