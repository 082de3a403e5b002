package io.ragguard.privacy;

import io.ragguard.text.Normalized;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text read as a person reads personal data written to slip past a pattern, and the way back to the
 * text's own offsets:
 * <ul>
 * <li>each character in NFKC (a fullwidth {@code ＠} or {@code ５} as {@code @} or {@code 5}), without
 *     invisible characters (a zero-width space before {@code @}), letters of other scripts that pose as
 *     Latin ones as those ({@code .сom} with a Cyrillic {@code с}), any dash as {@code -};</li>
 * <li>any dash, slash or underscore between digit groups, with the spaces or the line break around it,
 *     as {@code -}, and a line break between digit groups as a space;</li>
 * <li>{@code [at]}, {@code (at)}, {@code {at}} as {@code @} and {@code [dot]}, {@code (dot)} as
 *     {@code .}; {@code jo at example dot com} as {@code jo@example.com};</li>
 * <li>a run of single letters and digits spaced out ({@code j o @ e x a m p l e . c o m}) without its
 *     spaces.</li>
 * </ul>
 * A finding in the view covers, in the text, every character it was read from.
 */
final class DisguisedView {

    private static final Pattern DIGIT_SEPARATOR = Pattern.compile("(?<=\\d)[ \\t]*(?:\\r?\\n[ \\t]*)?[-/_]"
            + "[ \\t]*(?:\\r?\\n[ \\t]*)?(?=\\d)");
    private static final Pattern DIGIT_LINE_BREAK = Pattern.compile("(?<=\\d)[ \\t]*\\r?\\n[ \\t]*(?=\\d)");
    private static final Pattern AT = Pattern.compile("(?i)\\s*[\\[({<]\\s*(?:at|@)\\s*[\\])}>]\\s*");
    private static final Pattern DOT = Pattern.compile("(?i)\\s*[\\[({<]\\s*(?:dot|\\.)\\s*[\\])}>]\\s*");
    /** An address in words: "jo at example dot com", "jo.doe at mail dot example dot org". */
    private static final Pattern IN_WORDS = Pattern.compile("(?i)(?<![\\w.+-])([\\w.+-]+)\\s+at\\s+"
            + "([a-z0-9-]+(?:\\s+dot\\s+[a-z0-9-]+)+)(?![\\w-])");
    private static final Pattern WORD_DOT = Pattern.compile("(?i)\\s+dot\\s+");
    /** At least five single characters of an address or a number, one space apart. */
    private static final Pattern SPACED_OUT = Pattern.compile("(?<![\\w@.+-])(?:[\\w@.+-] ){4,}[\\w@.+-](?![\\w@.+-])");

    private final String view;
    /** For each character of the view, the offset in the source of the first character it was read from. */
    private final int[] starts;
    /** For each character of the view, the offset in the source after the last character it was read from. */
    private final int[] ends;

    private DisguisedView(String view, int[] starts, int[] ends) {
        this.view = view;
        this.starts = starts;
        this.ends = ends;
    }

    static DisguisedView of(String text) {
        return characters(text).replace(DIGIT_SEPARATOR, m -> "-").replace(DIGIT_LINE_BREAK, m -> " ")
                .replace(IN_WORDS, m -> m.group(1) + "@" + WORD_DOT.matcher(m.group(2)).replaceAll("."))
                .replace(AT, m -> "@").replace(DOT, m -> ".").withoutSpacesIn(SPACED_OUT);
    }

    String view() {
        return view;
    }

    /** A finding in the view as a finding in the source. */
    PiiFinding inSource(PiiFinding found) {
        return new PiiFinding(found.kind(), starts[found.start()], ends[found.end() - 1]);
    }

    /** Each character of the text in NFKC, visible, in Latin letters where it poses as one, dashes as "-". */
    private static DisguisedView characters(String text) {
        Builder out = new Builder(text.length());
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            int next = i + Character.charCount(codePoint);
            if (codePoint < 0x80) {
                // ASCII: already what NFKC and the folding read it as
                out.add((char) codePoint, i, next);
            } else if (!Normalized.invisible(codePoint)) {
                String read = Normalizer.normalize(new String(Character.toChars(codePoint)), Normalizer.Form.NFKC);
                for (int k = 0; k < read.length(); k++) {
                    out.add(plain(read.charAt(k)), i, next);
                }
            }
            i = next;
        }
        return out.build();
    }

    private static char plain(char c) {
        if (c >= '\u2010' && c <= '\u2015' || c == '\u2212' || c == '\uFE63') {
            return '-';
        }
        return Normalized.asLatin(c);
    }

    /** Each match replaced by what {@code replacement} gives, each character of which is read from all of it. */
    private DisguisedView replace(Pattern pattern, Function<MatchResult, String> replacement) {
        return rewrite(pattern, (m, out) -> {
            String with = replacement.apply(m);
            for (int k = 0; k < with.length(); k++) {
                out.add(with.charAt(k), starts[m.start()], ends[m.end() - 1]);
            }
        });
    }

    /** Each match without its spaces; its other characters keep their own offsets. */
    private DisguisedView withoutSpacesIn(Pattern pattern) {
        return rewrite(pattern, (m, out) -> {
            for (int i = m.start(); i < m.end(); i++) {
                if (view.charAt(i) != ' ') {
                    out.add(view.charAt(i), starts[i], ends[i]);
                }
            }
        });
    }

    /** The view with each match written by {@code written}, and the text between matches as it is. */
    private DisguisedView rewrite(Pattern pattern, BiConsumer<MatchResult, Builder> written) {
        Matcher m = pattern.matcher(view);
        if (!m.find()) {
            return this;
        }
        Builder out = new Builder(view.length());
        int copied = 0;
        do {
            copy(out, copied, m.start());
            written.accept(m.toMatchResult(), out);
            copied = m.end();
        } while (m.find());
        copy(out, copied, view.length());
        return out.build();
    }

    private void copy(Builder out, int from, int to) {
        for (int i = from; i < to; i++) {
            out.add(view.charAt(i), starts[i], ends[i]);
        }
    }

    /** A view being written, character by character, each with the span of the source it was read from. */
    private static final class Builder {
        private final StringBuilder text;
        private int[] starts;
        private int[] ends;

        Builder(int capacity) {
            text = new StringBuilder(capacity);
            starts = new int[Math.max(16, capacity)];
            ends = new int[starts.length];
        }

        void add(char c, int start, int end) {
            if (text.length() == starts.length) {
                starts = Arrays.copyOf(starts, starts.length * 2);
                ends = Arrays.copyOf(ends, ends.length * 2);
            }
            starts[text.length()] = start;
            ends[text.length()] = end;
            text.append(c);
        }

        DisguisedView build() {
            return new DisguisedView(text.toString(), starts, ends);
        }
    }
}
