package io.ragguard.text;

import java.util.List;
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
    void splitsASentenceRunIntoOneThatOpensWithASingleLetterWord() {
        assertThat(Sentences.split("Patients are called within 48 hours.A territory manager must not call them."))
                .containsExactly("Patients are called within 48 hours.", "A territory manager must not call them.");
    }

    @Test
    void keepsANumberedItemsNumberWithItsItem() {
        assertThat(Sentences.split("Two steps:\n1. Pack the item. Seal the box.\n2) Print the label."))
                .containsExactly("Two steps:", "1. Pack the item.", "Seal the box.", "2) Print the label.");
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

    @Test
    void aStreamedSentenceIsCompleteAtItsFinalPunctuationUnlessThatMayGoOn() {
        assertThat(Sentences.completeLength("Members get 60 days [1].")).isEqualTo(24);
        assertThat(Sentences.completeLength("Members get 60 days [1]. ")).isEqualTo(25);
        assertThat(Sentences.completeLength("Is it free?")).isEqualTo(11);
        assertThat(Sentences.completeLength("It costs 5.")).as("a decimal may go on").isZero();
        assertThat(Sentences.completeLength("Bring it, e.g.")).isZero();
        assertThat(Sentences.completeLength("Signed by J.")).isZero();
        assertThat(Sentences.completeLength("Made in the U.S.")).isZero();
        assertThat(Sentences.completeLength("See Dr. Smith")).isZero();
        String twoBegun = "Members get 60 days [1]. Oth";
        assertThat(twoBegun.substring(0, Sentences.completeLength(twoBegun))).isEqualTo("Members get 60 days [1].");
        String marker = "Returns take 30 days. [2] Then";
        assertThat(Sentences.split(marker.substring(0, Sentences.completeLength(marker))))
                .containsExactly("Returns take 30 days. [2]");
    }

    @Test
    void aStreamedListItemIsCompleteWhenTheNextLineBegins() {
        String list = "Bring:\n- a receipt\n- the item\n- the c";
        String complete = list.substring(0, Sentences.completeLength(list));
        assertThat(Sentences.split(complete)).containsExactly("Bring:", "- a receipt", "- the item");
        assertThat(Sentences.completeLength("A hard\nwrap")).isZero();
    }

    @Test
    void splittingTheCompletePrefixGivesTheSentencesOfTheWholeText() {
        String whole = "Trail Points members get 60 days [1]. Others get 30 days, e.g. on sale items [2]. "
                + "The fee is 5.50 USD [1]!\n\nAsk in store.";
        List<String> streamed = new java.util.ArrayList<>();
        String pending = "";
        for (int i = 0; i < whole.length(); i += 3) {
            pending += whole.substring(i, Math.min(whole.length(), i + 3));
            int complete = Sentences.completeLength(pending);
            streamed.addAll(Sentences.split(pending.substring(0, complete)));
            pending = pending.substring(complete);
        }
        streamed.addAll(Sentences.split(pending));
        assertThat(streamed).isEqualTo(Sentences.split(whole));
    }

    @Test
    void sentencesRunTogetherWithoutASpaceAreSplitTheSameInAnswerAndEvidence() {
        assertThat(Sentences.split("Lisandro Alonso is an Argentine film director.Jauja is a 2014 film."))
                .containsExactly("Lisandro Alonso is an Argentine film director.", "Jauja is a 2014 film.");
        assertThat(Sentences.split("It was published in 1994.Patricia Lee Smith wrote it."))
                .containsExactly("It was published in 1994.", "Patricia Lee Smith wrote it.");
        assertThat(Sentences.split("It arose out of the Community.KO Magazine was popular.")).hasSize(2);
        assertThat(Sentences.split("He led the UK.Robert Eden was born in 1897.")).hasSize(2);
        assertThat(Sentences.split("He served the U.S.Army for years.")).hasSize(1);
        assertThat(Sentences.split("She holds a Ph.D in law.")).hasSize(1);
        assertThat(Sentences.split("Visit example.com or St.Helens today.")).hasSize(1);
        assertThat(Sentences.split("It costs 5.50 USD.")).hasSize(1);
        assertThat(Sentences.split("Version 2.X ships now.")).hasSize(1);
    }
}
