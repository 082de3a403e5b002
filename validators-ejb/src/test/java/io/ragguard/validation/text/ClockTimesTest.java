package io.ragguard.validation.text;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class ClockTimesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Open from 11:00 AM to 5:00 PM every day.|Open from 11:00 to 17:00 every day.",
        "Open 9 am to 9 pm.|Open 09:00 to 21:00.",
        "Opens at 9 a.m. Closes at 6 p.m. daily.|Opens at 09:00. Closes at 18:00 daily.",
        "Monday: 17:30-23:0.|Monday: 17:30-23:00.",
        "Midnight is 12 AM, noon 12 PM.|Midnight is 00:00, noon 12:00.",
        "Take 5 mg at 8 am.|Take 5 mg at 08:00.",
        "A 30-day window, 5 mg, version 2.3.|A 30-day window, 5 mg, version 2.3."})
    void writesEveryTimeOfDayOnATwentyFourHourClock(String text, String canonical) {
        assertThat(ClockTimes.canonical(text)).isEqualTo(canonical);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"The shop opens at 5:00 PM.|Opening hours: 17:0-21:0.",
        "Doors close at 9 pm.|It closes at 21:00 on weekdays."})
    void aTimeIsAFigureTheSameTimeOnAnotherClockBacks(String answer, String evidence) {
        Figure time = Figures.in(answer).get(0);

        assertThat(time.unit()).isEqualTo("time");
        assertThat(Figures.inEvidence(evidence)).anyMatch(time::matches);
    }
}
