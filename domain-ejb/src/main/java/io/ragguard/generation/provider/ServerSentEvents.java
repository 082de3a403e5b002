package io.ragguard.generation.provider;

import io.ragguard.generation.provider.ProviderException.Kind;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A {@code text/event-stream} body read event by event as its bytes arrive: lines end with CR, LF or
 * CRLF, {@code data:} lines are joined with LF, {@code event:} names the event, comments and other fields
 * are skipped. An event still open when the body ends is returned too. Whoever opened the body closes it.
 */
final class ServerSentEvents {

    /** One event: its type ({@code message} when it has no {@code event:} line) and its data. */
    record Event(String type, String data) {
    }

    private static final int LONGEST_LINE = 4 << 20;

    private final InputStream body;
    private final byte[] buffer = new byte[8192];
    private int position;
    private int limit;
    private boolean skipLineFeed;
    private byte[] line = new byte[512];
    private int lineLength;

    ServerSentEvents(InputStream body) {
        this.body = body;
    }

    /** The next event, or null at the end of the body. */
    Event next() throws IOException {
        String type = null;
        StringBuilder data = null;
        for (String text = readLine(); text != null; text = readLine()) {
            if (text.isEmpty()) {
                if (data != null) {
                    return new Event(type == null ? "message" : type, data.toString());
                }
                type = null;
                continue;
            }
            if (text.charAt(0) == ':') {
                continue;
            }
            int colon = text.indexOf(':');
            String field = colon < 0 ? text : text.substring(0, colon);
            String value = colon < 0 ? "" : text.substring(text.startsWith(" ", colon + 1) ? colon + 2 : colon + 1);
            if (field.equals("event")) {
                type = value;
            } else if (field.equals("data")) {
                data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
            }
        }
        return data == null ? null : new Event(type == null ? "message" : type, data.toString());
    }

    /** The next line without its end, or null at the end of the body. */
    private String readLine() throws IOException {
        lineLength = 0;
        while (true) {
            if (position == limit) {
                int count = body.read(buffer);
                if (count < 0) {
                    return lineLength == 0 ? null : lineText();
                }
                position = 0;
                limit = count;
                continue;
            }
            byte next = buffer[position++];
            if (skipLineFeed) {
                skipLineFeed = false;
                if (next == '\n') {
                    continue;
                }
            }
            if (next == '\n' || next == '\r') {
                skipLineFeed = next == '\r';
                return lineText();
            }
            if (lineLength == line.length) {
                if (lineLength >= LONGEST_LINE) {
                    throw new ProviderException(Kind.MALFORMED, "an event line longer than " + LONGEST_LINE + " bytes");
                }
                line = Arrays.copyOf(line, lineLength * 2);
            }
            line[lineLength++] = next;
        }
    }

    private String lineText() {
        return new String(line, 0, lineLength, StandardCharsets.UTF_8);
    }
}
