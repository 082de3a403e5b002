package io.ragguard.report;

import io.ragguard.answering.boundary.EvaluationMiss;
import io.ragguard.answering.boundary.EvaluationMiss.Claim;
import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationSummary.ChatFigures;
import io.ragguard.answering.boundary.EvaluationSummary.Confusion;
import io.ragguard.answering.boundary.EvaluationSummary.Latency;
import io.ragguard.answering.boundary.EvaluationSummary.ValidateFigures;
import io.ragguard.answering.boundary.EvaluationSummary.ValidatorFigures;
import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.policy.boundary.Calibration.CurvePoint;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;

class EvaluationReportTest {

    private static final String SCRIPT = "<script>alert(1)</script>";
    private static final String ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;";

    private static ValidateFigures validateFigures() {
        return new ValidateFigures(38, 19, 19, new Confusion(12, 7, 3, 16), 12 / 19.0, 16 / 19.0,
                (12 / 19.0 + 16 / 19.0) / 2, Map.of("faithful", Map.of("passed", 12L, "flagged", 7L),
                "hallucinated", Map.of("passed", 3L, "refused", 16L)),
                Map.of("faithfulness", new ValidatorFigures(Map.of("pass", 12L, "fail", 7L),
                        Map.of("pass", 3L, "fail", 16L), Map.of("unsupported claim " + SCRIPT, 23L))),
                0.6, List.of(new CurvePoint(0.0, 1.0, 0.5, 1.0, 1.0), new CurvePoint(0.5, 0.5, 0.9, 0.8, 0.1),
                        new CurvePoint(1.0, 0.0, 0.5, 0.0, 0.0)), new Latency(120, 480));
    }

    private static EvaluationView done(String name, EvaluationSummary summary, List<EvaluationMiss> misses) {
        return new EvaluationView(7, name, "northwind", null, "done", 1.0, 40, "admin",
                Instant.parse("2026-01-02T10:00:00Z"), Instant.parse("2026-01-02T10:05:00Z"), summary, misses, null);
    }

    private static EvaluationMiss miss(String question, String answer, String context, List<String> reasons,
                                       List<Claim> claims) {
        return new EvaluationMiss(3, "validate", "hallucinated", question, answer, List.of(context), null, "passed",
                reasons, 0.71, claims);
    }

    @Test
    void escapesScriptInEveryTextFromTheData() {
        EvaluationMiss miss = miss("Q " + SCRIPT, "A " + SCRIPT, "C " + SCRIPT, List.of("R " + SCRIPT),
                List.of(new Claim("claim " + SCRIPT, "Supported", 0.9, 0, 0, 1)));
        EvaluationSummary summary = new EvaluationSummary(38, validateFigures(), null);

        String html = EvaluationReport.html(done("N " + SCRIPT, summary, List.of(miss)));

        assertThat(html).startsWith("<!DOCTYPE html>").doesNotContain("<script")
                .contains("<h1>Evaluation N " + ESCAPED + "</h1>", "Q " + ESCAPED, "A " + ESCAPED,
                        "R " + ESCAPED, "claim " + ESCAPED, "unsupported claim " + ESCAPED)
                .contains("title=\"claim " + ESCAPED + "\">C</mark> " + ESCAPED);
    }

    @Test
    void overlappingSpansTakeTheWorseVerdictAndNameBothClaims() {
        // "alpha beta gamma": the supported claim covers "alpha beta", the contradicted one "beta gamma".
        EvaluationMiss miss = miss("q", "a", "alpha beta gamma", List.of(), List.of(
                new Claim("first claim", "Supported", 0.9, 0, 0, 10),
                new Claim("second claim", "Contradictory", 0.1, 0, 6, 16)));

        String html = EvaluationReport.html(done("overlap", null, List.of(miss)));

        assertThat(html).contains("<mark class=\"supported\" title=\"first claim\">alpha </mark>"
                + "<mark class=\"contradicted\" title=\"first claim\nsecond claim\">beta</mark>"
                + "<mark class=\"contradicted\" title=\"second claim\"> gamma</mark>");
    }

    @Test
    void aSpanOutsideItsContextIsIgnored() {
        EvaluationMiss miss = miss("q", "a", "short", List.of(), List.of(
                new Claim("too long", "Contradicted", 0.1, 0, 2, 99),
                new Claim("backwards", "Contradicted", 0.1, 0, 4, 1),
                new Claim("other context", "Contradicted", 0.1, 5, 0, 2),
                new Claim("fits", "insufficient", 0.4, 0, 0, 2)));

        assertThatNoException().isThrownBy(() -> EvaluationReport.html(done("range", null, List.of(miss))));
        String html = EvaluationReport.html(done("range", null, List.of(miss)));
        assertThat(html)
                .contains("<div class=\"context\"><mark class=\"insufficient\" title=\"fits\">sh</mark>ort</div>")
                .doesNotContain("<mark class=\"contradicted\"").contains("<td>too long</td>");
    }

    @Test
    void drawsTheThresholdCurveWithThreeLinesAndTheCurrentThreshold() {
        String html = EvaluationReport.html(done("curve", new EvaluationSummary(38, validateFigures(), null),
                List.of()));

        assertThat(html).contains("<svg", "role=\"img\"", "aria-label=\"", "class=\"current\"", ">current</text>")
                .contains("No misses.").doesNotContain("faithfulness did not score these answers");
        assertThat(html.split("<polyline", -1)).hasSize(4);
    }

    @Test
    void aRunningEvaluationShowsItsProgressAndNoFigures() {
        EvaluationView running = new EvaluationView(8, "nightly", null, 4L, "running", 0.25, 400, "admin",
                Instant.EPOCH, null, new EvaluationSummary(38, validateFigures(), null), List.of(), null);

        String html = EvaluationReport.html(running);

        assertThat(html).contains("policy 4", "running", "25.0 %", "not finished")
                .doesNotContain("<h2>", "<table", "<svg", "No misses.");
    }

    @Test
    void aFailedEvaluationShowsItsErrorEscaped() {
        EvaluationView failed = new EvaluationView(9, "broken", null, null, "failed", 0.5, 10, "admin",
                Instant.EPOCH, Instant.EPOCH, null, List.of(), "model down " + SCRIPT);

        assertThat(EvaluationReport.html(failed)).contains("live settings", "<p>model down " + ESCAPED + "</p>")
                .doesNotContain("<script", "<h2>");
    }

    @Test
    void formatsRatesAsPercentagesWithOneDecimal() {
        ChatFigures chat = new ChatFigures(20, 19, 1, 12, 5, 1, 12 / 19.0, 5 / 19.0, 1.0,
                Map.of("passed", 14L, "declined", 6L), new Latency(900, 2100));
        String html = EvaluationReport.html(done("rates", new EvaluationSummary(58, validateFigures(), chat),
                List.of()));

        assertThat(html).contains("<td>faithful served</td><td>12 (63.2 %)</td>",
                "<td>hallucinated stopped</td><td>16 (84.2 %)</td>", "<td>balanced accuracy</td><td>73.7 %</td>",
                "<td>answered with the fact</td><td>12 (63.2 %)</td>",
                "<td>confident when unanswerable</td><td>1 (100.0 %)</td>", "120 ms / 480 ms");
    }
}
