package io.ragguard.answering.boundary;

import java.util.Locale;

/**
 * Why a streamed answer could not be completed once its stream had begun: the model failed (and
 * {@code llm.fallback} is none), or something unexpected went wrong; {@code message} is safe to show.
 */
public record Failure(Kind kind, String message) {

    public enum Kind {
        MODEL_UNAVAILABLE, INTERNAL_ERROR;

        /** The error code the API writes: {@code model_unavailable}, {@code internal_error}. */
        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
