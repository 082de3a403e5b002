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
    void theFiguresCheckAndTheGroundingFeaturesReadAFigureAlike() {
        assertThat(Figures.in("a fee of £12")).singleElement()
                .satisfies(figure -> assertThat(figure.unit()).isEqualTo(Units.canonical("£")));
    }
}
