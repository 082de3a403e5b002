package io.ragguard.recording.boundary;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RecordsCsvTest {

    @Test
    void quotesACellWithACommaAQuoteOrALineBreakAndDoublesItsQuotes() {
        assertThat(RecordsCsv.cell("plain text")).isEqualTo("plain text");
        assertThat(RecordsCsv.cell("a, b")).isEqualTo("\"a, b\"");
        assertThat(RecordsCsv.cell("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(RecordsCsv.cell("one\ntwo")).isEqualTo("\"one\ntwo\"");
        assertThat(RecordsCsv.cell("")).isEmpty();
    }

    @Test
    void defusesACellASpreadsheetWouldRunAsAFormula() {
        for (String formula : new String[] {"=HYPERLINK(\"x\")", "+1", "-2+3", "@SUM(A1)"}) {
            assertThat(RecordsCsv.cell(formula)).as(formula).startsWith("\"'").endsWith("\"");
        }
        assertThat(RecordsCsv.cell("2 - 1")).isEqualTo("2 - 1");
    }
}
