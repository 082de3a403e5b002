package io.ragguard.client;

import jakarta.json.JsonObject;

/** HTTP 5xx, or 429 once the retries are spent: the server failed or was overloaded. */
public class ServerException extends RagGuardException {

    public ServerException(int status, JsonObject body, String message) {
        super(status, body, message);
    }
}
