package io.ragguard.generation.fake;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How fast the fake answers: the wait before the first piece of text, the wait before each next piece and
 * the characters in a piece, or, with 0 characters, pieces cut as a model's tokenizer cuts them (a word
 * with the white space before it, each punctuation mark apart). A plain answer waits as long as its
 * stream would have taken.
 */
record Pace(Duration firstToken, Duration perChunk, int charsPerChunk) {

    static final Pace IMMEDIATE = new Pace(Duration.ZERO, Duration.ZERO, 4);

    Pace {
        if (firstToken.isNegative() || perChunk.isNegative() || charsPerChunk < 0) {
            throw new IllegalArgumentException("a pace needs waits of zero or more and at least one character a chunk");
        }
    }

    private static final Pattern TOKEN = Pattern.compile("\\s*(?:[\\p{L}\\p{N}]+|[^\\s\\p{L}\\p{N}])|\\s+$");

    /** The text cut into pieces of {@code charsPerChunk} characters (code points), or into tokens. */
    List<String> pieces(String text) {
        List<String> pieces = new ArrayList<>();
        if (charsPerChunk == 0) {
            Matcher token = TOKEN.matcher(text);
            while (token.find()) {
                pieces.add(token.group());
            }
            return pieces;
        }
        int[] codePoints = text.codePoints().toArray();
        for (int start = 0; start < codePoints.length; start += charsPerChunk) {
            pieces.add(new String(codePoints, start, Math.min(charsPerChunk, codePoints.length - start)));
        }
        return pieces;
    }

    /** How long a plain answer of this many pieces waits before it is sent. */
    Duration whole(int pieces) {
        return pieces == 0 ? firstToken : firstToken.plus(perChunk.multipliedBy(pieces - 1L));
    }
}
