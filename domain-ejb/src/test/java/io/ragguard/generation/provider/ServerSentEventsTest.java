package io.ragguard.generation.provider;

import io.ragguard.generation.provider.ServerSentEvents.Event;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ServerSentEventsTest {

    @Test
    void readsEventsWhateverTheirLinesEndWith() throws IOException {
        List<Event> events = all("event: message_start\ndata: {\"a\":1}\n\ndata: two\r\n\r\ndata: three\r\rdata: [DONE]\n\n");

        assertThat(events).containsExactly(new Event("message_start", "{\"a\":1}"), new Event("message", "two"),
                new Event("message", "three"), new Event("message", "[DONE]"));
    }

    @Test
    void joinsDataLinesAndSkipsCommentsAndOtherFields() throws IOException {
        List<Event> events = all(": keep-alive\n\nid: 7\nretry: 1000\ndata:first\ndata: second\n\n");

        assertThat(events).containsExactly(new Event("message", "first\nsecond"));
    }

    @Test
    void returnsAnEventTheBodyEndsInTheMiddleOf() throws IOException {
        assertThat(all("data: done\n\ndata: last")).containsExactly(new Event("message", "done"),
                new Event("message", "last"));
    }

    @Test
    void decodesCharactersSplitAcrossReads() throws IOException {
        byte[] bytes = "data: Grüße, 東京 €\r\n\r\n".getBytes(StandardCharsets.UTF_8);
        InputStream oneByteAtATime = new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] buffer, int offset, int length) {
                return super.read(buffer, offset, Math.min(1, length));
            }
        };

        assertThat(new ServerSentEvents(oneByteAtATime).next()).isEqualTo(new Event("message", "Grüße, 東京 €"));
    }

    private static List<Event> all(String body) throws IOException {
        ServerSentEvents events = new ServerSentEvents(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)));
        List<Event> all = new ArrayList<>();
        for (Event event = events.next(); event != null; event = events.next()) {
            all.add(event);
        }
        return all;
    }
}
