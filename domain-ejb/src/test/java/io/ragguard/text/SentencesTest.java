package io.ragguard.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SentencesTest {

    @Test
    void splitsAtSentencePunctuationFollowedByCapital() {
        assertThat(Sentences.split("Returns are accepted. Refunds take 5 days! Is that all? Yes."))
                .containsExactly("Returns are accepted.", "Refunds take 5 days!", "Is that all?", "Yes.");
    }

    @Test
    void keepsMarkersAfterThePunctuationWithTheirSentence() {
        assertThat(Sentences.split("Returns are accepted for 30 days. [1] [2] Refunds take 5 days [3]."))
                .containsExactly("Returns are accepted for 30 days. [1] [2]", "Refunds take 5 days [3].");
    }

    @Test
    void doesNotSplitAfterAbbreviationsInitialismsOrInsideDecimals() {
        assertThat(Sentences.split("Bring a receipt, e.g. A printed one. Ships in the U.S. Only 2.5 kg is allowed."))
                .containsExactly("Bring a receipt, e.g. A printed one.", "Ships in the U.S. Only 2.5 kg is allowed.");
    }

    @Test
    void splitsAfterClosingQuote() {
        assertThat(Sentences.split("The label says \"Fragile.\" Handle it with care."))
                .containsExactly("The label says \"Fragile.\"", "Handle it with care.");
    }

    @Test
    void splitsListItemsHeadingsAndParagraphsIntoTheirOwnSentences() {
        String text = "## Returns\nHere is what I found:\n- Returns are accepted within 30 days [1]\n"
                + "- refunds go to the original card\n\nSee the policy page";
        assertThat(Sentences.split(text)).containsExactly("## Returns", "Here is what I found:",
                "- Returns are accepted within 30 days [1]", "- refunds go to the original card",
                "See the policy page");
    }

    @Test
    void joinsHardWrappedLinesOfOneSentence() {
        assertThat(Sentences.split("Returns are accepted\r\nfor thirty days. Refunds follow."))
                .containsExactly("Returns are accepted for thirty days.", "Refunds follow.");
    }

    @Test
    void returnsNothingForBlankText() {
        assertThat(Sentences.split(" \n ")).isEmpty();
        assertThat(Sentences.split(null)).isEmpty();
    }
}
