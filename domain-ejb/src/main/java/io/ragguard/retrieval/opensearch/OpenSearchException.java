package io.ragguard.retrieval.opensearch;

/** OpenSearch could not be reached (status 0) or refused a request (its HTTP status and reason). */
public class OpenSearchException extends RuntimeException {

    private final int status;

    public OpenSearchException(int status, String message) {
        super(message(status, message));
        this.status = status;
    }

    public OpenSearchException(int status, String message, Throwable cause) {
        super(message(status, message), cause);
        this.status = status;
    }

    /** The HTTP status OpenSearch answered with; 0 when it could not be reached. */
    public int status() {
        return status;
    }

    private static String message(int status, String message) {
        return status == 0 ? message : "OpenSearch answered " + status + " to " + message;
    }
}
