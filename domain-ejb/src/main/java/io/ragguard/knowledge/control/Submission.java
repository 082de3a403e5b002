package io.ragguard.knowledge.control;

import io.ragguard.knowledge.boundary.RejectedDocumentException;
import io.ragguard.knowledge.boundary.RejectedDocumentException.Problem;

import java.util.Map;

/**
 * A document as it is submitted, checked: a title, a source id (null when none was given), its
 * text, and metadata naming strings. Titles and source ids are stripped and at most 500 characters.
 */
public record Submission(String title, String sourceId, String content, Map<String, String> metadata) {

    static final int MAX_NAME = 500;

    public Submission {
        title = name("title", required("title", title));
        sourceId = sourceId == null || sourceId.isBlank() ? null : name("source_id", sourceId);
        content = required("content", content);
        metadata = metadata == null ? Map.of() : checked(metadata);
    }

    /** The last segment of a file name as browsers and clients send it ({@code C:\fakepath\a.pdf}); may be null. */
    public static String baseName(String fileName) {
        if (fileName == null || fileName.isBlank()) {
            return null;
        }
        String name = fileName.substring(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).strip();
        return name.isEmpty() ? null : name;
    }

    private static String required(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new RejectedDocumentException(Problem.INVALID, field, field + " is missing or empty");
        }
        return value;
    }

    private static String name(String field, String value) {
        String name = value.strip();
        if (name.length() > MAX_NAME) {
            throw new RejectedDocumentException(Problem.INVALID, field,
                    field + " is longer than " + MAX_NAME + " characters");
        }
        return name;
    }

    private static Map<String, String> checked(Map<String, String> metadata) {
        metadata.forEach((key, value) -> {
            if (key == null || key.isBlank() || value == null) {
                throw new RejectedDocumentException(Problem.INVALID, "metadata",
                        "metadata must map non-empty names to strings");
            }
        });
        return Map.copyOf(metadata);
    }
}
