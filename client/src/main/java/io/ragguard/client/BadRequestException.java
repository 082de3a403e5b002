package io.ragguard.client;

import jakarta.json.JsonObject;

/** HTTP 400: the request was refused as it was written (a field that is missing or out of range). */
public class BadRequestException extends RagGuardException {

    public BadRequestException(int status, JsonObject body, String message) {
        super(status, body, message);
    }
}
