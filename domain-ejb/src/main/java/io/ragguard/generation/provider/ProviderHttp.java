package io.ragguard.generation.provider;

import io.ragguard.generation.provider.ProviderException.Kind;
import io.ragguard.outbound.ProviderAddresses;
import jakarta.json.JsonObject;

import java.io.IOException;
import java.net.ConnectException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The HTTP exchange the wire formats share: a JSON POST whose headers must come within the call's timeout
 * and whose body, plain or server-sent events, may fall silent no longer than that, each failure a
 * {@link ProviderException}. An interrupt cancels it: a {@link CancellationException}, the interrupt kept.
 */
final class ProviderHttp {

    /** Reads one event into the reply; true when it was the stream's end marker. */
    @FunctionalInterface
    interface EventReader {
        boolean read(ServerSentEvents.Event event, PartialReply reply);
    }

    private static final System.Logger LOG = System.getLogger(ProviderHttp.class.getName());
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** How long a finished stream may take to end its body, so that its connection can be used again. */
    private static final Duration END_OF_BODY_WAIT = Duration.ofMillis(200);
    private static final int LONGEST_BODY = 16 << 20;
    private static final int LONGEST_ERROR_BODY = 64 << 10;

    private final String provider;
    private final ProviderAddresses addresses = ProviderAddresses.fromEnvironment();
    private final ExecutorService executor;
    private final HttpClient http;

    ProviderHttp(String provider) {
        this.provider = provider;
        this.executor = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, provider + "-http");
            thread.setDaemon(true);
            return thread;
        });
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER)
                .executor(executor)
                .build();
    }

    /** Stops the client's threads; Java 17's {@link HttpClient} has no close of its own. */
    void close() {
        executor.shutdownNow();
    }

    /**
     * {@code base}'s path with {@code path} appended, and its query (Azure's {@code api-version}) kept,
     * followed by {@code query} if not null.
     */
    static URI endpoint(URI base, String path, String query) {
        String basePath = base.getRawPath() == null ? "" : base.getRawPath().replaceAll("/+$", "");
        String baseQuery = base.getRawQuery();
        String allQuery = baseQuery == null ? query : query == null ? baseQuery : baseQuery + "&" + query;
        return URI.create(base.getScheme() + "://" + base.getRawAuthority() + basePath + path
                + (allQuery == null ? "" : "?" + allQuery));
    }

    /** A POST of {@code body}; the wire format adds its key header and builds it. */
    HttpRequest.Builder post(URI uri, JsonObject body, ProviderCall call, boolean stream) {
        try {
            return HttpRequest.newBuilder(uri)
                    .timeout(call.timeout())
                    .header("Content-Type", "application/json")
                    .header("Accept", stream ? "text/event-stream" : "application/json")
                    .POST(BodyPublishers.ofString(body.toString()));
        } catch (IllegalArgumentException e) {
            throw new ProviderException(Kind.CONNECTION, provider + " cannot be called at " + uri + ": "
                    + e.getMessage(), e);
        }
    }

    /** Sends the request and reads the whole JSON body into a reply. */
    ProviderReply complete(ProviderCall call, HttpRequest request, BiConsumer<JsonObject, PartialReply> read) {
        PartialReply reply = new PartialReply(provider);
        try (IdleTimeoutInputStream body = open(call, request)) {
            byte[] bytes = body.readNBytes(LONGEST_BODY + 1);
            if (bytes.length > LONGEST_BODY) {
                throw new ProviderException(Kind.MALFORMED, provider + " sent a body longer than " + LONGEST_BODY
                        + " bytes");
            }
            read.accept(ProviderJson.body(provider, new String(bytes, StandardCharsets.UTF_8)), reply);
        } catch (IOException e) {
            throw failure(e);
        }
        return reply.complete();
    }

    /**
     * Sends the request and reads its events until the format's end marker, handing each new piece of
     * text to {@code text} on this thread before the next event is read. What {@code text} throws ends
     * the call as it is, the body closed.
     */
    ProviderReply stream(ProviderCall call, HttpRequest request, Consumer<String> text, EventReader read) {
        PartialReply reply = new PartialReply(provider);
        try (IdleTimeoutInputStream body = open(call, request)) {
            ServerSentEvents events = new ServerSentEvents(body);
            for (ServerSentEvents.Event event = events.next(); event != null; event = events.next()) {
                boolean end = read.read(event, reply);
                String piece = reply.takePiece();
                if (!piece.isEmpty()) {
                    text.accept(piece);
                }
                if (end) {
                    readToEnd(body);
                    return reply.complete();
                }
            }
        } catch (IOException e) {
            throw failure(e);
        }
        throw new ProviderException(Kind.TRUNCATED, provider + "'s stream ended before its end marker");
    }

    /** Sends the request: the body of a 2xx answer, or the answer's failure. */
    private IdleTimeoutInputStream open(ProviderCall call, HttpRequest request) throws IOException {
        addresses.refusal(request.uri(), false).ifPresent(refusal -> {
            throw new ProviderException(Kind.CONNECTION, provider + " is not called at " + request.uri().getHost()
                    + ": " + refusal);
        });
        HttpResponse<InputStream> response;
        try {
            response = http.send(request, info -> new IdleTimeoutInputStream(call.timeout()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw cancelled(e);
        }
        IdleTimeoutInputStream body = (IdleTimeoutInputStream) response.body();
        int status = response.statusCode();
        if (status / 100 == 2) {
            return body;
        }
        String said;
        try (body) {
            said = new String(body.readNBytes(LONGEST_ERROR_BODY), StandardCharsets.UTF_8);
        } catch (InterruptedIOException e) {
            throw e;
        } catch (IOException e) {
            said = "";
        }
        ProviderException failure = ErrorResponse.of(provider, status, response.headers(), said, call.apiKey());
        LOG.log(System.Logger.Level.DEBUG, failure::getMessage);
        throw failure;
    }

    /**
     * Reads what is left of a finished stream, briefly: a body read to its end lets the client use the
     * connection again, a body closed early costs a new connection.
     */
    private static void readToEnd(IdleTimeoutInputStream body) {
        body.silence(END_OF_BODY_WAIT);
        byte[] rest = new byte[4096];
        try {
            for (int total = 0; total < LONGEST_ERROR_BODY; ) {
                int count = body.read(rest);
                if (count < 0) {
                    return;
                }
                total += count;
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.TRACE, "a finished stream did not end its body: {0}", e.toString());
        }
    }

    private RuntimeException failure(IOException e) {
        RuntimeException failure;
        if (e instanceof HttpConnectTimeoutException) {
            failure = new ProviderException(Kind.CONNECTION, provider + " accepted no connection within "
                    + CONNECT_TIMEOUT, e);
        } else if (e instanceof HttpTimeoutException) {
            failure = new ProviderException(Kind.TIMEOUT, provider + " timed out: " + e.getMessage(), e);
        } else if (e instanceof InterruptedIOException && Thread.currentThread().isInterrupted()) {
            return cancelled(e);
        } else {
            failure = new ProviderException(Kind.CONNECTION, provider + (e instanceof ConnectException
                    ? " refused the connection" : " connection broke" + (e.getMessage() == null ? ""
                    : ": " + e.getMessage())), e);
        }
        LOG.log(System.Logger.Level.DEBUG, failure::getMessage);
        return failure;
    }

    private CancellationException cancelled(Exception cause) {
        CancellationException cancelled = new CancellationException(provider + " call interrupted");
        cancelled.initCause(cause);
        return cancelled;
    }
}
