package io.ragguard.console.reports;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ReportAddressTest {

    @Test
    void readsAnEvaluationsReport() {
        assertThat(ReportAddress.of("/evaluations/12")).contains(new ReportAddress.Evaluation(12));
    }

    @Test
    void readsTheReportOfAReplayOfAPolicy() {
        assertThat(ReportAddress.of("/policies/3/replays/0b6f3c7e-5c1a-4d2b-9a51-2f0e6f1d8c11"))
                .contains(new ReportAddress.Replay(3, "0b6f3c7e-5c1a-4d2b-9a51-2f0e6f1d8c11"));
    }

    @Test
    void namesNoReportForAnyOtherPath() {
        assertThat(ReportAddress.of(null)).isEmpty();
        assertThat(ReportAddress.of("/")).isEmpty();
        assertThat(ReportAddress.of("/evaluations/")).isEmpty();
        assertThat(ReportAddress.of("/evaluations/twelve")).isEmpty();
        assertThat(ReportAddress.of("/evaluations/12/misses")).isEmpty();
        assertThat(ReportAddress.of("/evaluations/-1")).isEmpty();
        assertThat(ReportAddress.of("/evaluations/99999999999999999999")).as("beyond a long").isEmpty();
        assertThat(ReportAddress.of("/policies/3/replays/<script>")).isEmpty();
        assertThat(ReportAddress.of("/policies/3/replays/")).isEmpty();
        assertThat(ReportAddress.of("/policies/x/replays/abc")).isEmpty();
    }
}
