package io.ragguard.generation.fake;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * How fast the fake answers: the wait before the first piece of text, the wait before each next piece and
 * the characters in a piece. A plain answer waits as long as its stream would have taken.
 */
record Pace(Duration firstToken, Duration perChunk, int charsPerChunk) {

    static final Pace IMMEDIATE = new Pace(Duration.ZERO, Duration.ZERO, 4);

    Pace {
        if (firstToken.isNegative() || perChunk.isNegative() || charsPerChunk < 1) {
            throw new IllegalArgumentException("a pace needs waits of zero or more and at least one character a chunk");
        }
    }

    /** The text cut into pieces of {@code charsPerChunk} characters (code points). */
    List<String> pieces(String text) {
        List<String> pieces = new ArrayList<>();
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
