package io.ragguard.console.display;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

public class ChartConfigTest {

    public static JsonObject parse(String json) {
        try (var reader = Json.createReader(new StringReader(json))) {
            return reader.readObject();
        }
    }

    @Test
    void labelsThatCouldEndTheScriptAreEscapedAndReadBackAsWritten() {
        String label = "</script><script>alert('x')</script> & \u2028 \u2029";

        String json = ChartConfig.bars(List.of(label)).bar(label, List.of(1L), "#000").json();

        assertThat(json).doesNotContain("<", ">", "&", "\u2028", "\u2029");
        JsonObject config = parse(json);
        assertThat(config.getJsonObject("data").getJsonArray("labels").getString(0)).isEqualTo(label);
        assertThat(config.getJsonObject("data").getJsonArray("datasets").getJsonObject(0).getString("label"))
                .isEqualTo(label);
    }

    @Test
    void aMissingValueIsNullAndCountsStayWholeNumbers() {
        JsonObject config = parse(ChartConfig.bars(List.of("a", "b", "c"))
                .line("rate", Arrays.asList(50.0, null, 12.5), "#111", "rate")
                .bar("answers", List.of(2L, 0L, 8L), "#222", "answers")
                .axis("rate", "left", "%", 100)
                .axis("answers", "right", "answers", null)
                .json());

        var datasets = config.getJsonObject("data").getJsonArray("datasets");
        assertThat(datasets.getJsonObject(0).getString("type")).isEqualTo("line");
        assertThat(datasets.getJsonObject(0).getJsonArray("data").get(1)).isEqualTo(JsonValue.NULL);
        assertThat(datasets.getJsonObject(0).getJsonArray("data").getJsonNumber(2).doubleValue()).isEqualTo(12.5);
        assertThat(datasets.getJsonObject(1).getJsonArray("data").toString()).isEqualTo("[2,0,8]");
        assertThat(datasets.getJsonObject(1).getString("yAxisID")).isEqualTo("answers");
        JsonObject scales = config.getJsonObject("options").getJsonObject("scales");
        assertThat(scales.getJsonObject("rate").getInt("max")).isEqualTo(100);
        assertThat(scales.getJsonObject("answers").containsKey("max")).isFalse();
    }

    @Test
    void horizontalStackedBarsRunAlongTheXAxis() {
        JsonObject options = parse(ChartConfig.bars(List.of("a")).horizontal().stacked().withoutLegend()
                .bar("n", List.of(1L), "#000").valueTitle("runs").json()).getJsonObject("options");

        assertThat(options.getString("indexAxis")).isEqualTo("y");
        assertThat(options.getJsonObject("scales").getJsonObject("x").getJsonObject("title").getString("text"))
                .isEqualTo("runs");
        assertThat(options.getJsonObject("scales").getJsonObject("y").getBoolean("stacked")).isTrue();
        assertThat(options.getBoolean("animation")).isFalse();
        assertThat(options.getJsonObject("plugins").getJsonObject("legend").getBoolean("display")).isFalse();
    }

    @Test
    void aLineChartTitlesTheAxisOfItsLabelsAndKeepsItsValueAxis() {
        JsonObject config = parse(ChartConfig.lines(List.of("0.1", "0.2"))
                .line("agreement", List.of(40.0, 60.0), "#111", "share")
                .axis("share", "left", "% of answers", 100)
                .labelTitle("threshold")
                .json());

        assertThat(config.getString("type")).isEqualTo("line");
        JsonObject scales = config.getJsonObject("options").getJsonObject("scales");
        assertThat(scales.getJsonObject("x").getJsonObject("title").getString("text")).isEqualTo("threshold");
        assertThat(scales.getJsonObject("share").getInt("max")).isEqualTo(100);
        assertThat(config.getJsonObject("data").getJsonArray("datasets").getJsonObject(0).getString("yAxisID"))
                .isEqualTo("share");
    }

    @Test
    void aHorizontalChartSkipsNoLabelAndIsAsHighAsItsRowsNeed() {
        ChartConfig eleven = ChartConfig.bars(Collections.nCopies(11, "validator: reason")).horizontal()
                .bar("hits", Collections.nCopies(11, 1L), "#000").valueTitle("hits");

        assertThat(eleven.style()).isEqualTo("height: " + (ChartConfig.FRAME_PX + 11 * ChartConfig.ROW_PX) + "px");
        JsonObject scales = parse(eleven.json()).getJsonObject("options").getJsonObject("scales");
        assertThat(scales.getJsonObject("y").getJsonObject("ticks").getBoolean("autoSkip")).isFalse();
        assertThat(scales.getJsonObject("y").containsKey("stacked")).isFalse();
        assertThat(ChartConfig.bars(List.of("a")).horizontal().style()).as("a least height").isEqualTo("height: 180px");
        assertThat(ChartConfig.bars(List.of("a")).style()).as("vertical: the page's box").isNull();
    }
}
