package io.ragguard.report;

import io.ragguard.policy.boundary.Calibration.CurvePoint;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CurveChartTest {

    private static final List<CurvePoint> CURVE = List.of(new CurvePoint(1.0, 0.0, 0.5, 0.0, 0.0),
            new CurvePoint(0.0, 1.0, 0.5, 1.0, 1.0), new CurvePoint(0.5, 0.5, 0.9, 0.8, 0.1));

    @Test
    void drawsThreeLinesInThresholdOrderWithTicksAndLegend() {
        String svg = CurveChart.html(CURVE, 0.6);

        assertThat(svg).startsWith("<svg").endsWith("</svg>").contains("role=\"img\"", "current threshold 0.60")
                .contains(">0</text>", ">0.25</text>", ">0.5</text>", ">0.75</text>", ">1</text>")
                .contains("good-answer pass rate", "bad-answer pass rate", "balanced agreement")
                .doesNotContain("<script", "http");
        assertThat(svg.split("<polyline", -1)).hasSize(4);
        // good-answer pass rate: x from 48 to 428, y from 16 (rate 1) to 276 (rate 0), sorted by threshold.
        assertThat(svg).contains("points=\"48.0,16.0 238.0,68.0 428.0,276.0\"");
    }

    @Test
    void marksTheCurrentThresholdWithADashedLine() {
        assertThat(CurveChart.html(CURVE, 0.5))
                .contains("<line x1=\"238.0\" y1=\"16.0\" x2=\"238.0\" y2=\"276.0\" stroke=\"#1d2733\" "
                        + "stroke-dasharray=\"5 4\" class=\"current\"/>", ">current</text>");
        assertThat(CurveChart.html(CURVE, null)).doesNotContain("class=\"current\"", ">current</text>");
    }

    @Test
    void saysSoWhenFaithfulnessScoredNothing() {
        assertThat(CurveChart.html(List.of(), 0.6)).isEqualTo("<p>faithfulness did not score these answers</p>");
        assertThat(CurveChart.html(null, 0.6)).isEqualTo("<p>faithfulness did not score these answers</p>");
    }
}
