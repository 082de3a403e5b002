package io.ragguard.report;

import io.ragguard.answering.boundary.EvaluationMiss;
import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationSummary.ChatFigures;
import io.ragguard.answering.boundary.EvaluationSummary.Confusion;
import io.ragguard.answering.boundary.EvaluationSummary.Latency;
import io.ragguard.answering.boundary.EvaluationSummary.ValidateFigures;
import io.ragguard.answering.boundary.EvaluationView;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static io.ragguard.report.ReplayReport.escape;

/**
 * A batch evaluation as one self-contained HTML page (no script, no outside style): who ran it with which
 * values, how the guard judged the labelled answers, the faithfulness threshold curve, how the pipeline answered
 * the questions, and the worst misses with the claims marked in their contexts. Every text from the data is
 * escaped.
 */
public final class EvaluationReport {

    private EvaluationReport() {
    }

    public static String html(EvaluationView evaluation) {
        StringBuilder page = ReplayReport.start("Evaluation " + evaluation.name(),
                ".miss{border-top:2px solid #c8d0d8;margin:1.5rem 0}dt{font-weight:600}"
                        + "dd{margin:0 0 .5rem 1rem;white-space:pre-wrap}td.supported{color:#1f6f3f}"
                        + "td.contradicted{color:#a1261b}"
                        + ".context{white-space:pre-wrap;border-left:3px solid #c8d0d8;padding:.3rem .6rem}"
                        + "mark.supported{background:#cdebd6}mark.insufficient{background:#f7e7b0}"
                        + "mark.contradicted{background:#f4c6c1}");
        page.append("<h1>Evaluation ").append(escape(evaluation.name())).append("</h1><p>")
                .append(evaluation.tenant() == null ? "Default tenant" : "Tenant " + escape(evaluation.tenant()))
                .append(", ")
                .append(evaluation.policyId() == null ? "live settings" : "policy " + evaluation.policyId())
                .append(", ").append(escape(evaluation.status())).append(", ").append(evaluation.rows())
                .append(" rows, started by ").append(escape(evaluation.createdBy())).append(" at ")
                .append(evaluation.startedAt()).append(", ")
                .append(evaluation.finishedAt() == null ? "not finished" : "finished at " + evaluation.finishedAt())
                .append(".</p>");
        if (!"done".equals(evaluation.status())) {
            page.append("<p>").append(evaluation.error() != null ? escape(evaluation.error())
                    : "Not finished: " + percent(evaluation.progress()) + " of the rows judged.");
            return page.append("</p></body></html>").toString();
        }
        EvaluationSummary summary = evaluation.summary();
        if (summary != null && summary.validate() != null) {
            validate(page, summary.validate());
        }
        if (summary != null && summary.chat() != null) {
            chat(page, summary.chat());
        }
        page.append("<h2>Worst misses</h2>");
        List<EvaluationMiss> misses = evaluation.misses() == null ? List.of() : evaluation.misses();
        if (misses.isEmpty()) {
            page.append("<p>No misses.</p>");
        }
        misses.forEach(miss -> MissReport.append(page, miss));
        return page.append("</body></html>").toString();
    }

