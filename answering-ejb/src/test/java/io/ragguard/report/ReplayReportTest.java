package io.ragguard.report;

import io.ragguard.answering.boundary.ReplayJob;
import io.ragguard.answering.boundary.ReplaySummary;
import io.ragguard.policy.boundary.PolicyStatus;
import io.ragguard.policy.boundary.PolicyView;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReplayReportTest {

    private static final PolicyView POLICY = new PolicyView(3, "<b>strict</b>", "northwind",
            Map.of("validator.faithfulness.threshold", "0.6"), null, PolicyStatus.DRAFT, "admin", Instant.EPOCH,
            null, null, null, null, null);

    @Test
    void showsWhatTheReplayChangedWithEveryTextEscaped() {
        ReplaySummary summary = new ReplaySummary(10, 2, 2, 0, Map.of("passed", 8L, "failed", 2L),
                Map.of("passed", 6L, "failed", 4L), Map.of("faithfulness",
                        new ReplaySummary.Outcomes(Map.of("pass", 8L), Map.of("pass", 6L, "fail", 2L))), 1, 1.0, 0.0);
        ReplayJob job = new ReplayJob("j-1", 3, "done", 1.0, Instant.EPOCH, Instant.EPOCH, summary,
                List.of(new ReplayJob.ReplayExample("r-1", "northwind", "Is <script>x</script> safe?", "passed",
                        "failed", List.of("faithfulness: unsupported"), "/api/admin/records/r-1")), null);

        String html = ReplayReport.html(POLICY, job);

        assertThat(html).startsWith("<!DOCTYPE html>").contains("&lt;b&gt;strict&lt;/b&gt;")
                .doesNotContain("<script>").contains("Is &lt;script&gt;x&lt;/script&gt; safe?")
                .contains("href=\"/console/review.xhtml?request=r-1\"").contains("validator.faithfulness.threshold")
                .contains("<td>failed</td><td>2</td><td class=\"more\">4</td>").contains("100.0 %", "0.0 %");
    }

    @Test
    void aReplayNotDoneSaysSo() {
        ReplayJob running = new ReplayJob("j-2", 3, "running", 0.4, Instant.EPOCH, null, null, List.of(), null);
        assertThat(ReplayReport.html(POLICY, running)).contains("The replay has not finished.");
    }
}
