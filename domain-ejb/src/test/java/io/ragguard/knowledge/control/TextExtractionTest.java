package io.ragguard.knowledge.control;

import io.ragguard.knowledge.boundary.RejectedDocumentException;
import io.ragguard.knowledge.boundary.RejectedDocumentException.Problem;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TextExtractionTest {

    private final TextExtraction extraction = new TextExtraction(10_000);

    private String text(DocumentFormat format, byte[] bytes) {
        return extraction.text(format, new ByteArrayInputStream(bytes));
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** A PDF with one page per argument, each page the lines of its string, made with PDFBox itself. */
    static byte[] pdf(String... pages) throws IOException {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            for (String page : pages) {
                PDPage pdfPage = new PDPage();
                document.addPage(pdfPage);
                if (page.isEmpty()) {
                    continue;
                }
                try (PDPageContentStream content = new PDPageContentStream(document, pdfPage)) {
                    content.beginText();
                    content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
                    content.setLeading(16);
                    content.newLineAtOffset(72, 700);
                    for (String line : page.split("\n")) {
                        content.showText(line);
                        content.newLine();
                    }
                    content.endText();
                }
            }
            document.save(out);
            return out.toByteArray();
        }
    }

    private static void assertRejected(Runnable extraction, Problem problem, String message) {
        assertThatThrownBy(extraction::run)
                .isInstanceOfSatisfying(RejectedDocumentException.class, e -> {
                    assertThat(e.problem()).isEqualTo(problem);
                    assertThat(e.field()).isEqualTo("file");
                })
                .hasMessageContaining(message);
    }

    @Test
    void readsUtf8TextWithoutByteOrderMarkAndWithUnixLineEnds() {
        String text = text(DocumentFormat.TEXT, utf8("\uFEFFGrüße aus Köln.\r\nZweite Zeile — 7 Jahre.  \r\n"));

        assertThat(text).isEqualTo("Grüße aus Köln.\nZweite Zeile — 7 Jahre.");
    }

    @Test
    void keepsMarkdownAsWrittenWithAtMostOneBlankLineBetweenParagraphs() {
        String text = text(DocumentFormat.MARKDOWN, utf8("# Warranty\n\n\n\nThe *Zephyr* lantern lasts.\n\n\n- one\n"));

        assertThat(text).isEqualTo("# Warranty\n\nThe *Zephyr* lantern lasts.\n\n- one");
    }

    @Test
    void rejectsTextThatIsNotValidUtf8() {
        byte[] latin1 = "Größe".getBytes(StandardCharsets.ISO_8859_1);

        assertRejected(() -> text(DocumentFormat.TEXT, latin1), Problem.UNREADABLE, "not valid UTF-8");
    }

    @Test
    void rejectsUtf16TextForItsNulCharacters() {
        byte[] utf16 = "Plain words".getBytes(StandardCharsets.UTF_16LE);

        assertRejected(() -> text(DocumentFormat.MARKDOWN, utf16), Problem.UNREADABLE, "NUL");
    }

    @Test
    void rejectsAnEmptyFile() {
        assertRejected(() -> text(DocumentFormat.TEXT, new byte[0]), Problem.EMPTY, "empty");
        assertRejected(() -> text(DocumentFormat.PDF, new byte[0]), Problem.EMPTY, "empty");
    }

    @Test
    void rejectsAFileOfWhiteSpaceOnly() {
        assertRejected(() -> text(DocumentFormat.TEXT, utf8(" \n\t\r\n ")), Problem.EMPTY, "no text");
    }

    @Test
    void rejectsAFileLargerThanTheLimitWithoutReadingMore() {
        byte[] large = new byte[10_001];
        Arrays.fill(large, (byte) 'a');
        ByteArrayInputStream in = new ByteArrayInputStream(large);

        assertRejected(() -> extraction.text(DocumentFormat.TEXT, in), Problem.TOO_LARGE, "larger than 10000 bytes");
        assertThat(in.available()).isZero();
        assertThat(new TextExtraction(10_001).text(DocumentFormat.TEXT, new ByteArrayInputStream(large)))
                .hasSize(10_001);
    }

    @Test
    void rejectsContentGivenAsTextWhenItsUtf8IsLargerThanTheLimit() {
        String content = "ü".repeat(5_001);

        assertThatThrownBy(() -> extraction.text(content, "content"))
                .isInstanceOfSatisfying(RejectedDocumentException.class, e -> {
                    assertThat(e.problem()).isEqualTo(Problem.TOO_LARGE);
                    assertThat(e.field()).isEqualTo("content");
                });
        assertThat(extraction.text("ü".repeat(5_000), "content")).hasSize(5_000);
    }

    @Test
    void extractsTheTextOfEveryPageOfAPdf() throws IOException {
        byte[] pdf = pdf("The Zephyr lantern warranty lasts 7 years.\nIt covers the glass.",
                "Repairs are free during the warranty.");

        String text = text(DocumentFormat.PDF, pdf);

        assertThat(text).contains("The Zephyr lantern warranty lasts 7 years.", "It covers the glass.",
                "Repairs are free during the warranty.");
        assertThat(text.indexOf("Zephyr")).isLessThan(text.indexOf("Repairs"));
    }

    @Test
    void rejectsACorruptPdf() throws IOException {
        byte[] truncated = Arrays.copyOf(pdf("Some text."), 40);

        assertRejected(() -> text(DocumentFormat.PDF, truncated), Problem.UNREADABLE, "not a readable PDF");
        assertRejected(() -> text(DocumentFormat.PDF, utf8("%PDF-1.7 this is no PDF at all")), Problem.UNREADABLE,
                "not a readable PDF");
    }

    @Test
    void rejectsAPdfWithoutText() throws IOException {
        byte[] blankPages = pdf("", "");

        assertRejected(() -> text(DocumentFormat.PDF, blankPages), Problem.EMPTY, "no extractable text");
    }

    @Test
    void takesTheVisibleTextOfHtmlWithoutScriptsStylesOrMarkup() {
        String html = """
                <!DOCTYPE html>
                <html><head><title>Lantern page</title>
                <style>body { color: red } .secret { display: none }</style>
                <script>var leaked = "SCRIPT-SECRET";</script></head>
                <body>
                <h1>Zephyr lantern</h1>
                <p>The Zephyr lantern warranty lasts <b>7 years</b> &amp; covers&nbsp;glass.</p>
                <noscript>NOSCRIPT-SECRET</noscript>
                <ul><li>First item.</li><li>Second item.</li></ul>
                <p>Line one<br>line two.</p>
                <!-- COMMENT-SECRET -->
                <script type="application/ld+json">{"JSON": "LD-SECRET"}</script>
                </body></html>
                """;

        String text = text(DocumentFormat.HTML, utf8(html));

        assertThat(text).isEqualTo("Zephyr lantern\n\nThe Zephyr lantern warranty lasts 7 years & covers glass.\n\n"
                + "First item.\n\nSecond item.\n\nLine one\nline two.");
        assertThat(text).doesNotContain("SECRET", "color", "<", "Lantern page");
    }

    @Test
    void readsHtmlInTheCharsetItsMetaTagDeclares() {
        byte[] latin1 = "<html><head><meta charset=\"ISO-8859-1\"></head><body><p>Größe zählt.</p></body></html>"
                .getBytes(Charset.forName("ISO-8859-1"));

        assertThat(text(DocumentFormat.HTML, latin1)).isEqualTo("Größe zählt.");
    }

    @Test
    void rejectsHtmlWithoutVisibleText() {
        assertRejected(() -> text(DocumentFormat.HTML, utf8("<html><script>alert(1)</script><p> </p></html>")),
                Problem.EMPTY, "no text");
    }

    @Test
    void keepsTableCellsApartOnOneLinePerRow() {
        String text = text(DocumentFormat.HTML,
                utf8("<table><tr><th>Plan</th><th>Years</th></tr><tr><td>Zephyr</td><td>7</td></tr></table>"));

        assertThat(text).isEqualTo("Plan Years\n\nZephyr 7");
    }
}
