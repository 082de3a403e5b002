package io.ragguard.validation.grounding;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TextSignalsTest {

    @Test
    void normalisesNumbersAndKeepsTheirUnits() {
        assertThat(TextSignals.numbers("It costs 1,000 USD, 2.50 a day, five times.").keySet())
                .containsExactly("1000", "2.5", "5");
        String dosing = "Take 5 mg, then 10 %";
        assertThat(TextSignals.numberSignals(dosing, TextSignals.words(dosing)).withUnits()).containsExactly("5 mg", "10 %");
    }

    @Test
    void findsCapitalisedNamesButNotFunctionWords() {
        assertThat(TextSignals.names("The capital of France is Paris, not Rome.")).isEqualTo(
                List.of("france", "paris", "rome"));
    }

    @Test
    void comparesUnitsInOneFormWhicheverWayTheyAreWritten() {
        assertThat(TextSignals.numbers("a 10 percent discount")).isEqualTo(TextSignals.numbers("a 10% discount"));
        assertThat(TextSignals.numbers("at most 4 grams")).isEqualTo(Map.of("4", "g"));
        assertThat(TextSignals.numbers("for 2 years")).isEqualTo(TextSignals.numbers("for 2 year"));
        assertThat(TextSignals.numbers("for 10 days")).isNotEqualTo(TextSignals.numbers("for 10 weeks"));
        String dose = "Take 5 milligrams";
        assertThat(TextSignals.numberSignals(dose, TextSignals.words(dose)).withUnits()).containsExactly("5 mg");
    }

    @Test
    void writesNumbersInWordsOneWay() {
        assertThat(TextSignals.words("a 30-day window, twenty-five items")).containsExactly("a", "30", "days", "window",
                "25", "items");
        assertThat(TextSignals.words("takes three to five business days")).isEqualTo(
                TextSignals.words("takes 3 to 5 business days"));
        assertThat(TextSignals.words("3-5 days")).containsExactly("3", "5", "days");
        assertThat(TextSignals.words("10% off, $14.95 a month")).containsExactly("10", "percent", "off", "14.95",
                "dollars", "a", "month");
        assertThat(TextSignals.words("4 g per day")).isEqualTo(TextSignals.words("4 grams per day"));
        assertThat(TextSignals.words("a well-known co-pay of g, COVID-19, a 16-year-old")).containsExactly("a", "well-known",
                "co-pay", "of", "g", "covid-19", "a", "16-year-old");
    }

    @Test
    void aSpelledOutNumberKeepsTheUnitAfterIt() {
        String warranty = "a two-year warranty";
        assertThat(TextSignals.numberSignals(warranty, TextSignals.words(warranty)).withUnits())
                .containsExactly("2 year");
        assertThat(TextSignals.numbers("a 30-day window")).isEqualTo(Map.of("30", "day"));
    }

    @Test
    void readsACurrencySignAsTheUnitItStandsFor() {
        String fee = "a flat fee of $14.95 per order";
        TextSignals.Numbers numbers = TextSignals.numberSignals(fee, TextSignals.words(fee));

        assertThat(numbers.units()).isEqualTo(Map.of("14.95", "usd"));
        assertThat(numbers.withUnits()).containsExactly("14.95 usd");
        assertThat(TextSignals.numbers("14.95 dollars")).isEqualTo(numbers.units());
        assertThat(TextSignals.unitWords(numbers)).contains("dollars", "dollar");
    }

    @Test
    void thePoundSignIsTheCurrencyTheFiguresCheckReadsAndTheWordTheWeight() {
        String fee = "a fee of £12 for 5 pounds";
        assertThat(TextSignals.numberSignals(fee, TextSignals.words(fee)).withUnits())
                .containsExactlyInAnyOrder("12 gbp", "5 lb");
        assertThat(TextSignals.numbers("5 lbs")).isEqualTo(TextSignals.numbers("5 pounds"));
    }

    @Test
    void anAbbreviatedMonthStemsAsItsFullName() {
        assertThat(TextSignals.stem("jan")).isEqualTo(TextSignals.stem("january"));
        assertThat(TextSignals.stems("Sale from Sept 5 to Oct 2")).isEqualTo(
                TextSignals.stems("Sale from September 5 to October 2"));
        assertThat(TextSignals.stem("may")).isEqualTo("may");
    }

    @Test
    void aCommonWordOpeningASentenceIsNoName() {
        assertThat(TextSignals.names("Customers may return orders. Refunds reach Paris banks [1].")).containsExactly(
                "paris");
        assertThat(TextSignals.names("\"Online orders ship from Rome.")).containsExactly("rome");
    }

    @Test
    void aWordTheDictionaryAlsoKnowsCapitalisedStaysANameWhereverItStands() {
        assertThat(TextSignals.names("China exports porcelain. Bill signed it in Turin.")).containsExactly(
                "china", "bill", "turin");
        assertThat(TextSignals.names("Rome is the capital.")).containsExactly("rome");
    }

    @Test
    void aCommonWordCapitalisedMidSentenceIsStillAName() {
        assertThat(TextSignals.names("The report by Customers Weekly was cited.")).containsExactly("customer", "weekly");
    }

    @Test
    void countsNegationCues() {
        assertThat(TextSignals.negations(TextSignals.words("It doesn't work and never did."))).isEqualTo(2);
        assertThat(TextSignals.negations(TextSignals.words("It works."))).isZero();
    }

    @Test
    void aNegationThatBoundsAQuantityIsNoNegation() {
        for (String bound : List.of("Adults should not take more than 4 g per day.", "Take no more than 4 g.",
                "Do not exceed 4 grams a day.", "Pay no later than Friday.", "It costs not less than $5.")) {
            assertThat(TextSignals.negations(TextSignals.words(bound))).as(bound).isZero();
        }
        assertThat(TextSignals.negations(TextSignals.words("No, it is more than 4 g."))).isOne();
        assertThat(TextSignals.negations(TextSignals.words("Do not take more."))).isOne();
    }

    @Test
    void aWordNegativeByItsMeaningNegatesUnlessACueCancelsIt() {
        for (String negative : List.of("Marketplace sellers are excluded.", "The warranty does not cover misuse.",
                "Items must not be brought in, and marketplace sellers are excluded.", "Pets are prohibited.")) {
            assertThat(TextSignals.negated(TextSignals.words(negative))).as(negative).isTrue();
        }
        for (String positive : List.of("Marketplace sellers are not excluded.", "The warranty covers misuse.",
                "Returns cost nothing.", "Medication is given at no cost.", "Pickup is free, at no extra charge.")) {
            assertThat(TextSignals.negated(TextSignals.words(positive))).as(positive).isFalse();
        }
    }

    @Test
    void knowsAntonymsBothWays() {
        assertThat(TextSignals.antonym("increase")).isEqualTo("decrease");
        assertThat(TextSignals.antonym("decrease")).isEqualTo("increase");
        assertThat(TextSignals.antonym("table")).isNull();
    }
}
