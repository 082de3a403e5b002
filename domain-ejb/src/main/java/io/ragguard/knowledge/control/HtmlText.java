package io.ragguard.knowledge.control;

import io.ragguard.knowledge.boundary.RejectedDocumentException;
import io.ragguard.knowledge.boundary.RejectedDocumentException.Problem;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Set;

/**
 * The visible text of an HTML page, with jsoup: no markup, scripts, styles or other non-text
 * content; block elements (paragraphs, headings, list items, table rows) become paragraphs and
 * {@code <br>} a line break. The charset comes from the byte order mark or the page's meta tag,
 * UTF-8 when it has neither.
 */
final class HtmlText implements NodeVisitor {

    private static final String NOT_TEXT = "head, script, style, noscript, template, svg, math, iframe, object, "
            + "embed, canvas, audio, video, select, button";
    private static final Set<String> CELLS = Set.of("td", "th");

    private final StringBuilder text = new StringBuilder();

    private HtmlText() {
    }

    static String of(byte[] bytes) {
        Document page;
        try {
            page = Jsoup.parse(new ByteArrayInputStream(bytes), null, "");
        } catch (IOException | RuntimeException e) {
            throw new RejectedDocumentException(Problem.UNREADABLE, TextExtraction.FIELD,
                    "the file is not readable HTML", e);
        }
        page.select(NOT_TEXT).remove();
        HtmlText visitor = new HtmlText();
        NodeTraversor.traverse(visitor, page.body());
        return visitor.text.toString();
    }

    @Override
    public void head(Node node, int depth) {
        if (node instanceof TextNode textNode) {
            String words = textNode.text();
            if (endsWithBreak() || text.isEmpty()) {
                words = words.stripLeading();
            }
            text.append(words);
        } else if (node instanceof Element element) {
            if (element.nameIs("br")) {
                text.append('\n');
            } else if (CELLS.contains(element.normalName()) && !endsWithBreak()) {
                text.append(' ');
            } else if (element.isBlock()) {
                paragraph();
            }
        }
    }

    @Override
    public void tail(Node node, int depth) {
        if (node instanceof Element element && element.isBlock() && !CELLS.contains(element.normalName())) {
            paragraph();
        }
    }

    private void paragraph() {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        text.setLength(end);
        boolean blankLine = end >= 2 && text.charAt(end - 1) == '\n' && text.charAt(end - 2) == '\n';
        if (end > 0 && !blankLine) {
            text.append(text.charAt(end - 1) == '\n' ? "\n" : "\n\n");
        }
    }

    private boolean endsWithBreak() {
        return !text.isEmpty() && text.charAt(text.length() - 1) == '\n';
    }
}
