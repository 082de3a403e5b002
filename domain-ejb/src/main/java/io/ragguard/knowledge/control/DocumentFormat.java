package io.ragguard.knowledge.control;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The kinds of file knowledge can be read from, recognised by media type and by file name. A
 * specific media type decides; a generic one ({@code application/octet-stream}, {@code text/plain},
 * or none at all, as browsers and tools often send) leaves it to the file name's extension.
 */
public enum DocumentFormat {

    TEXT(List.of("text/plain"), List.of("txt", "text")),
    MARKDOWN(List.of("text/markdown", "text/x-markdown"), List.of("md", "markdown")),
    HTML(List.of("text/html", "application/xhtml+xml"), List.of("html", "htm", "xhtml")),
    PDF(List.of("application/pdf", "application/x-pdf"), List.of("pdf"));

    private static final Set<String> GENERIC = Set.of("application/octet-stream", "binary/octet-stream",
            "text/plain");

    private final List<String> mediaTypes;
    private final List<String> extensions;

    DocumentFormat(List<String> mediaTypes, List<String> extensions) {
        this.mediaTypes = mediaTypes;
        this.extensions = extensions;
    }

    /** The format of a file with this media type (parameters allowed) and name; either may be null. */
    public static Optional<DocumentFormat> detect(String contentType, String fileName) {
        String type = mediaType(contentType);
        if (type == null || GENERIC.contains(type)) {
            Optional<DocumentFormat> byName = byExtension(fileName);
            return byName.isPresent() || !"text/plain".equals(type) ? byName : Optional.of(TEXT);
        }
        return Arrays.stream(values()).filter(f -> f.mediaTypes.contains(type)).findFirst();
    }

    /** The lower-case name, as in {@code "pdf"}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    private static String mediaType(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return null;
        }
        int parameters = contentType.indexOf(';');
        return (parameters < 0 ? contentType : contentType.substring(0, parameters)).strip()
                .toLowerCase(Locale.ROOT);
    }

    private static Optional<DocumentFormat> byExtension(String fileName) {
        if (fileName == null) {
            return Optional.empty();
        }
        int dot = fileName.lastIndexOf('.');
        String extension = dot < 0 ? "" : fileName.substring(dot + 1).strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(f -> f.extensions.contains(extension)).findFirst();
    }
}
