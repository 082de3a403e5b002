package io.ragguard.report;

import io.ragguard.answering.boundary.ReplayJob;
import io.ragguard.answering.boundary.ReplaySummary;
import io.ragguard.policy.boundary.PolicyView;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * A replay as one self-contained HTML page (no script, no outside style): the policy and its values, what
 * the replay changed, the answers by status and each validator's outcomes before and after, the agreement
 * with reviewers, and the answers it changed with links to their records. Every text from the data is escaped.
 */
public final class ReplayReport {

    private ReplayReport() {
    }

    public static String html(PolicyView policy, ReplayJob job) {
        StringBuilder page = start("Replay of " + policy.name(), ".more{color:#a1261b}.fewer{color:#1f6f3f}");
        page.append("<h1>Replay of policy ").append(escape(policy.name())).append("</h1><p>")
                .append(policy.tenant() == null ? "For every tenant" : "For tenant " + escape(policy.tenant()))
                .append(", ").append(escape(policy.status().name().toLowerCase(Locale.ROOT))).append(". Replay ")
                .append(escape(job.jobId())).append(", ").append(escape(job.status())).append(", started ")
                .append(job.startedAt()).append(".</p>");
        page.append("<h2>Values</h2><table><tr><th>setting</th><th>value</th></tr>");
        policy.settings().forEach((name, value) -> row(page, name, value));
        page.append("</table>");
        ReplaySummary s = job.summary();
        if (s == null) {
            page.append("<p>").append(job.error() == null ? "The replay has not finished." : escape(job.error()))
                    .append("</p></body></html>");
            return page.toString();
        }
        page.append("<h2>What it changes</h2><table>");
        row(page, "answers replayed", Integer.toString(s.records()));
        row(page, "status changed", Integer.toString(s.changed()));
        row(page, "passed before, flagged now", Integer.toString(s.passedToFlagged()));
        row(page, "flagged before, passed now", Integer.toString(s.flaggedToPassed()));
        row(page, "decided by a reviewer", Integer.toString(s.decided()));
        row(page, "agreement with the decisions, before", share(s.agreementBefore()));
        row(page, "agreement with the decisions, after", share(s.agreementAfter()));
        page.append("</table><h2>Answers by status</h2>");
        compare(page, "status", s.statusesBefore(), s.statusesAfter());
        page.append("<h2>Validators</h2>");
        s.validators().forEach((name, outcomes) -> {
            page.append("<h3>").append(escape(name)).append("</h3>");
            compare(page, "outcome", outcomes.before(), outcomes.after());
        });
        page.append("<h2>Answers it changes</h2>");
        if (job.examples().isEmpty()) {
            page.append("<p>None.</p>");
        } else {
            page.append("<table><tr><th>question</th><th>tenant</th><th>before</th><th>after</th><th>why</th></tr>");
            for (ReplayJob.ReplayExample e : job.examples()) {
                page.append("<tr><td><a href=\"").append(escape(reviewLink(e.requestId()))).append("\">")
                        .append(escape(e.question())).append("</a></td><td>").append(escape(e.tenant()))
                        .append("</td><td>").append(escape(e.statusBefore())).append("</td><td>")
                        .append(escape(e.statusAfter())).append("</td><td>")
                        .append(escape(String.join("; ", e.reasonsAfter()))).append("</td></tr>");
            }
            page.append("</table>");
        }
        return page.append("</body></html>").toString();
    }

    private static void compare(StringBuilder page, String what, Map<String, Long> before, Map<String, Long> after) {
        page.append("<table><tr><th>").append(what).append("</th><th>before</th><th>after</th></tr>");
        TreeSet<String> keys = new TreeSet<>(before.keySet());
        keys.addAll(after.keySet());
        for (String key : keys) {
            long b = before.getOrDefault(key, 0L);
            long a = after.getOrDefault(key, 0L);
            page.append("<tr><td>").append(escape(key)).append("</td><td>").append(b).append("</td><td")
                    .append(a > b ? " class=\"more\"" : a < b ? " class=\"fewer\"" : "").append('>').append(a)
                    .append("</td></tr>");
        }
        page.append("</table>");
    }

    private static void row(StringBuilder page, String name, String value) {
        page.append("<tr><td>").append(escape(name)).append("</td><td>").append(escape(value)).append("</td></tr>");
    }

    private static String share(Double share) {
        return share == null ? "no decisions" : String.format(Locale.ROOT, "%.1f %%", share * 100);
    }

    /**
     * The start of a report page: its escaped title, the reports' common style and {@code style} of its own, and the
     * opened body.
     */
    static StringBuilder start(String title, String style) {
        return new StringBuilder(16384).append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(title)).append("</title><style>")
                .append("body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem;color:#1d2733}")
                .append("table{border-collapse:collapse;margin:0 0 1.5rem}td,th{border:1px solid #c8d0d8;")
                .append("padding:.3rem .6rem;text-align:left}th{background:#eef2f5}").append(style)
                .append("</style></head><body>");
    }

    /** The text with the five characters HTML gives a meaning escaped. */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * Where a reviewer reads a recorded answer: its page in the console's review queue, which signs them in
     * the console's way (the API's {@code record} link of the replay's JSON takes HTTP Basic).
     */
    static String reviewLink(String requestId) {
        return "/console/review.xhtml?request=" + URLEncoder.encode(requestId, StandardCharsets.UTF_8);
    }
}
