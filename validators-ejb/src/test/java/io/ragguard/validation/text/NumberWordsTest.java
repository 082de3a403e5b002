package io.ragguard.validation.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NumberWordsTest {

    @Test
    void readsNumbersUnderAHundredWrittenInWords() {
        assertThat(NumberWords.value("zero")).isZero();
        assertThat(NumberWords.value("Seven")).isEqualTo(7);
        assertThat(NumberWords.value("nineteen")).isEqualTo(19);
        assertThat(NumberWords.value("thirty")).isEqualTo(30);
        assertThat(NumberWords.value("twenty-five")).isEqualTo(25);
        assertThat(NumberWords.value("ninety-nine")).isEqualTo(99);
    }

    @Test
    void restIsNoNumber() {
        for (String word : new String[] {"someone", "hundred", "twenty-eleven", "twenty-zero", "ten-five", "five-ten"}) {
            assertThat(NumberWords.value(word)).as(word).isEqualTo(-1);
        }
    }
}
