package io.ragguard.text;

import io.ragguard.text.QuestionIntent.AnswerKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class QuestionIntentTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "How long does standard shipping take? | DURATION",
        "A patient told me about a side effect. How fast do I need to report it? | DURATION",
        "How much does it cost to mail a return back to you? | MONEY",
        "Is there a fee for express shipping? | MONEY",
        "At what temperature should the refrigerated medicine be kept? | TEMPERATURE",
        "How many sample units can a prescriber get? | QUANTITY",
        "When do you open on Sundays? | TIME",
        "Who do I contact about a medical question? | CONTACT",
        "How often does the data logger record the temperature? | FREQUENCY",
        "How many times a day do I log the fridge temperature? | FREQUENCY",
        "Can I still return a tent I never used? | ANY"})
    void knowsTheKindOfAnswerAQuestionExpects(String question, AnswerKind kind) {
        assertThat(QuestionIntent.of(question).kind()).isEqualTo(kind);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "DURATION | Standard delivery takes 3 to 5 business days.",
        "DURATION | Refunds are processed within 5 business days.",
        "MONEY | Returns shipped with the prepaid label cost a flat fee of $4.95.",
        "MONEY | Returns dropped off at any store are free of charge.",
        "TEMPERATURE | Store refrigerated products between 2°C and 8°C.",
        "QUANTITY | Each prescriber can receive up to 12 sample units per month.",
        "TIME | Stores open at 10 a.m. on Sundays.",
        "FREQUENCY | The data logger records the temperature every 10 minutes.",
        "FREQUENCY | Sample stock temperatures are logged twice a day."})
    void findsThatKindInTheSentenceThatCarriesIt(AnswerKind kind, String sentence) {
        assertThat(kind.carriedBy(sentence)).isTrue();
    }

    @Test
    void takesAnyKindOfForTheShapeOfTheQuestion() {
        assertThat(QuestionIntent.of("Is there any kind of welcome bonus?").asked()).doesNotContain(Stems.of("kind"))
                .contains(Stems.of("bonus"));
    }

    @Test
    void doesNotFindADurationOrAPriceInASentenceWithoutOne() {
        assertThat(AnswerKind.DURATION.carriedBy("Express shipping is available to Hawaii.")).isFalse();
        assertThat(AnswerKind.MONEY.carriedBy("Express shipping is available to Hawaii.")).isFalse();
    }

    @Test
    void singlesOutAClassOrANameInsideTheQuestionAsKeyTerms() {
        QuestionIntent intent = QuestionIntent.of("How quickly must accounts be told of a Class II recall?");

        assertThat(intent.keyTerms()).containsExactly("class ii");
        assertThat(intent.keysNamedIn("For a Class I product recall, every account is notified within 24 hours."))
                .isFalse();
        assertThat(intent.keysNamedIn("For a Class II recall, accounts are notified within 3 days.")).isTrue();
    }

    @Test
    void takesNoOpeningWordOrPronounForAKeyTerm() {
        assertThat(QuestionIntent.of("I bought a tent 3 weeks ago. Can I still return it?").keyTerms()).isEmpty();
    }

    @Test
    void readsAFollowUpWithTheQuestionBeforeIt() {
        QuestionIntent intent = QuestionIntent.of("And is it free for members?", "How much is express shipping?");

        assertThat(intent.kind()).isEqualTo(AnswerKind.MONEY);
        assertThat(intent.topic()).contains(Stems.of("express"), Stems.of("shipping"), Stems.of("members"));
    }

    @Test
    void leavesTheWordsThatOnlyShapeAQuestionOutOfItsTopic() {
        assertThat(QuestionIntent.of("How quickly must I report an adverse event?").topic())
                .containsExactlyInAnyOrder(Stems.of("report"), Stems.of("adverse"), Stems.of("event"));
    }
}
