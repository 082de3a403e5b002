package io.ragguard.validation.text;

import io.ragguard.text.Sentences;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The sentences of {@link Sentences#split}, each with the span of the text it came from: the
 * splitter collapses white space, a span covers the original line breaks and indentation.
 */
public final class SentenceSpans {

    /** One sentence as the splitter gives it, and where it stands: {@code text.substring(start, end)}. */
    public record Span(String sentence, int start, int end) {
    }

    private SentenceSpans() {
    }

    public static List<Span> of(String text) {
        List<Span> spans = new ArrayList<>();
        if (text == null) {
            return spans;
        }
        int from = 0;
        for (String sentence : Sentences.split(text)) {
            Matcher span = patternOf(sentence).matcher(text);
            if (span.find(from)) {
                spans.add(new Span(sentence, span.start(), span.end()));
                from = span.end();
            }
        }
        return spans;
    }

    /** The sentence with each collapsed run of white space matching any run of white space. */
    private static Pattern patternOf(String sentence) {
        return Pattern.compile(Pattern.compile(" ").splitAsStream(sentence)
                .map(Pattern::quote).collect(Collectors.joining("\\s+")));
    }
}
