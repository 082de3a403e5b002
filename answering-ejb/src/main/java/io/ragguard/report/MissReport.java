package io.ragguard.report;

import io.ragguard.answering.boundary.EvaluationMiss;
import io.ragguard.answering.boundary.EvaluationMiss.Claim;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static io.ragguard.report.ReplayReport.escape;

/**
 * One miss of an evaluation as an HTML block: the row, how it was judged, the question and answer, and its
 * contexts with the span of each claim marked by the claim's verdict. Where spans overlap, each piece of text
 * takes the worst verdict covering it and a title naming every claim that covers it. Every text is escaped.
 */
final class MissReport {

    /** A claim's verdict, mildest first, so that the greatest is the worst. */
    private enum Verdict {
        SUPPORTED, INSUFFICIENT, CONTRADICTED;

        static Verdict of(String label) {
            String verdict = label == null ? "" : label.toLowerCase(Locale.ROOT);
            return verdict.startsWith("support") ? SUPPORTED
                    : verdict.startsWith("contra") ? CONTRADICTED : INSUFFICIENT;
        }

        String css() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private MissReport() {
    }

    static void append(StringBuilder page, EvaluationMiss miss) {
        List<String> contexts = miss.contexts() == null ? List.of() : miss.contexts();
        List<Claim> claims = miss.claims() == null ? List.of() : miss.claims();
        page.append("<section class=\"miss\"><h3>Row ").append(miss.row()).append(": ").append(escape(miss.kind()))
                .append(", ").append(escape(miss.label())).append("</h3><dl>");
        item(page, "status", escape(miss.status()));
        item(page, "faithfulness", miss.faithfulness() == null ? "not scored" : score(miss.faithfulness()));
        item(page, "reasons", escape(miss.reasons() == null ? "" : String.join("; ", miss.reasons())));
        item(page, "question", escape(miss.question()));
        item(page, "answer", miss.answer() == null ? "none" : escape(miss.answer()));
        if ("chat".equalsIgnoreCase(miss.kind())) {
            item(page, "expected", miss.expected() == null ? "nothing: the question is unanswerable"
                    : escape(miss.expected()));
        }
        page.append("</dl>");
        for (int i = 0; i < contexts.size(); i++) {
            page.append("<h4>Context [").append(i + 1).append("]</h4><div class=\"context\">")
                    .append(marked(contexts.get(i), i, claims)).append("</div>");
        }
        if (!claims.isEmpty()) {
            page.append("<table><tr><th>claim</th><th>verdict</th><th>score</th><th>context</th></tr>");
            for (Claim claim : claims) {
                page.append("<tr><td>").append(escape(claim.text())).append("</td><td class=\"")
                        .append(Verdict.of(claim.verdict()).css()).append("\">").append(escape(claim.verdict()))
                        .append("</td><td>").append(score(claim.score())).append("</td><td>")
                        .append(claim.context() >= 0 && claim.context() < contexts.size()
                                ? "[" + (claim.context() + 1) + "]" : "none")
                        .append("</td></tr>");
            }
            page.append("</table>");
        }
        page.append("</section>");
    }

    /**
     * The context, escaped, with the claims' spans in it marked: cut at every start and end of a span that lies
     * within the text, each piece covered by a span is marked with the worst verdict covering it.
     */
    static String marked(String text, int index, List<Claim> claims) {
        String context = text == null ? "" : text;
        List<Claim> spans = claims.stream().filter(c -> c.context() == index && 0 <= c.start()
                && c.start() < c.end() && c.end() <= context.length()).toList();
        TreeSet<Integer> cuts = new TreeSet<>(List.of(0, context.length()));
        spans.forEach(c -> {
            cuts.add(c.start());
            cuts.add(c.end());
        });
        StringBuilder out = new StringBuilder(context.length() + 64 * spans.size());
        int from = 0;
        for (int to : cuts.tailSet(0, false)) {
            int start = from;
            List<Claim> covering = spans.stream().filter(c -> c.start() <= start && c.end() >= to).toList();
            String piece = escape(context.substring(start, to));
            if (covering.isEmpty()) {
                out.append(piece);
            } else {
                Verdict worst = covering.stream().map(c -> Verdict.of(c.verdict()))
                        .max(Comparator.naturalOrder()).orElseThrow();
                String title = covering.stream().map(c -> Objects.toString(c.text(), ""))
                        .collect(Collectors.joining("\n"));
                out.append("<mark class=\"").append(worst.css()).append("\" title=\"").append(escape(title))
                        .append("\">").append(piece).append("</mark>");
            }
            from = to;
        }
        return out.toString();
    }

    private static void item(StringBuilder page, String name, String escapedValue) {
        page.append("<dt>").append(name).append("</dt><dd>").append(escapedValue).append("</dd>");
    }

    private static String score(double score) {
        return String.format(Locale.ROOT, "%.2f", score);
    }
}
