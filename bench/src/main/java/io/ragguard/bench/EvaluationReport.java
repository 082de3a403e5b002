package io.ragguard.bench;

import io.ragguard.validation.spi.Validator;
import jakarta.json.JsonObject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The HTML report of a grounding evaluation: the summary, the ROC curve of the faithfulness score
 * (inline SVG, flagging hallucinated answers as the positive class) and the worst misses both ways:
 * hallucinated answers scored highest and faithful answers scored lowest. All text is escaped.
 */
final class EvaluationReport {

    private static final int WORST = 15;

    private EvaluationReport() {
    }

    static void write(Path file, String name, JsonObject summary, List<EvaluateGrounding.Result> results,
                      List<Validator> validators) throws IOException {
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Grounding evaluation: ")
                .append(escape(name)).append("</title><style>body{font-family:sans-serif;margin:2em;max-width:1100px}"
                        + "td,th{border-bottom:1px solid #ddd;padding:4px 8px;vertical-align:top;text-align:left}"
                        + "table{border-collapse:collapse}.ctx{color:#555;font-size:85%}</style></head><body>")
                .append("<h1>Grounding evaluation: ").append(escape(name)).append("</h1>");
        html.append("<h2>Summary</h2><table>");
        summary.forEach((key, value) -> html.append("<tr><th>").append(escape(key)).append("</th><td>")
                .append(escape(value.toString())).append("</td></tr>"));
        html.append("</table><h2>ROC curve of the faithfulness score</h2>").append(roc(results));
        html.append("<h2>Hallucinated answers that passed (highest scores)</h2>");
        table(html, results.stream().filter(r -> !r.row().faithful())
                .sorted(Comparator.comparingDouble(EvaluateGrounding.Result::score).reversed()).limit(WORST).toList(),
                validators);
        html.append("<h2>Faithful answers that were flagged (lowest scores)</h2>");
        table(html, results.stream().filter(r -> r.row().faithful())
                .sorted(Comparator.comparingDouble(EvaluateGrounding.Result::score)).limit(WORST).toList(), validators);
        html.append("</body></html>\n");
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, html);
    }

    private static String roc(List<EvaluateGrounding.Result> results) {
        double[] scores = results.stream().mapToDouble(EvaluateGrounding.Result::score).toArray();
        boolean[] faithful = new boolean[results.size()];
        for (int i = 0; i < faithful.length; i++) {
            faithful[i] = results.get(i).row().faithful();
        }
        StringBuilder points = new StringBuilder();
        for (double[] p : Separation.roc(scores, faithful)) {
            points.append(String.format(Locale.ROOT, "%.1f,%.1f ", 40 + p[0] * 300, 320 - p[1] * 300));
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"360\" role=\"img\">"
                + "<rect x=\"40\" y=\"20\" width=\"300\" height=\"300\" fill=\"none\" stroke=\"#999\"/>"
                + "<line x1=\"40\" y1=\"320\" x2=\"340\" y2=\"20\" stroke=\"#ccc\" stroke-dasharray=\"4\"/>"
                + "<polyline fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\" points=\"" + points.toString().strip()
                + "\"/><text x=\"130\" y=\"345\" font-size=\"12\">false-positive rate</text>"
                + "<text x=\"12\" y=\"230\" font-size=\"12\" transform=\"rotate(-90 12 230)\">true-positive rate</text>"
                + String.format(Locale.ROOT, "<text x=\"200\" y=\"300\" font-size=\"13\">AUC %.3f</text>",
                        Separation.auc(scores, faithful))
                + "</svg>";
    }

    private static void table(StringBuilder html, List<EvaluateGrounding.Result> rows, List<Validator> validators) {
        html.append("<table><tr><th>id</th><th>score</th><th>answer</th><th>verdicts</th><th>context</th></tr>");
        for (EvaluateGrounding.Result r : rows) {
            StringBuilder verdicts = new StringBuilder();
            for (int i = 0; i < validators.size(); i++) {
                verdicts.append(validators.get(i).name()).append(": ").append(r.verdicts().get(i).outcome().label())
                        .append(' ').append(r.verdicts().get(i).reasons()).append('\n');
            }
            String context = String.join(" | ", r.row().contexts());
            html.append("<tr><td>").append(escape(r.row().id())).append("</td><td>")
                    .append(String.format(Locale.ROOT, "%.3f", r.score())).append("</td><td>")
                    .append(escape(r.row().answer())).append("</td><td><pre>").append(escape(verdicts.toString()))
                    .append("</pre></td><td class=\"ctx\">")
                    .append(escape(context.length() > 400 ? context.substring(0, 400) + "…" : context))
                    .append("</td></tr>");
        }
        html.append("</table>");
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}
