package io.ragguard.validation.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UnitsTest {

    @Test
    void namesAbbreviationsAndSignsOfOneUnitShareOneForm() {
        assertThat(Units.canonical("Milligrams")).isEqualTo("mg");
        assertThat(Units.canonical("mg")).isEqualTo("mg");
        assertThat(Units.canonical("µg")).isEqualTo(Units.canonical("micrograms"));
        assertThat(Units.canonical("per cent")).isEqualTo("%");
        assertThat(Units.canonical("3 business days".substring(2))).isEqualTo("day");
        assertThat(Units.canonical("kilometres")).isEqualTo("km");
        assertThat(Units.canonical("square  metre")).isEqualTo("m2");
        assertThat(Units.canonical("degrees Fahrenheit")).isEqualTo("°f");
        assertThat(Units.canonical("° C")).isEqualTo("°c");
    }

    @Test
    void thePoundSignIsMoneyAndTheWordIsWeight() {
        assertThat(Units.canonical("£")).isEqualTo("gbp");
        assertThat(Units.canonical("$")).isEqualTo(Units.canonical("dollars")).isEqualTo("usd");
        assertThat(Units.canonical("pounds")).isEqualTo(Units.canonical("lbs")).isEqualTo("lb");
    }

    @Test
    void anUnknownWordComesBackSingularAndNothingIsEmpty() {
        assertThat(Units.canonical("tablets")).isEqualTo("tablet");
        assertThat(Units.canonical("glass")).isEqualTo("glass");
        assertThat(Units.canonical(null)).isEmpty();
    }

    @Test
    void aDurationIsTheSameInAnyUnitOfTime() {
        assertThat(Units.same("2", Units.canonical("hours"), "120", Units.canonical("minutes"))).isTrue();
        assertThat(Units.same("2", Units.canonical("hrs"), "120", Units.canonical("mins"))).isTrue();
        assertThat(Units.same("1.5", Units.canonical("h"), "90", Units.canonical("min"))).isTrue();
        assertThat(Units.same("1", "week", "7", "day")).isTrue();
        assertThat(Units.same("1", "year", "12", "month")).isTrue();
        assertThat(Units.same("90", Units.canonical("secs"), "1.5", "minute")).isTrue();
        assertThat(Units.same("2", "hour", "30", "minute")).isFalse();
        assertThat(Units.same("2", "hour", "2", "minute")).isFalse();
    }

    @Test
    void aMonthIsNoNumberOfDaysAndOtherUnitsAreNotConverted() {
        assertThat(Units.same("30", "day", "1", "month")).isFalse();
        assertThat(Units.same("1", "year", "365", "day")).isFalse();
        assertThat(Units.same("1", "kg", "1000", "g")).isFalse();
        assertThat(Units.same("5", "mg", "5", "mg")).isTrue();
        assertThat(Units.same("17:00", "time", "17:00", "time")).isTrue();
        assertThat(Units.same("5", "hour", "5", "")).isFalse();
    }

    @Test
    void theFiguresCheckAndTheGroundingFeaturesReadAFigureAlike() {
        assertThat(Figures.in("a fee of £12")).singleElement()
                .satisfies(figure -> assertThat(figure.unit()).isEqualTo(Units.canonical("£")));
    }
}
