package io.ragguard.generation.provider;

import io.ragguard.generation.provider.ProviderException.Kind;

/**
 * A reply while it comes in, plain or streamed: the text (and the piece not yet handed to the consumer),
 * token counts, finish reason and whether the provider stopped it for its content; {@link #complete()}
 * makes it the reply, or the failure an empty or filtered answer is.
 */
final class PartialReply {

    private final String provider;
    private final StringBuilder text = new StringBuilder();
    private int handedOut;
    private int tokensIn = -1;
    private int tokensOut = -1;
    private String finishReason;
    private boolean filtered;

    PartialReply(String provider) {
        this.provider = provider;
    }

    void append(String piece) {
        if (piece != null) {
            text.append(piece);
        }
    }

    /** The text appended since the last call: the next piece for the stream's consumer. */
    String takePiece() {
        String piece = text.substring(handedOut);
        handedOut = text.length();
        return piece;
    }

    /** A count the provider gave; an absent one (-1) leaves what an earlier event said. */
    void tokensIn(int count) {
        if (count >= 0) {
            tokensIn = count;
        }
    }

    void tokensOut(int count) {
        if (count >= 0) {
            tokensOut = count;
        }
    }

    void finishReason(String reason) {
        if (reason != null) {
            finishReason = reason;
        }
    }

    /** The provider stopped the answer by a content filter, a safety rule or a refusal. */
    void filtered() {
        filtered = true;
    }

    ProviderReply complete() {
        if (filtered) {
            throw new ProviderException(Kind.CONTENT_FILTER, provider + " stopped the answer for its content ("
                    + finishReason + ")");
        }
        if (text.toString().isBlank()) {
            throw new ProviderException(Kind.EMPTY, provider + " answered no text (finish reason " + finishReason
                    + ")");
        }
        return new ProviderReply(text.toString(), tokensIn, tokensOut, finishReason);
    }
}
