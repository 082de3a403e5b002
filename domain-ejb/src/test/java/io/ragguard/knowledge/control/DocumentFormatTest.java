package io.ragguard.knowledge.control;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class DocumentFormatTest {

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(nullValues = "-", value = {
            "text/plain; charset=UTF-8, notes.txt, TEXT",
            "text/plain, README.md, MARKDOWN",
            "text/markdown, notes, MARKDOWN",
            "TEXT/HTML; charset=ISO-8859-1, page.htm, HTML",
            "application/xhtml+xml, -, HTML",
            "application/pdf, scan.bin, PDF",
            "application/octet-stream, Manual.PDF, PDF",
            "-, page.html, HTML",
            "'', guide.markdown, MARKDOWN",
            "text/plain, -, TEXT",
            "text/plain, archive.zip, TEXT",
    })
    void recognisesAFormatBySpecificMediaTypeElseByExtension(String contentType, String fileName,
                                                             DocumentFormat expected) {
        assertThat(DocumentFormat.detect(contentType, fileName)).contains(expected);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(nullValues = "-", value = {
            "image/png, photo.png",
            "image/png, notes.txt",
            "application/zip, docs.zip",
            "application/octet-stream, data.bin",
            "application/octet-stream, -",
            "-, -",
            "-, Makefile",
    })
    void recognisesNoFormatForOtherFiles(String contentType, String fileName) {
        assertThat(DocumentFormat.detect(contentType, fileName)).isEmpty();
    }
}
