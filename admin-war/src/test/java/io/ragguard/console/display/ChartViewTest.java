package io.ragguard.console.display;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ChartViewTest {

    private static final ChartView BARS = ChartView.of(ChartConfig.bars(List.of("a", "b", "c"))
            .bar("n", List.of(1L, 2L, 3L), "#000"), "6 in all.");

    @Test
    void aBarLeadsWhereItsDatasetsLinkSaysElseWhereItsStacksDoes() {
        ChartView linked = BARS.linking(Arrays.asList("review.xhtml?reason=a", null, "review.xhtml"))
                .linking(1, List.of("review.xhtml?decision=none"));

        assertThat(linked.link(0, 0)).contains("review.xhtml?reason=a");
        assertThat(linked.link(3, 2)).as("any dataset").contains("review.xhtml");
        assertThat(linked.link(1, 0)).as("its own dataset's first").contains("review.xhtml?decision=none");
        assertThat(linked.link(0, 1)).as("no link given").isEmpty();
        assertThat(linked.linked()).isTrue();
        assertThat(linked.note()).isEqualTo("6 in all.");
    }

    @Test
    void aChartWithoutLinksLeadsNowhere() {
        assertThat(BARS.linked()).isFalse();
        assertThat(BARS.link(0, 0)).isEmpty();
        assertThat(ChartView.none("nothing").linked()).isFalse();
    }
}