    private static void validate(StringBuilder page, ValidateFigures v) {
        page.append("<h2>Validate rows</h2><table>");
        row(page, "answers", Integer.toString(v.rows()));
        row(page, "faithful", Integer.toString(v.faithful()));
        row(page, "hallucinated", Integer.toString(v.hallucinated()));
        Confusion confusion = v.confusion();
        row(page, "faithful served", (confusion == null ? "" : confusion.faithfulServed() + " ")
                + "(" + percent(v.faithfulPassRate()) + ")");
        row(page, "hallucinated stopped", (confusion == null ? "" : confusion.hallucinatedStopped() + " ")
                + "(" + percent(v.hallucinatedStopRate()) + ")");
        row(page, "balanced accuracy", percent(v.balancedAccuracy()));
        latency(page, v.latencyMs());
        page.append("</table><h3>Confusion matrix</h3><table><tr><th></th><th>served</th><th>stopped</th></tr>");
        if (confusion != null) {
            page.append("<tr><th>faithful</th><td>").append(confusion.faithfulServed()).append("</td><td>")
                    .append(confusion.faithfulStopped()).append("</td></tr><tr><th>hallucinated</th><td>")
                    .append(confusion.hallucinatedServed()).append("</td><td>")
                    .append(confusion.hallucinatedStopped()).append("</td></tr>");
        }
        page.append("</table><h3>Statuses per label</h3>");
        statuses(page, v.statuses() == null ? Map.of() : v.statuses());
        page.append("<h3>Validators</h3><table><tr><th>validator</th><th>on faithful</th><th>on hallucinated</th>")
                .append("<th>top reasons</th></tr>");
        new TreeMap<>(v.validators() == null ? Map.of() : v.validators()).forEach((name, figures) ->
                page.append("<tr><td>").append(escape(name)).append("</td><td>").append(counts(figures.faithful()))
                        .append("</td><td>").append(counts(figures.hallucinated())).append("</td><td>")
                        .append(counts(figures.reasons())).append("</td></tr>"));
        page.append("</table><h3>Faithfulness threshold curve</h3>")
                .append(CurveChart.html(v.faithfulnessCurve(), v.faithfulnessThreshold()));
    }

    private static void chat(StringBuilder page, ChatFigures c) {
        page.append("<h2>Chat rows</h2><table>");
        row(page, "answerable", Integer.toString(c.answerable()));
        row(page, "answered with the fact", c.answeredWithFact() + " (" + percent(c.answeredWithFactRate()) + ")");
        row(page, "declined when answerable",
                c.declinedWhenAnswerable() + " (" + percent(c.declinedWhenAnswerableRate()) + ")");
        row(page, "unanswerable", Integer.toString(c.unanswerable()));
        row(page, "confident when unanswerable",
                c.confidentWhenUnanswerable() + " (" + percent(c.confidentWhenUnanswerableRate()) + ")");
        latency(page, c.latencyMs());
        page.append("</table><h3>Statuses</h3><table><tr><th>status</th><th>answers</th></tr>");
        new TreeMap<>(c.statuses() == null ? Map.<String, Long>of() : c.statuses())
                .forEach((status, count) -> row(page, status, Long.toString(count)));
        page.append("</table>");
    }

    /** One row per status, one column per label. */
    private static void statuses(StringBuilder page, Map<String, Map<String, Long>> byLabel) {
        TreeSet<String> statuses = new TreeSet<>();
        byLabel.values().forEach(counts -> statuses.addAll(counts.keySet()));
        page.append("<table><tr><th>status</th>");
        byLabel.keySet().stream().sorted().forEach(label -> page.append("<th>").append(escape(label)).append("</th>"));
        page.append("</tr>");
        for (String status : statuses) {
            page.append("<tr><td>").append(escape(status)).append("</td>");
            byLabel.keySet().stream().sorted().forEach(label ->
                    page.append("<td>").append(byLabel.get(label).getOrDefault(status, 0L)).append("</td>"));
            page.append("</tr>");
        }
        page.append("</table>");
    }

    private static void latency(StringBuilder page, Latency latency) {
        if (latency != null) {
            row(page, "latency p50 / p95", latency.p50() + " ms / " + latency.p95() + " ms");
        }
    }

    /** The counts, most frequent first, as "name: count; …", escaped. */
    private static String counts(Map<String, Long> counts) {
        if (counts == null || counts.isEmpty()) {
            return "";
        }
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .map(e -> escape(e.getKey()) + ": " + e.getValue()).collect(Collectors.joining("; "));
    }

    private static void row(StringBuilder page, String name, String value) {
        page.append("<tr><td>").append(escape(name)).append("</td><td>").append(escape(value)).append("</td></tr>");
    }

    /** A share from 0 to 1 as a percentage with one decimal, "63.2 %"; "n/a" where there was nothing to count. */
    static String percent(Double share) {
        return share == null || share.isNaN() ? "n/a" : String.format(Locale.ROOT, "%.1f %%", share * 100);
    }
}
