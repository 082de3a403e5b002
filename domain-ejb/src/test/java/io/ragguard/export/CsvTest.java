package io.ragguard.export;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CsvTest {

    @Test
    void quotesACellWithACommaAQuoteOrALineBreakAndDoublesItsQuotes() {
        assertThat(Csv.cell("plain text")).isEqualTo("plain text");
        assertThat(Csv.cell("a, b")).isEqualTo("\"a, b\"");
        assertThat(Csv.cell("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(Csv.cell("one\ntwo")).isEqualTo("\"one\ntwo\"");
        assertThat(Csv.cell("")).isEmpty();
    }

    @Test
    void defusesACellASpreadsheetWouldRunAsAFormula() {
        for (String formula : new String[] {"=HYPERLINK(\"x\")", "+1", "-2+3", "@SUM(A1)"}) {
            assertThat(Csv.cell(formula)).as(formula).startsWith("\"'").endsWith("\"");
        }
        assertThat(Csv.cell("2 - 1")).isEqualTo("2 - 1");
    }
}
