package io.ragguard.validation.text;

import java.util.Comparator;
import java.util.List;

/**
 * An answer without some of its sentences: each removed with the space after it, and a line it
 * filled alone removed with its line break, so that neither a gap nor an empty list item is left.
 */
public final class SentenceRemoval {

    /** A sentence's place in the answer: {@code answer.substring(start, end)}. */
    public record Span(int start, int end) {
    }

    private SentenceRemoval() {
    }

    /** The answer without the sentences at {@code spans} (in any order, not overlapping), stripped. */
    public static String without(String answer, List<Span> spans) {
        StringBuilder kept = new StringBuilder();
        int copied = 0;
        for (Span span : spans.stream().sorted(Comparator.comparingInt(Span::start)).toList()) {
            if (span.start() < copied) {
                continue;
            }
            kept.append(answer, copied, span.start());
            int end = span.end();
            while (end < answer.length() && (answer.charAt(end) == ' ' || answer.charAt(end) == '\t')) {
                end++;
            }
            boolean lineEnd = end == answer.length() || answer.charAt(end) == '\n';
            if (lineEnd) {
                while (!kept.isEmpty() && (kept.charAt(kept.length() - 1) == ' '
                        || kept.charAt(kept.length() - 1) == '\t')) {
                    kept.setLength(kept.length() - 1);
                }
                boolean wholeLine = kept.isEmpty() || kept.charAt(kept.length() - 1) == '\n';
                if (wholeLine && end < answer.length()) {
                    end++;
                }
            }
            copied = end;
        }
        return kept.append(answer.substring(copied)).toString().strip();
    }
}
