package io.ragguard.validation.relevancy;

import io.ragguard.text.QuestionIntent.AnswerKind;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class AskedForTest {

    @Test
    void aQuestionForAnAgeOrANumberIsNotAnsweredByTheProcedure() {
        assertThat(AskedFor.unmet("How many samples can I leave with one doctor?",
                List.of("Samples are signed for by the prescriber."), List.of(), () -> 0.9, 0.5, true)).contains("answer_kind");
    }

    @Test
    void aQuestionForAPriceIsMetByAPriceOrBySayingItCostsNothing() {
        String question = "How much does it cost to mail a return back to you?";

        assertThat(AskedFor.unmet(question, List.of("Returns by mail cost $4.95 with the prepaid label."),
                List.of(), () -> 0.6, 0.5, true)).isEmpty();
        assertThat(AskedFor.unmet(question, List.of("Return shipping is covered for defective items."),
                List.of(), () -> 0.6, 0.5, true)).isEmpty();
        assertThat(AskedFor.unmet(question, List.of("Returns are accepted at any store."), List.of(), () -> 0.6, 0.5, true))
                .contains("answer_kind");
    }

    @Test
    void aLengthOfTimeIsAlsoMetByAnyNumberSoThatALengthInMilesIsNotRefused() {
        assertThat(AskedFor.carries(AnswerKind.DURATION, "The trail is 12 miles long.")).isTrue();
        assertThat(AskedFor.carries(AnswerKind.DURATION, "The trail is long and steep.")).isFalse();
    }

    @Test
    void aTimeOfDayAContactOrAYesOrNoIsNotDemanded() {
        assertThat(AskedFor.carries(AnswerKind.TIME, "The card is charged when the order ships.")).isTrue();
        assertThat(AskedFor.carries(AnswerKind.CONTACT, "Your territory manager handles it.")).isTrue();
        assertThat(AskedFor.carries(AnswerKind.ANY, "Yes.")).isTrue();
    }

    @Test
    void anAnswerNamingNothingTheQuestionNamesIsAboutSomethingElseUnlessItComesCloseToIt() {
        String question = "Can I cancel my reservation?";
        List<String> deposit = List.of("A $50 deposit is taken at pickup, between 8 and 10 in the morning.");

        assertThat(AskedFor.unmet(question, deposit, List.of(), () -> 0.42, 0.5, true)).contains("topic");
        assertThat(AskedFor.unmet(question, deposit, List.of(), () -> 0.55, 0.5, true)).isEmpty();
        assertThat(AskedFor.unmet(question, deposit, List.of(), () -> 0.42, 0.5, false)).as("kind only").isEmpty();
        assertThat(AskedFor.unmet(question, List.of("Reservations can be cancelled free of charge up to 24 hours "
                + "before pickup."), List.of(), () -> 0.42, 0.5, true)).isEmpty();
    }

    @Test
    void aShortAnswerIsAboutWhatTheEvidenceSentenceItRepeatsIsAbout() {
        String question = "How long do I have to return an item?";
        List<String> evidence = List.of("Our stores open at 9 am. Items can be returned within 30 days of delivery.");

        assertThat(AskedFor.unmet(question, List.of("30 days."), evidence, () -> 0.4, 0.5, true)).isEmpty();
        assertThat(AskedFor.unmet(question, List.of("9 am."), evidence, () -> 0.4, 0.5, true)).contains("topic");
    }

    @Test
    void anAcronymOfTheQuestionSpelledOutInTheAnswerIsItsTopic() {
        assertThat(AskedFor.unmet("After I report an excursion, how long does QA take to decide?",
                List.of("Quality Assurance issues a use or destroy decision within 3 business days."), List.of(),
                () -> 0.3, 0.5, true)).isEmpty();
    }

    @Test
    void leavesAQuestionInAnotherLanguageToTheCosine() {
        assertThat(AskedFor.unmet("Wie lange kann ich eine Online-Bestellung zurückgeben?",
                List.of("Online-Bestellungen können innerhalb von 30 Tagen zurückgegeben werden."), List.of(),
                () -> 0.3, 0.5, true)).isEmpty();
        assertThat(AskedFor.english("Can I cancel my reservation?")).isTrue();
    }

    @Test
    void readsCustomersEverydayWordsAsThePolicysWords() {
        assertThat(AskedFor.unmet("Do I pay anything to send it back?", List.of("Return shipping costs $4.95."),
                List.of(), () -> 0.3, 0.5, true)).isEmpty();
    }

    @Test
    void anAnswerWithoutClaimsIsLeftAlone() {
        assertThat(AskedFor.unmet("How much is it?", List.of(), List.of(), () -> 0, 0.5, true)).isEqualTo(Optional.empty());
    }
}
