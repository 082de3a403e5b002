package io.ragguard.console.validators;

import io.ragguard.console.display.ChartConfigTest;
import io.ragguard.policy.boundary.Calibration;
import io.ragguard.policy.boundary.Calibration.CurvePoint;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ProposedThresholdTest {

    private static Calibration calibration() {
        return new Calibration("faithfulness", null, "decisions", 25, 10, 0.5, 0.35000000000000003, true, 0.8,
                List.of(new CurvePoint(0.3, 0.9, 0.6, 1.0, 0.7), new CurvePoint(0.35000000000000003, 0.8, 0.75, 0.95,
                        0.45), new CurvePoint(0.4, 0.6, 0.7, 0.7, 0.3)), 42);
    }

    @Test
    void drawsTheCurveByThresholdAsSharesInPerCent() {
        ProposedThreshold proposal = ProposedThreshold.of(calibration());

        JsonObject data = ChartConfigTest.parse(proposal.curve().config()).getJsonObject("data");
        assertThat(data.getJsonArray("labels").getValuesAs(JsonString::getString))
                .containsExactly("0.3", "0.35", "0.4");
        JsonArray lines = data.getJsonArray("datasets");
        assertThat(lines).hasSize(3);
        assertThat(lines.getJsonObject(0).getString("label")).isEqualTo("approved answers passed");
        assertThat(lines.getJsonObject(0).getJsonArray("data").getJsonNumber(1).doubleValue()).isEqualTo(95.0);
        assertThat(lines.getJsonObject(1).getJsonArray("data").getJsonNumber(1).doubleValue()).isEqualTo(45.0);
        assertThat(lines.getJsonObject(2).getJsonArray("data").getJsonNumber(1).doubleValue()).isEqualTo(75.0);
        assertThat(proposal.curve().note()).contains("at or above", "80 %");
    }

    @Test
    void writesTheThresholdsAsTheSettingsDoAndNamesTheDraft() {
        ProposedThreshold proposal = ProposedThreshold.of(calibration());

        assertThat(proposal.current()).isEqualTo("0.5");
        assertThat(proposal.proposed()).isEqualTo("0.35");
        assertThat(proposal.policyId()).isEqualTo(42);
        assertThat(proposal.good() + proposal.bad()).isEqualTo(35);
    }
}
