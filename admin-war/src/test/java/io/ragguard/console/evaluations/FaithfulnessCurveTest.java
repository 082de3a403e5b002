package io.ragguard.console.evaluations;

import io.ragguard.console.display.ChartConfigTest;
import io.ragguard.console.display.ChartView;
import io.ragguard.policy.boundary.Calibration.CurvePoint;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class FaithfulnessCurveTest {

    @Test
    void drawsThePassRatesOfEachLabelAndTheAgreementByThresholdInPerCent() {
        ChartView curve = FaithfulnessCurve.of(SampleRuns.validate(List.of(
                new CurvePoint(0.6000000000000001, 0.25, 0.75, 0.5, 0.0),
                new CurvePoint(0.2, 0.75, 0.5, 1.0, 0.5))));

        assertThat(curve.drawn()).isTrue();
        JsonObject data = ChartConfigTest.parse(curve.config()).getJsonObject("data");
        assertThat(data.getJsonArray("labels").getValuesAs(JsonString::getString)).as("by threshold")
                .containsExactly("0.2", "0.6");
        JsonArray lines = data.getJsonArray("datasets");
        assertThat(lines.getJsonObject(0).getString("label")).isEqualTo("faithful answers passed");
        assertThat(lines.getJsonObject(0).getJsonArray("data").getJsonNumber(0).doubleValue()).isEqualTo(100.0);
        assertThat(lines.getJsonObject(1).getString("label")).isEqualTo("hallucinated answers passed");
        assertThat(lines.getJsonObject(1).getJsonArray("data").getJsonNumber(0).doubleValue()).isEqualTo(50.0);
        assertThat(lines.getJsonObject(2).getJsonArray("data").getJsonNumber(1).doubleValue()).isEqualTo(75.0);
        assertThat(curve.note()).contains("the threshold in force was 0.5");
    }

    @Test
    void saysSoWhenFaithfulnessScoredNothing() {
        assertThat(FaithfulnessCurve.of(SampleRuns.validate(List.of())).drawn()).isFalse();
        assertThat(FaithfulnessCurve.of(SampleRuns.validate(null)).note()).contains("did not score");
        assertThat(FaithfulnessCurve.of(null).drawn()).isFalse();
    }
}
