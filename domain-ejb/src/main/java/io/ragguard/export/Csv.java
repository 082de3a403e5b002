package io.ragguard.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * CSV as the exports write it (RFC 4180): a cell with a comma, a quote or a line break is quoted, its
 * quotes doubled, and a cell that a spreadsheet would run as a formula (it opens with =, +, - or @)
 * gets a leading apostrophe. Lines end with CRLF.
 */
public final class Csv {

    private Csv() {
    }

    public static void line(Writer out, List<String> cells) throws IOException {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(cell(cells.get(i) == null ? "" : cells.get(i)));
        }
        out.write("\r\n");
    }

    /** A cell quoted where it must be, its formula opener defused. */
    public static String cell(String value) {
        String text = value;
        if (!text.isEmpty() && "=+-@".indexOf(text.charAt(0)) >= 0) {
            text = "'" + text;
        }
        if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")
                || text.startsWith("'")) {
            return '"' + text.replace("\"", "\"\"") + '"';
        }
        return text;
    }
}
