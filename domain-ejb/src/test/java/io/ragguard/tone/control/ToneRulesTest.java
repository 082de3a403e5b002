package io.ragguard.tone.control;

import io.ragguard.tone.boundary.ToneStyle;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class ToneRulesTest {

    private static String neutral(String text) {
        return ToneRules.apply(BuiltInStyles.NEUTRAL, text);
    }

    @Test
    void removesOpeningPleasantries() {
        assertThat(neutral("Sure! Great question. Returns are accepted for 30 days [1]."))
                .isEqualTo("Returns are accepted for 30 days [1].");
        assertThat(neutral("Of course, happy to help: the store opens at nine."))
                .isEqualTo("The store opens at nine.");
    }

    @Test
    void keepsWordsThatOnlyBeginLikeAnOpener() {
        assertThat(neutral("Surely the receipt is needed."))
                .isEqualTo("Surely the receipt is needed.");
        assertThat(neutral("No problematic items are sold."))
                .isEqualTo("No problematic items are sold.");
    }

    @Test
    void keepsPleasantriesInsideTheText() {
        assertThat(neutral("Returns are certainly accepted."))
                .isEqualTo("Returns are certainly accepted.");
    }

    @Test
    void turnsExclamationsIntoFullStops() {
        assertThat(neutral("Returns are free!! Refunds take 5 days!"))
                .isEqualTo("Returns are free. Refunds take 5 days.");
    }

    @Test
    void removesEmoji() {
        assertThat(neutral("Delivery is free 🚚 on orders over 50 € 🎉. Enjoy ✨"))
                .isEqualTo("Delivery is free on orders over 50 €. Enjoy");
        assertThat(neutral("Thanks 👍🏽 ❤️ for the receipt.")).isEqualTo("Thanks for the receipt.");
    }

    @Test
    void keepsUnitsCurrencyPercentagesNumbersAndCitationsExactly() {
        String facts = "Store between 2 °C and 8 °C [1]. The fee is €4.99 or 2.5% [2][3], © 2024 Acme.";

        assertThat(neutral(facts)).isEqualTo(facts);
    }

    @Test
    void lowersShoutedRunsOfCapitalisedWords() {
        assertThat(neutral("Returns are NEVER EVER accepted without a receipt."))
                .isEqualTo("Returns are never ever accepted without a receipt.");
    }

    @Test
    void keepsLongAcronymsStandingAlone() {
        assertThat(neutral("Patient data is protected under HIPAA and TRICARE rules."))
                .isEqualTo("Patient data is protected under HIPAA and TRICARE rules.");
    }

    @Test
    void keepsShortAcronyms() {
        assertThat(neutral("Ask the FDA or the NHS about it."))
                .isEqualTo("Ask the FDA or the NHS about it.");
    }

    @Test
    void capitalizesTheFirstLetter() {
        assertThat(neutral("absolutely! the store opens at nine."))
                .isEqualTo("The store opens at nine.");
        assertThat(neutral("returns are accepted.")).isEqualTo("Returns are accepted.");
    }

    @Test
    void collapsesSpacesAndRemovesThemBeforePunctuation() {
        assertThat(neutral("  Returns   are\taccepted , for 30 days .  "))
                .isEqualTo("Returns are accepted, for 30 days.");
    }

    @Test
    void keepsLineBreaks() {
        assertThat(neutral("Returns:\n- in store\n- by post")).isEqualTo("Returns:\n- in store\n- by post");
    }

    @Test
    void leavesNullAndBlankAlone() {
        assertThat(neutral(null)).isNull();
        assertThat(neutral("  ")).isEqualTo("  ");
    }

    @Test
    void neutralAndScholarlyDropSignOffsAndFriendlyKeepsThem() {
        String answer = "Returns are accepted for 30 days [1]. Hope this helps! Let me know if you need anything else.";

        assertThat(neutral(answer)).isEqualTo("Returns are accepted for 30 days [1].");
        assertThat(ToneRules.apply(BuiltInStyles.SCHOLARLY, answer)).isEqualTo("Returns are accepted for 30 days [1].");
        assertThat(ToneRules.apply(BuiltInStyles.FRIENDLY, answer)).isEqualTo(answer);
        assertThat(neutral("Let me know if you need anything else.")).as("a sentence that only signs off").isEmpty();
        assertThat(neutral("Returns are accepted for 30 days [1]. Hope this helps! 😊"))
                .as("a sign-off behind an emoji").isEqualTo("Returns are accepted for 30 days [1].");
    }

    @Test
    void scholarlyExpandsContractionsAndFriendlyMakesThem() {
        String answer = "Gift cards don't expire, and it's not possible to return them. I'm sure they can't be refunded.";

        assertThat(ToneRules.apply(BuiltInStyles.SCHOLARLY, answer)).isEqualTo(
                "Gift cards do not expire, and it is not possible to return them. I am sure they cannot be refunded.");
        assertThat(ToneRules.apply(BuiltInStyles.FRIENDLY,
                "Gift cards do not expire. It is not possible to return them. I am sure they cannot be refunded."))
                .isEqualTo("Gift cards don't expire. It's not possible to return them. I'm sure they can't be refunded.");
        assertThat(neutral(answer)).as("neutral keeps them as written").isEqualTo(answer);
    }

    @Test
    void scholarlySplitsAnOverlongSentenceAtItsSemicolons() {
        String clause = "the refund is issued to the original payment method within ten business days of receipt "
                + "at the store where the items were bought";
        String answer = "Returns are accepted for 30 days; " + clause + "; store credit is offered for items "
                + "without a receipt [2].";

        assertThat(ToneRules.apply(BuiltInStyles.SCHOLARLY, answer)).isEqualTo("Returns are accepted for 30 days. "
                + "The refund is issued to the original payment method within ten business days of receipt at the "
                + "store where the items were bought. Store "
                + "credit is offered for items without a receipt [2].");
        assertThat(ToneRules.apply(BuiltInStyles.SCHOLARLY, "Short; and sweet.")).isEqualTo("Short; and sweet.");
    }

    /**
     * Every style, on every sentence of the demo knowledge with decoration added around it, keeps the
     * sentence's figures, citation markers, names and negations exactly.
     */
    @Test
    void noStyleChangesAFactAFigureOrACitation() throws Exception {
        List<String> sentences = new ArrayList<>();
        for (String document : new String(getClass().getResourceAsStream("/demo/documents.txt").readAllBytes(),
                StandardCharsets.UTF_8).split("\\R")) {
            if (document.isBlank()) {
                continue;
            }
            String text = new String(getClass().getResourceAsStream("/demo/" + document.strip()).readAllBytes(),
                    StandardCharsets.UTF_8);
            for (String line : text.split("\\R")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    sentences.addAll(List.of(line.strip().split("(?<=[.!?])\\s+")));
                }
            }
        }
        assertThat(sentences).hasSizeGreaterThan(100);
        int n = 0;
        for (String sentence : sentences) {
            String answer = "Sure! " + sentence.replaceFirst("\\.$", "") + " [" + (++n % 4 + 1) + "]! 🎉 Hope this helps.";
            for (ToneStyle style : BuiltInStyles.ALL) {
                String aligned = ToneRules.apply(style, answer);
                assertThat(facts(aligned)).as(style.name() + ": " + answer).isEqualTo(facts(answer));
            }
        }
    }

    private static final Pattern FACT = Pattern.compile("\\d[\\d.,:%]*|\\[\\d+]|\\{\\{\\w+}}|\\b\\p{Lu}\\p{L}+"
            + "|(?i:\\b(?:not|no|never|cannot)\\b|\\b\\w+n['’]t\\b)");

    /** The figures, citation markers, placeholders, capitalised words and negations, in order; negations as "not". */
    private static List<String> facts(String text) {
        List<String> facts = new ArrayList<>();
        Matcher m = FACT.matcher(text);
        while (m.find()) {
            String found = m.group();
            String lower = found.toLowerCase(java.util.Locale.ROOT);
            if (lower.matches("not|no|never|cannot|.*n['’]t")) {
                facts.add("negation");
            } else if (!Character.isUpperCase(found.charAt(0)) || !List.of("Sure", "Hope", "It", "I", "The", "A")
                    .contains(found)) {
                facts.add(Character.isLetter(found.charAt(0)) ? lower : found);
            }
        }
        return facts;
    }
}
