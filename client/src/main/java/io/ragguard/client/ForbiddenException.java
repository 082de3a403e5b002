package io.ragguard.client;

import jakarta.json.JsonObject;

/** HTTP 403: the credentials may not do this (another tenant, another role). */
public class ForbiddenException extends RagGuardException {

    public ForbiddenException(int status, JsonObject body, String message) {
        super(status, body, message);
    }
}
