package io.ragguard.knowledge.boundary;

import jakarta.ejb.ApplicationException;

/**
 * A document that cannot be stored: a missing or overlong field, a file of a type that cannot be
 * read, one that is too large, corrupt, or has no text. Nothing of it is kept: the transaction
 * rolls back.
 */
@ApplicationException(rollback = true)
public class RejectedDocumentException extends RuntimeException {

    /** What is wrong with the document. */
    public enum Problem {
        /** a field is missing, blank or too long */
        INVALID,
        /** the file is of a type that cannot be read */
        UNSUPPORTED_TYPE,
        /** the file or the content is larger than {@code knowledge.max-bytes} */
        TOO_LARGE,
        /** the file is corrupt, encrypted or not in the encoding its type requires */
        UNREADABLE,
        /** the file is empty or has no text to index */
        EMPTY
    }

    private final Problem problem;
    private final String field;

    public RejectedDocumentException(Problem problem, String field, String message) {
        super(message);
        this.problem = problem;
        this.field = field;
    }

    public RejectedDocumentException(Problem problem, String field, String message, Throwable cause) {
        super(message, cause);
        this.problem = problem;
        this.field = field;
    }

    public Problem problem() {
        return problem;
    }

    /** The request field at fault: {@code title}, {@code content}, {@code file}, ... */
    public String field() {
        return field;
    }
}
