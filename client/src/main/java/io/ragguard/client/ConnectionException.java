package io.ragguard.client;

import jakarta.json.JsonValue;

/** The server could not be reached, or did not answer within the request timeout; {@link #status()} is 0. */
public class ConnectionException extends RagGuardException {

    public ConnectionException(String message, Throwable cause) {
        super(0, JsonValue.EMPTY_JSON_OBJECT, message);
        initCause(cause);
    }
}
