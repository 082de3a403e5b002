package io.ragguard.validation.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LanguageDetectionTest {

    @Test
    void looksAtTheHeadOfALongTextCutBetweenWords() {
        String text = "word ".repeat(400);

        String head = LanguageDetection.head(text);

        assertThat(head.length()).isLessThanOrEqualTo(LanguageDetection.MAX_CHARS);
        assertThat(head).endsWith("word").doesNotEndWith(" ");
        assertThat(LanguageDetection.head("short text")).isEqualTo("short text");
    }

    @Test
    void detectsALongAnswerFromItsHeadAsConfidentlyAsAParagraph() {
        String paragraph = "Most items can be returned within thirty days of delivery for a full refund to the "
                + "original payment method. Members of the loyalty programme receive an extended window. ";
        Detection detection = LanguageDetection.fromClasspath().detect(paragraph.repeat(10));

        assertThat(detection.language()).isEqualTo("eng");
        assertThat(detection.confidence()).isGreaterThan(0.5);
    }
}
