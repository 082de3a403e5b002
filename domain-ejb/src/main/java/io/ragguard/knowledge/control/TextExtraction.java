package io.ragguard.knowledge.control;

import io.ragguard.knowledge.boundary.RejectedDocumentException;
import io.ragguard.knowledge.boundary.RejectedDocumentException.Problem;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.text.PDFTextStripper;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The text of an uploaded file: plain text and Markdown as strict UTF-8, HTML without its markup,
 * scripts and styles, PDF through PDFBox. Reads at most {@code maxBytes}; a file that is larger,
 * empty, corrupt or without text is rejected with the reason, and line ends, control characters
 * and runs of blank lines are normalised so that the chunker sees paragraphs.
 */
public final class TextExtraction {

    static final String FIELD = "file";
    private static final Pattern CONTROL = Pattern.compile("[\\p{Cntrl}&&[^\\n\\t]]");
    private static final Pattern TRAILING_SPACE = Pattern.compile("[ \\t\\u00A0]+\\n");
    private static final Pattern BLANK_LINES = Pattern.compile("\\n{3,}");

    private final long maxBytes;

    public TextExtraction(long maxBytes) {
        if (maxBytes < 1 || maxBytes > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("knowledge.max-bytes must be between 1 and 2 GB");
        }
        this.maxBytes = maxBytes;
    }

    /** The file's text, normalised; never blank. */
    public String text(DocumentFormat format, InputStream content) {
        byte[] bytes = read(content);
        String text = normalised(switch (format) {
            case TEXT, MARKDOWN -> utf8(bytes);
            case HTML -> HtmlText.of(bytes);
            case PDF -> pdf(bytes);
        });
        if (text.isEmpty()) {
            throw new RejectedDocumentException(Problem.EMPTY, FIELD, format == DocumentFormat.PDF
                    ? "the PDF has no extractable text (a scanned PDF needs OCR first)"
                    : "the file has no text");
        }
        return text;
    }

    /** Text given as it is (not from a file): at most {@code maxBytes} in UTF-8, normalised. */
    public String text(String content, String field) {
        if (content.getBytes(StandardCharsets.UTF_8).length > maxBytes) {
            throw tooLarge(field);
        }
        return normalised(content);
    }

    private byte[] read(InputStream content) {
        byte[] bytes;
        try (content) {
            bytes = content.readNBytes((int) maxBytes + 1);
        } catch (IOException e) {
            throw new RejectedDocumentException(Problem.UNREADABLE, FIELD, "the file could not be read", e);
        }
        if (bytes.length > maxBytes) {
            throw tooLarge(FIELD);
        }
        if (bytes.length == 0) {
            throw new RejectedDocumentException(Problem.EMPTY, FIELD, "the file is empty");
        }
        return bytes;
    }

    private RejectedDocumentException tooLarge(String field) {
        return new RejectedDocumentException(Problem.TOO_LARGE, field,
                "the document is larger than " + maxBytes + " bytes (knowledge.max-bytes)");
    }

    /** Strict UTF-8, without a byte order mark; NUL means the file is binary (or UTF-16). */
    static String utf8(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new RejectedDocumentException(Problem.UNREADABLE, FIELD, "the file is not valid UTF-8 text", e);
        }
        if (text.indexOf('\0') >= 0) {
            throw new RejectedDocumentException(Problem.UNREADABLE, FIELD,
                    "the file holds NUL characters: it is binary, or not encoded in UTF-8");
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static String pdf(byte[] bytes) {
        try (PDDocument pdf = Loader.loadPDF(bytes)) {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            stripper.setLineSeparator("\n");
            stripper.setParagraphEnd("\n");
            return stripper.getText(pdf);
        } catch (InvalidPasswordException e) {
            throw new RejectedDocumentException(Problem.UNREADABLE, FIELD, "the PDF is protected by a password", e);
        } catch (IOException | RuntimeException e) {
            throw new RejectedDocumentException(Problem.UNREADABLE, FIELD, "the file is not a readable PDF", e);
        }
    }

    /** Unix line ends, no control characters but tab and newline, at most one blank line in a row. */
    static String normalised(String text) {
        String unix = text.replace("\r\n", "\n").replace('\r', '\n');
        String printable = CONTROL.matcher(unix).replaceAll("");
        String trimmed = TRAILING_SPACE.matcher(printable + "\n").replaceAll("\n");
        return BLANK_LINES.matcher(trimmed).replaceAll("\n\n").strip();
    }
}
