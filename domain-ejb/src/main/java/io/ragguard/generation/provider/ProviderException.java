package io.ragguard.generation.provider;

import java.time.Duration;
import java.util.Optional;

/**
 * A provider call that gave no servable answer, by {@link Kind}; with the HTTP status when there was
 * one (0 otherwise) and the wait the provider asked for in {@code Retry-After}, if it did.
 */
public class ProviderException extends RuntimeException {

    /** How a call failed; the label is what metrics, records and {@code generator} show. */
    public enum Kind {
        /** No first byte, or a pause in the stream, within the timeout. */
        TIMEOUT("timeout"),
        /** 429. */
        RATE_LIMITED("rate_limited"),
        /** 5xx, or an overloaded/error event in a stream. */
        UNAVAILABLE("unavailable"),
        /** Another 4xx: a wrong key, an unknown model, a request it refused. */
        REJECTED("rejected"),
        /** Could not connect or the connection broke. */
        CONNECTION("connection"),
        /** A body that is not the JSON the API defines. */
        MALFORMED("malformed"),
        /** A stream that ended before its end marker. */
        TRUNCATED("truncated"),
        /** An answer with no text. */
        EMPTY("empty"),
        /** A content-filter, safety or refusal stop. */
        CONTENT_FILTER("content_filter"),
        /** This provider's circuit breaker is open. */
        CIRCUIT_OPEN("circuit_open"),
        /** Every place in the bulkhead is taken. */
        BULKHEAD_FULL("bulkhead_full");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private final Kind kind;
    private final int status;
    private final Duration retryAfter;

    public ProviderException(Kind kind, int status, Duration retryAfter, String message) {
        super(message);
        this.kind = kind;
        this.status = status;
        this.retryAfter = retryAfter;
    }

    public ProviderException(Kind kind, String message) {
        this(kind, 0, null, message);
    }

    public ProviderException(Kind kind, String message, Throwable cause) {
        this(kind, 0, null, message);
        initCause(cause);
    }

    public Kind kind() {
        return kind;
    }

    public int status() {
        return status;
    }

    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    /** Whether trying again may help: 429, 502, 503, 504 and Anthropic's 529 (overloaded). */
    public boolean retryable() {
        return kind == Kind.RATE_LIMITED || status == 502 || status == 503 || status == 504 || status == 529;
    }
}
