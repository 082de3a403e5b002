package io.ragguard.client;

import jakarta.json.JsonObject;

/** HTTP 401: the request had no credentials, or credentials the server does not accept. */
public class UnauthorizedException extends RagGuardException {

    public UnauthorizedException(int status, JsonObject body, String message) {
        super(status, body, message);
    }
}
