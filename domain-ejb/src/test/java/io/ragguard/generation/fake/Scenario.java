package io.ragguard.generation.fake;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What the fake does with one request. A request plays the next scripted scenario, else the one whose
 * {@link #label()} is the requested model (model {@code hang} plays {@link #HANG}), else {@link #ANSWER}.
 */
public enum Scenario {
    /** A grounded answer from the prompt's sources, with its {@code [n]} markers. */
    ANSWER,
    /** The answer's first sentence, a sentence with a figure no source holds, then its second sentence. */
    UNSUPPORTED_FIGURE,
    /** A grounding judge that finds every sentence it is asked about supported. */
    JUDGE_SUPPORTS_ALL,
    /** Only the sentence with a figure no source holds: nothing of it is supported. */
    UNSUPPORTED,
    /** 429 with {@code Retry-After} and the provider's error body. */
    RATE_LIMITED,
    /** 500 with the provider's error body. */
    SERVER_ERROR,
    /** 503 with {@code Retry-After} and the provider's overloaded error. */
    OVERLOADED,
    /** The request is read and never answered, until the fake is closed. */
    HANG,
    /** 200 headers and the first piece, then silence until the fake is closed. */
    HANG_AFTER_HEADERS,
    /** Streamed: half the answer and no end marker. Plain: the JSON body cut in half. */
    TRUNCATED,
    /** Plain: a 200 body that is not JSON. Streamed: an event whose data is broken JSON. */
    MALFORMED,
    /** The provider's content-filter stop: OpenAI {@code content_filter}, Gemini {@code SAFETY}, Anthropic {@code refusal}. */
    CONTENT_FILTER,
    /** 200 with no text. */
    EMPTY,
    /** An answer of about 4,000 words, the answer's sentences and then every source sentence in turn. */
    LONG,
    /**
     * Streamed: the first piece, then the provider's error inside the 200 stream (Anthropic's {@code event:
     * error} {@code overloaded_error}, an {@code error} object for OpenAI and Gemini). Plain: as
     * {@link #SERVER_ERROR}.
     */
    STREAM_ERROR;

    /** The model name that plays this scenario: the name in lower case, {@code hang_after_headers}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Optional<Scenario> labelled(String model) {
        return Arrays.stream(values()).filter(s -> s.label().equalsIgnoreCase(model)).findFirst();
    }
}
