package io.ragguard.api;

import io.ragguard.request.InvalidRequestException;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads every JSON request body into memory, up to a limit, and checks that it is well-formed JSON
 * nested at most {@value #MAX_DEPTH} deep before JSON-B sees it. JSON-B skips a property it does not
 * know with the parser's {@code skipArray}/{@code skipObject}, which on an array or object left open
 * loop for ever (parsson #23): one request such as {@code {"message": "x", "extra": [} held a thread at
 * full speed until the server restarted. A body that is not JSON is a 400, one over the limit a 413.
 */
@jakarta.ws.rs.ext.Provider
public class JsonBodies implements ReaderInterceptor {

    static final int MAX_DEPTH = 64;
    /** Room for the JSON around the largest knowledge document a body may carry. */
    private static final long ENVELOPE_BYTES = 64 * 1024;

    @Inject
    @ConfigProperty(name = "knowledge.max-bytes", defaultValue = "10485760")
    Provider<Long> maxDocumentBytes;

    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException, WebApplicationException {
        MediaType type = context.getMediaType();
        if (type == null || !type.isCompatible(MediaType.APPLICATION_JSON_TYPE) && !type.getSubtype().endsWith("+json")) {
            return context.proceed();
        }
        byte[] body = read(context.getInputStream(), maxDocumentBytes.get() + ENVELOPE_BYTES);
        if (body.length > 0) {
            checkWellFormed(body);
        }
        context.setInputStream(new ByteArrayInputStream(body));
        return context.proceed();
    }

    /** Every token of the body read once, depth counted; a body that is not JSON throws. */
    static void checkWellFormed(byte[] body) {
        int depth = 0;
        try (JsonParser parser = Json.createParser(new ByteArrayInputStream(body))) {
            while (parser.hasNext()) {
                switch (parser.next()) {
                    case START_OBJECT, START_ARRAY -> {
                        if (++depth > MAX_DEPTH) {
                            throw new InvalidRequestException(null, "the JSON body is nested more than " + MAX_DEPTH
                                    + " levels deep");
                        }
                    }
                    case END_OBJECT, END_ARRAY -> depth--;
                    default -> {
                    }
                }
            }
        } catch (JsonParsingException e) {
            throw new JsonException("the request body is not well-formed JSON", e);
        }
    }

    private static byte[] read(InputStream in, long limit) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        long total = 0;
        for (int n = in.read(buffer); n != -1; n = in.read(buffer)) {
            total += n;
            if (total > limit) {
                throw new WebApplicationException("the JSON body is larger than " + limit + " bytes", 413);
            }
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }
}
