package io.ragguard.client;

import jakarta.json.JsonObject;

/**
 * A request RAG Guard refused or could not answer: its HTTP status, and the JSON error the server gave
 * ({@code error}, {@code message}, {@code field} and, for a refused answer, {@code reasons}), which
 * {@link #body()} holds whole. Subclasses name the status: {@link BadRequestException} (400),
 * {@link UnauthorizedException} (401), {@link ForbiddenException} (403), {@link AnswerRefusedException}
 * (422), {@link ServerException} (5xx, and 429 once the retries are spent).
 */
public class RagGuardException extends RuntimeException {

    private final int status;
    private final transient JsonObject body;

    public RagGuardException(int status, JsonObject body, String message) {
        super(message);
        this.status = status;
        this.body = body;
    }

    /** The exception a status and a JSON error make. */
    static RagGuardException of(int status, JsonObject body) {
        String message = "HTTP " + status + (body.containsKey("error") ? " " + body.getString("error", "") : "")
                + (body.containsKey("message") ? ": " + body.getString("message", "") : "");
        return switch (status) {
            case 400 -> new BadRequestException(status, body, message);
            case 401 -> new UnauthorizedException(status, body, message);
            case 403 -> new ForbiddenException(status, body, message);
            case 422 -> new AnswerRefusedException(status, body, message);
            default -> status >= 500 || status == 429 ? new ServerException(status, body, message)
                    : new RagGuardException(status, body, message);
        };
    }

    public int status() {
        return status;
    }

    /** The server's JSON error, empty when it gave none. */
    public JsonObject body() {
        return body;
    }

    /** The error code ({@code invalid_request}, {@code validation_failed}, ...), or null. */
    public String error() {
        return body.getString("error", null);
    }

    /** The request field at fault, or null. */
    public String field() {
        return body.getString("field", null);
    }
}
