package io.ragguard.generation.fake;

import jakarta.json.JsonObject;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A request as the fake received it: method, raw path and query, headers (names in lower case), the JSON
 * body (null when it was not JSON), the scenario it played (null when the fake refused it before
 * choosing one), and when each sentence of the answer was flushed.
 */
public record ReceivedRequest(String method, String path, String query, Map<String, List<String>> headers,
                              JsonObject body, Scenario scenario, List<Long> sentenceFlushTimes) {

    /** The first value of a header, whatever the case of its name; null when it was not sent. */
    public String header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /**
     * {@link System#nanoTime()} right after the fake flushed the piece that completed each sentence of the
     * answer (a {@code .}, {@code !} or {@code ?} followed by a space or the end), in order; for a plain
     * answer, all at the moment the body was flushed. It grows while the answer streams.
     */
    @Override
    public List<Long> sentenceFlushTimes() {
        return List.copyOf(sentenceFlushTimes);
    }
}
