package io.ragguard.console.evaluations;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FigureTextTest {

    @Test
    void writesASharePerCentWithOneDecimalOrNaWhereNothingWasCounted() {
        assertThat(FigureText.percent(0.6321)).isEqualTo("63.2 %");
        assertThat(FigureText.percent(1.0)).isEqualTo("100.0 %");
        assertThat(FigureText.percent(null)).isEqualTo("n/a");
        assertThat(FigureText.percent(Double.NaN)).isEqualTo("n/a");
    }

    @Test
    void writesAChangeInSignedPointsAndNoChangeAsSuch() {
        assertThat(FigureText.points(0.125)).isEqualTo("+12.5 pts");
        assertThat(FigureText.points(-0.03)).isEqualTo("-3.0 pts");
        assertThat(FigureText.points(0.0)).isEqualTo("no change");
        assertThat(FigureText.points(0.0004)).as("below a tenth of a point").isEqualTo("no change");
    }

    @Test
    void writesAThresholdAsTheSettingsDo() {
        assertThat(FigureText.threshold(0.35000000000000003)).isEqualTo("0.35");
        assertThat(FigureText.threshold(0.5)).isEqualTo("0.5");
        assertThat(FigureText.threshold(1.0)).isEqualTo("1");
    }
}
