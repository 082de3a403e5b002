package io.ragguard.client;

import jakarta.json.JsonObject;

/**
 * One event of a streamed answer: {@code context} (the passages, before generation), {@code delta}
 * ({@link #text()}: validated text to append), then {@code done} ({@link #answer()}: the whole answer,
 * authoritative), or {@code refused} (discard what was shown; the 422 body) or {@code error}.
 */
public record ChatEvent(String name, JsonObject data) {

    public static final String CONTEXT = "context";
    public static final String DELTA = "delta";
    public static final String DONE = "done";
    public static final String REFUSED = "refused";
    public static final String ERROR = "error";

    /** The text of a {@code delta}; empty for other events. */
    public String text() {
        return DELTA.equals(name) ? data.getString("text", "") : "";
    }

    /** The answer of a {@code done} event. */
    public Answer answer() {
        if (!DONE.equals(name)) {
            throw new IllegalStateException("a " + name + " event holds no answer");
        }
        return Answer.of(data);
    }

    /** Whether the stream ends with this event. */
    public boolean last() {
        return DONE.equals(name) || REFUSED.equals(name) || ERROR.equals(name);
    }
}
