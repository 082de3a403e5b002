package io.ragguard.console.reports;

import io.ragguard.answering.boundary.Evaluations;
import io.ragguard.answering.boundary.Replays;
import io.ragguard.policy.boundary.Policies;
import io.ragguard.report.EvaluationReport;
import io.ragguard.report.ReplayReport;
import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The reports a console page links (to open in a tab of their own): {@code /reports/evaluations/{id}} and
 * {@code /reports/policies/{policyId}/replays/{jobId}}, the same pages as the API's, for admins only (web.xml
 * restricts the path too). A report is never cached; an address that names no report gets a short page of its
 * own, and a failure the console's error page, which names nothing of the server's insides.
 */
@WebServlet("/reports/*")
public class ReportPages extends HttpServlet {

    /** A report has no script and no outside resource: its inline style is all it may load. */
    static final String POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors 'none'";
    static final String NOT_FOUND = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<title>RAG Guard · No such report</title></head><body><main id=\"no-report\"><h1>No such report</h1>"
            + "<p>There is no such evaluation, or no such replay of the policy (a restart forgets replays).</p>"
            + "</main></body></html>";

    @Inject
    Evaluations evaluations;

    @Inject
    Policies policies;

    @Inject
    Replays replays;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Cache-Control", "no-store");
        if (!request.isUserInRole("admin")) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        Optional<String> page = ReportAddress.of(request.getPathInfo()).flatMap(this::report);
        response.setStatus(page.isPresent() ? HttpServletResponse.SC_OK : HttpServletResponse.SC_NOT_FOUND);
        response.setContentType("text/html; charset=utf-8");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.setHeader("Content-Security-Policy", POLICY);
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.getWriter().write(page.orElse(NOT_FOUND));
    }

    private Optional<String> report(ReportAddress address) {
        if (address instanceof ReportAddress.Evaluation evaluation) {
            return evaluations.one(evaluation.id()).map(EvaluationReport::html);
        }
        ReportAddress.Replay replay = (ReportAddress.Replay) address;
        return policies.one(replay.policyId()).flatMap(policy -> replays.job(replay.policyId(), replay.jobId())
                .map(job -> ReplayReport.html(policy, job)));
    }
}
