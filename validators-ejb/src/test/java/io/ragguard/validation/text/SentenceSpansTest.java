package io.ragguard.validation.text;

import io.ragguard.validation.text.SentenceSpans.Span;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SentenceSpansTest {

    @Test
    void locatesEachSentenceInTheOriginalText() {
        String text = "Here is what I found:\n\n- Returns take 30 days [1].\n- Shipping takes\n  3 days. [2] Done.";

        List<Span> spans = SentenceSpans.of(text);

        assertThat(spans).extracting(Span::sentence).containsExactly("Here is what I found:",
                "- Returns take 30 days [1].", "- Shipping takes 3 days. [2]", "Done.");
        assertThat(spans).extracting(s -> text.substring(s.start(), s.end())).containsExactly(
                "Here is what I found:", "- Returns take 30 days [1].", "- Shipping takes\n  3 days. [2]", "Done.");
    }

    @Test
    void findsRepeatedSentencesInOrder() {
        List<Span> spans = SentenceSpans.of("Yes. Yes.");

        assertThat(spans).extracting(Span::start).containsExactly(0, 5);
    }

    @Test
    void findsNothingInBlankText() {
        assertThat(SentenceSpans.of(" \n ")).isEmpty();
        assertThat(SentenceSpans.of(null)).isEmpty();
    }
}
