package io.ragguard.validation.text;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class FiguresTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            A fee of $14.95 applies.         | $14.95     | 14.95 | usd
            Returns within 30 days.          | 30 days    | 30    | day
            Keep it below 2°C.               | 2°C        | 2     | °c
            Keep it below 2 °C.              | 2 °C       | 2     | °c
            Take 5 mg daily.                 | 5 mg       | 5     | mg
            Take 5mg daily.                  | 5mg        | 5     | mg
            About 10% of them.               | 10%        | 10    | %
            About 10 percent of them.        | 10 percent | 10    | %
            Over 1,000 customers.            | 1,000      | 1000  | ''
            It costs €1,299.00 now.          | €1,299.00  | 1299  | eur
            It costs 20 USD now.             | 20 USD     | 20    | usd
            It takes 3 business days.        | 3 business days | 3 | day
            It weighs 2.50 kg.               | 2.50 kg    | 2.5   | kg
            A 30-day return window.          | 30-day     | 30    | day
            """)
    void readsNumbersWithTheirUnits(String text, String figure, String value, String unit) {
        assertThat(Figures.in(text)).singleElement().satisfies(f -> {
            assertThat(f.text()).isEqualTo(figure);
            assertThat(text.substring(f.start(), f.end())).isEqualTo(figure);
            assertThat(f.value()).isEqualTo(value);
            assertThat(f.unit()).isEqualTo(unit);
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Returns are accepted for a month [1][2].",
        "1. Return the item.\n2) Wait for the refund.",
        "Play the MP3 in 4K after the COVID-19 wave.",
        "Install version 2.3.1 of the app.",
        "Two or three days, as [unverified: 50 mg] says."
    })
    void ignoresMarkersListNumbersCodesAndMarkedFigures(String text) {
        assertThat(Figures.in(text)).as(text).isEmpty();
    }

    @Test
    void readsTheNumbersEvidenceWritesInWords() {
        List<Figure> figures = Figures.inEvidence("Returns within thirty days; a two-year warranty; twenty-five "
                + "stores; someone waited 3 weeks; Twelve.");

        assertThat(figures).extracting(Figure::value, Figure::unit).containsExactlyInAnyOrder(
                tuple("3", "week"), tuple("30", "day"), tuple("2", "year"), tuple("25", ""), tuple("12", ""));
        assertThat(figures).extracting(Figure::text).contains("thirty days", "two-year", "twenty-five");
        assertThat(Figures.in("Returns within thirty days")).as("an answer's words are not figures").isEmpty();
    }

    @Test
    void matchesTheSameValueWithTheSameOrNoUnit() {
        Figure thirtyDays = Figures.in("30 days").get(0);

        assertThat(thirtyDays.matches(Figures.inEvidence("30 calendar days").get(0))).isTrue();
        assertThat(thirtyDays.matches(Figures.in("30.0 days").get(0))).isTrue();
        assertThat(thirtyDays.matches(Figures.in("30 weeks").get(0))).isFalse();
        assertThat(thirtyDays.matches(Figures.in("3 days").get(0))).isFalse();
    }

    @Test
    void aBareNumberInTheEvidenceSupportsOnlyTheUnitItsWordsName() {
        Figure fiveMcg = Figures.in("5 mcg").get(0);
        Figure fiveDays = Figures.in("5 business days").get(0);

        assertThat(fiveMcg.matches(evidence("within 5 working days of approval"))).isFalse();
        assertThat(fiveDays.matches(evidence("within 5 working days of approval"))).isTrue();
        assertThat(fiveDays.matches(evidence("within 5. Days later"))).as("past the sentence").isFalse();
        assertThat(fiveMcg.matches(evidence("5 patients took 10 mcg"))).as("past the next number").isFalse();
        assertThat(Figures.in("2°C").get(0).matches(evidence("Store between 2 and 8 °C."))).isTrue();
        assertThat(Figures.in("$14.95").get(0).matches(evidence("a fee of USD 14.95 applies"))).isTrue();
        assertThat(Figures.in("5").get(0).matches(evidence("5 working days"))).as("no unit asked").isTrue();
        assertThat(Figures.in("within 5 working days").get(0).nearby()).as("an answer's figures read no words")
                .isEmpty();
    }

    private static Figure evidence(String text) {
        return Figures.inEvidence(text).get(0);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Store between 2 °C and 8 °C.  | 2 | 8     | °c
            Store at 2–8 °C.              | 2 | 8     | °c
            Store at 2-8 °C.              | 2 | 8     | °c
            Store from 2 to 8 °C.         | 2 | 8     | °c
            A fee of USD 14.95 to 19.95.  | 14.95 | 19.95 | usd
            A fee of $14.95 to $19.95.    | 14.95 | 19.95 | usd
            A fee of $14.95 to 19.95.     | 14.95 | 19.95 | usd
            Take between 10 and 20 mg.    | 10 | 20   | mg
            It takes 2 to 3 hours.        | 2 | 3     | hour
            """)
    void readsBothEndsOfARangeWithTheUnitItWritesOnce(String text, String from, String to, String unit) {
        for (List<Figure> figures : List.of(Figures.in(text), Figures.inEvidence(text))) {
            assertThat(figures).as(text).extracting(Figure::value, Figure::unit)
                    .containsExactly(tuple(from, unit), tuple(to, unit));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"Take 5 and 10 mg.", "Open from 5 to 7 pm.", "Adults take 5, children 10 mg."})
    void readsNoRangeWithoutItsWords(String text) {
        assertThat(Figures.in(text).get(0).unit()).as(text).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Store the vials between 2 °C and 8 °C.   | Store the vials at 2–8 °C.                 | true
            Store the vials at 2–8 °C.               | Store the vials between 2 °C and 8 °C.     | true
            Store the vials at 2–8 °C.               | Store the vials between 2 and 8 °C.        | true
            Store the vials between 2 °C and 8 °C.   | Store the vials between 2 °C and 25 °C.    | false
            Store the vials at 2–8 °C.               | Store the vials between 2 °C and 25 °C.    | false
            Store the vials at 2–8 °C.               | Store the vials at 2–8 °F.                 | false
            The fee is USD 14.95 to 19.95.           | The fee is $14.95 to $19.95.               | true
            The fee is USD 14.95 to 19.95.           | The fee is EUR 14.95 to 19.95.             | false
            Take between 10 and 20 mg.               | Take 10–20 mg.                             | true
            Take between 10 and 20 mg.               | Take 10–20 mcg.                            | false
            """)
    void comparesARangeEndByEndWithItsUnit(String answer, String evidence, boolean backed) {
        List<Figure> known = Figures.inEvidence(evidence);
        List<Figure> stated = Figures.in(answer);

        assertThat(stated).as(answer).hasSize(2);
        assertThat(stated.stream().allMatch(figure -> known.stream().anyMatch(figure::matches)))
                .as(answer + " against " + evidence).isEqualTo(backed);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            It takes 2 hours.             | It takes 120 minutes.        | true
            It takes 2 hrs.               | It takes 120 mins.           | true
            It takes 90 min.              | It takes 1.5 h.              | true
            It takes 1 week.              | It takes 7 days.             | true
            The warranty lasts 1 year.    | The warranty lasts 12 months. | true
            It takes 2 hours.             | It takes 2 hours.            | true
            Report it within 24 hours.    | Report it within 1 day.      | true
            It takes 2 hours.             | It takes 30 minutes.         | false
            It takes 2 hours.             | It takes 2 minutes.          | false
            It takes 30 days.             | It takes 1 month.            | false
            Report it after 24 hours.     | Report it within 1 day.      | false
            """)
    void comparesADurationInWhateverUnitsItIsWritten(String answer, String evidence, boolean backed) {
        assertThat(Figures.in(answer).get(0).matches(Figures.inEvidence(evidence).get(0)))
                .as(answer + " against " + evidence).isEqualTo(backed);
    }

    @Test
    void aBareNumberOfTheEvidenceBacksADurationItsWordsName() {
        assertThat(evidence("2 or 3 hours").unit()).isEmpty();
        assertThat(Figures.in("120 minutes").get(0).matches(evidence("2 or 3 hours"))).isTrue();
        assertThat(Figures.in("30 minutes").get(0).matches(evidence("2 or 3 hours"))).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Take 5 mg twice a day.                   | 5   | mg  | ''    | ''  | 2/day
            Take 5 mg of Lumora once a day with food. | 5  | mg  | ''    | ''  | 1/day
            Take 5 mg daily.                         | 5   | mg  | ''    | ''  | 1/day
            Take 5 mg every 8 hours.                 | 5   | mg  | ''    | ''  | 1/8 hour
            Take 5 mg once an hour.                  | 5   | mg  | ''    | ''  | 1/hour
            Give 5 mg/kg by infusion.                | 5   | mg  | ''    | kg  | ''
            Give 2 mg per mL of solution.            | 2   | mg  | ''    | ml  | ''
            Take up to 5 mg a day.                   | 5   | mg  | UPPER | ''  | 1/day
            Take at least 5 mg.                      | 5   | mg  | LOWER | ''  | ''
            Take no more than 4 g.                   | 4   | g   | UPPER | ''  | ''
            Report it within 24 hours.               | 24  | hour | UPPER | '' | ''
            Excursions of more than 30 minutes.      | 30  | minute | LOWER | '' | ''
            Take 5 mg or more.                       | 5   | mg  | LOWER | ''  | ''
            Repeat the course every 12 months.       | 12  | month | ''  | ''  | 1/every
            A dose of 5.0e1 mg.                      | 50  | mg  | ''    | ''  | ''
            A dose of 5 x 10 mg.                     | 50  | mg  | ''    | ''  | ''
            """)
    void readsWhatTheWordsAroundAFigureAdd(String text, String value, String unit, String bound, String per,
                                           String frequency) {
        assertThat(Figures.in(text)).first().satisfies(f -> {
            assertThat(f.value()).isEqualTo(value);
            assertThat(f.unit()).isEqualTo(unit);
            assertThat(f.qualifiers().bound() == null ? "" : f.qualifiers().bound().name()).isEqualTo(bound);
            assertThat(f.qualifiers().per() == null ? "" : f.qualifiers().per()).isEqualTo(per);
            assertThat(f.qualifiers().frequency() == null ? "" : f.qualifiers().frequency()).isEqualTo(frequency);
        });
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Take 5 mg twice a day.      | Take 5 mg once a day.
            Take 5 mg once an hour.     | Take 5 mg once a day.
            Give 5 mg/kg.               | Give 5 mg once a day.
            Give 5 mg.                  | Give 5 mg/kg.
            Take at least 5 mg.         | Take up to 5 mg.
            Take 5 mg every 4 hours.    | Take 5 mg every 8 hours.
            Report it after 24 hours.   | Report it within 24 hours.
            """)
    void aFigureIsNotBackedWithOtherQualifiers(String answer, String evidence) {
        assertThat(Figures.in(answer).get(0).matches(Figures.inEvidence(evidence).get(0))).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Take 5 mg.                           | Take 5 mg of Lumora once a day with food.
            Lumora is taken once a day, at a dose of 5 mg. | Take 5 mg of Lumora once a day with food.
            Take 5 mg daily.                     | Take 5 mg once a day.
            Give 5 mg per kg.                    | Give 5 mg/kg by infusion.
            Report it within 24 hours.           | It must be reported no later than 24 hours after.
            """)
    void aFigureIsBackedWithTheSameOrFewerQualifiers(String answer, String evidence) {
        assertThat(Figures.in(answer).get(0).matches(Figures.inEvidence(evidence).get(0))).isTrue();
    }
}
