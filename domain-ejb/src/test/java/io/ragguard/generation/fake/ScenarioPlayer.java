package io.ragguard.generation.fake;

import com.sun.net.httpserver.HttpExchange;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Plays one {@link Scenario} onto one exchange in a wire format: the answer plain or streamed at the
 * fake's pace, an error with its status and body, a hang until the fake closes, or a broken reply; and
 * notes when each sentence of the answer was flushed.
 */
final class ScenarioPlayer {

    private final HttpExchange exchange;
    private final WireFormat format;
    private final Prompt prompt;
    private final Pace pace;
    private final String retryAfter;
    private final CountDownLatch closing;
    private final List<Long> sentenceFlushTimes;

    ScenarioPlayer(HttpExchange exchange, WireFormat format, Prompt prompt, Pace pace, String retryAfter,
                   CountDownLatch closing, List<Long> sentenceFlushTimes) {
        this.exchange = exchange;
        this.format = format;
        this.prompt = prompt;
        this.pace = pace;
        this.retryAfter = retryAfter;
        this.closing = closing;
        this.sentenceFlushTimes = sentenceFlushTimes;
    }

    void play(Scenario scenario) throws IOException {
        GroundedAnswer grounded = GroundedAnswer.of(prompt.system(), prompt.lastUserMessage());
        switch (scenario) {
            case ANSWER -> answer(reply(grounded.answer()));
            case UNSUPPORTED_FIGURE -> answer(reply(grounded.withUnsupportedFigure()));
            case JUDGE_SUPPORTS_ALL -> answer(reply(grounded.verdicts(true)));
            case UNSUPPORTED -> answer(reply(GroundedAnswer.UNSUPPORTED_SENTENCE));
            case LONG -> answer(reply(grounded.longAnswer()));
            case EMPTY -> answer(reply(""));
            case CONTENT_FILTER -> answer(new FakeReply(firstWords(grounded.answer()), true, prompt.words(), 3));
            case RATE_LIMITED -> error(429, "Rate limit reached for requests. Please try again later.", retryAfter);
            case SERVER_ERROR -> error(500, "The server had an error while processing your request.", null);
            case OVERLOADED -> error(503, "The model is overloaded. Please try again later.", retryAfter);
            case HANG -> awaitClose();
            case HANG_AFTER_HEADERS -> hangAfterHeaders(reply(grounded.answer()));
            case TRUNCATED -> truncated(reply(grounded.answer()));
            case MALFORMED -> malformed(reply(grounded.answer()));
            case STREAM_ERROR -> streamError(reply(grounded.answer()));
        }
    }

    /** An error in the API's format, as the fake also answers a request it refuses. */
    static void error(HttpExchange exchange, WireFormat format, int status, String message, String retryAfter)
            throws IOException {
        if (retryAfter != null) {
            exchange.getResponseHeaders().set("Retry-After", retryAfter);
        }
        send(exchange, status, format.contentType(false), format.error(status, message, retryAfter));
    }

    private FakeReply reply(String text) {
        return new FakeReply(text, false, prompt.words(), WireFormat.words(text));
    }

    private void answer(FakeReply reply) throws IOException {
        List<String> pieces = pace.pieces(reply.text());
        if (prompt.stream()) {
            stream(format.frames(reply, pieces, prompt), reply.text());
        } else {
            pause(pace.whole(pieces.size()));
            send(exchange, 200, format.contentType(false), format.plain(reply, prompt.model()));
            sentencesFlushed(reply.text(), 0, reply.text().length());
        }
    }

    private void error(int status, String message, String retryAfter) throws IOException {
        error(exchange, format, status, message, retryAfter);
    }

    private void hangAfterHeaders(FakeReply reply) throws IOException {
        if (prompt.stream()) {
            stream(throughFirstText(format.frames(reply, pace.pieces(reply.text()), prompt)), reply.text());
        } else {
            exchange.getResponseHeaders().set("Content-Type", format.contentType(false));
            exchange.sendResponseHeaders(200, 0);
            exchange.getResponseBody().write("{\"id\": ".getBytes(StandardCharsets.UTF_8));
            exchange.getResponseBody().flush();
        }
        awaitClose();
    }

    private void truncated(FakeReply reply) throws IOException {
        if (prompt.stream()) {
            List<String> pieces = pace.pieces(reply.text());
            List<Frame> frames = format.frames(reply, pieces, prompt);
            int keep = Math.max(1, pieces.size() / 2);
            List<Frame> half = new ArrayList<>();
            for (Frame frame : frames) {
                if (!frame.text().isEmpty() && keep-- == 0) {
                    break;
                }
                half.add(frame);
            }
            stream(half, reply.text());
        } else {
            String body = format.plain(reply, prompt.model());
            send(exchange, 200, format.contentType(false), body.substring(0, body.length() / 2));
        }
    }

    private void malformed(FakeReply reply) throws IOException {
        if (prompt.stream()) {
            List<Frame> frames = format.frames(reply, pace.pieces(reply.text()), prompt);
            int first = throughFirstText(frames).size();
            List<Frame> broken = new ArrayList<>(frames.subList(0, first));
            broken.add(format.broken());
            broken.addAll(frames.subList(first, frames.size()));
            stream(broken, reply.text());
        } else {
            send(exchange, 200, format.contentType(false), "<html><body><h1>502 Bad Gateway</h1></body></html>");
        }
    }

    private void streamError(FakeReply reply) throws IOException {
        if (prompt.stream()) {
            List<Frame> frames = new ArrayList<>(throughFirstText(format.frames(reply, pace.pieces(reply.text()), prompt)));
            frames.add(format.streamError());
            stream(frames, reply.text());
        } else {
            error(500, "The server had an error while processing your request.", null);
        }
    }

    /** Writes the frames as a 200 event stream, each flushed, at the fake's pace. */
    private void stream(List<Frame> frames, String text) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", format.contentType(true));
        exchange.getResponseHeaders().set("Cache-Control", "no-cache");
        exchange.sendResponseHeaders(200, 0);
        OutputStream body = exchange.getResponseBody();
        int sent = 0;
        for (Frame frame : frames) {
            if (!frame.text().isEmpty()) {
                pause(sent == 0 ? pace.firstToken() : pace.perChunk());
            }
            body.write(frame.wire().getBytes(StandardCharsets.UTF_8));
            body.flush();
            sentencesFlushed(text, sent, sent + frame.text().length());
            sent += frame.text().length();
        }
    }

    /** Notes the time once for each sentence that ends in {@code text[from, to)}. */
    private void sentencesFlushed(String text, int from, int to) {
        long now = System.nanoTime();
        for (int i = from; i < Math.min(to, text.length()); i++) {
            char c = text.charAt(i);
            if ((c == '.' || c == '!' || c == '?') && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1)))) {
                sentenceFlushTimes.add(now);
            }
        }
    }

    private static List<Frame> throughFirstText(List<Frame> frames) {
        for (int i = 0; i < frames.size(); i++) {
            if (!frames.get(i).text().isEmpty()) {
                return frames.subList(0, i + 1);
            }
        }
        return frames;
    }

    private static String firstWords(String text) {
        String[] words = text.split("\\s+");
        return String.join(" ", Arrays.copyOf(words, Math.min(3, words.length)));
    }

    private static void send(HttpExchange exchange, int status, String contentType, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.getResponseBody().flush();
    }

    private void pause(Duration wait) throws IOException {
        if (wait.isZero()) {
            return;
        }
        try {
            Thread.sleep(wait.toMillis(), wait.toNanosPart() % 1_000_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("the fake is closing");
        }
    }

    private void awaitClose() {
        try {
            closing.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
