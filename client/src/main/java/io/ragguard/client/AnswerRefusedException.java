package io.ragguard.client;

import jakarta.json.JsonObject;

/** HTTP 422: the guard refused the answer: {@code reasons} says why, {@code request_id} finds its record. */
public class AnswerRefusedException extends RagGuardException {

    public AnswerRefusedException(int status, JsonObject body, String message) {
        super(status, body, message);
    }
}
