package io.ragguard.console.display;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;

import java.util.List;

/**
 * A Chart.js configuration for {@code p:chart}, which writes it as it is into a script on the page: its
 * JSON has {@code <}, {@code >}, {@code &} and the two JavaScript line separators escaped, so that no
 * label (a tenant, a validator, a reason) can end the script or open markup. Bar charts, with optional
 * line datasets on their own axis, or line charts; no animation, so that a chart is complete as soon as it is
 * drawn. A horizontal chart shows every label in full, one row each, and is as high as its rows need
 * ({@link #style}). The dashboard draws its charts with it, and the validators page a threshold's calibration
 * curve.
 */
public final class ChartConfig {

    /** The height of one row of a horizontal chart, and what its axis and legend take besides, in pixels. */
    static final int ROW_PX = 26;
    static final int FRAME_PX = 90;
    private static final int MIN_PX = 180;

    private final JsonArrayBuilder labels = Json.createArrayBuilder();
    private final JsonArrayBuilder datasets = Json.createArrayBuilder();
    private final JsonObjectBuilder scales = Json.createObjectBuilder();
    private final String type;
    private final int rows;
    private boolean horizontal;
    private boolean stacked;
    private boolean legend = true;
    private boolean labelAxisStacked;
    private String labelAxisTitle;

    private ChartConfig(String type, List<String> labels) {
        this.type = type;
        this.rows = labels.size();
        labels.forEach(this.labels::add);
    }

    /** A bar chart with one bar (or stack of bars) per label. */
    public static ChartConfig bars(List<String> labels) {
        return new ChartConfig("bar", labels);
    }

    /** A line chart with one point of each line per label, its datasets added with {@link #line}. */
    public static ChartConfig lines(List<String> labels) {
        return new ChartConfig("line", labels);
    }

    /** Bars run from left to right, one row per label. */
    public ChartConfig horizontal() {
        horizontal = true;
        return this;
    }

    /** The datasets' bars stack on each other instead of standing side by side. */
    public ChartConfig stacked() {
        stacked = true;
        return this;
    }

    public ChartConfig withoutLegend() {
        legend = false;
        return this;
    }

    /** A dataset of bars in one colour; a null value draws no bar. */
    public ChartConfig bar(String label, List<? extends Number> values, String color) {
        datasets.add(dataset("bar", label, values).add("backgroundColor", color));
        return this;
    }

    /** A dataset of bars, each in its own colour. */
    public ChartConfig bar(String label, List<? extends Number> values, List<String> colors) {
        JsonArrayBuilder each = Json.createArrayBuilder();
        colors.forEach(each::add);
        datasets.add(dataset("bar", label, values).add("backgroundColor", each));
        return this;
    }

    /** A dataset of bars on the axis {@code axis} (declared with {@link #axis}). */
    public ChartConfig bar(String label, List<? extends Number> values, String color, String axis) {
        datasets.add(dataset("bar", label, values).add("backgroundColor", color).add("yAxisID", axis).add("order", 1));
        return this;
    }

    /** A line on the axis {@code axis}, drawn over the bars; a null value leaves a gap. */
    public ChartConfig line(String label, List<? extends Number> values, String color, String axis) {
        datasets.add(dataset("line", label, values).add("borderColor", color).add("backgroundColor", color)
                .add("yAxisID", axis).add("order", 0).add("spanGaps", false));
        return this;
    }

    /** A value axis of its own, titled, on the left or the right, up to {@code max} when that is not null. */
    public ChartConfig axis(String id, String position, String title, Integer max) {
        JsonObjectBuilder axis = Json.createObjectBuilder().add("type", "linear").add("position", position)
                .add("beginAtZero", true).add("title", title(title));
        if (max != null) {
            axis.add("max", max);
        }
        if ("right".equals(position)) {
            axis.add("grid", Json.createObjectBuilder().add("drawOnChartArea", false));
        }
        scales.add(id, axis);
        return this;
    }

    /** The title of the value axis, when the chart has no axes of its own. */
    public ChartConfig valueTitle(String title) {
        scales.add(horizontal ? "x" : "y", Json.createObjectBuilder().add("beginAtZero", true).add("stacked", stacked)
                .add("title", title(title)));
        labelAxisStacked = stacked;
        return this;
    }

    /** The title of the axis the labels stand on, when the value axes are declared with {@link #axis}. */
    public ChartConfig labelTitle(String title) {
        labelAxisTitle = title;
        return this;
    }

    /**
     * The style of the chart's box: a horizontal chart is as high as its rows need, so that every label has
     * room; null for a vertical one, which takes the height of the page's box.
     */
    public String style() {
        return horizontal ? "height: " + Math.max(MIN_PX, FRAME_PX + rows * ROW_PX) + "px" : null;
    }

    /**
     * The configuration as JSON, safe inside a script element. The axis of the labels skips none on a horizontal
     * chart (Chart.js would leave every other one out where they seem crowded).
     */
    public String json() {
        if (horizontal || labelAxisStacked || labelAxisTitle != null) {
            JsonObjectBuilder labelAxis = Json.createObjectBuilder();
            if (labelAxisStacked) {
                labelAxis.add("stacked", true);
            }
            if (labelAxisTitle != null) {
                labelAxis.add("title", title(labelAxisTitle));
            }
            if (horizontal) {
                labelAxis.add("ticks", Json.createObjectBuilder().add("autoSkip", false));
            }
            scales.add(horizontal ? "y" : "x", labelAxis);
        }
        JsonObjectBuilder options = Json.createObjectBuilder()
                .add("animation", false)
                .add("responsive", true)
                .add("maintainAspectRatio", false)
                .add("scales", scales)
                .add("plugins", Json.createObjectBuilder()
                        .add("legend", Json.createObjectBuilder().add("display", legend).add("position", "bottom")));
        if (horizontal) {
            options.add("indexAxis", "y");
        }
        String json = Json.createObjectBuilder()
                .add("type", type)
                .add("data", Json.createObjectBuilder().add("labels", labels).add("datasets", datasets))
                .add("options", options)
                .build()
                .toString();
        return escaped(json);
    }

    /** JSON text with the characters that could end a script, or a JavaScript line, as \\u escapes. */
    static String escaped(String json) {
        return json.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
                .replace(String.valueOf((char) 0x2028), "\\u2028").replace(String.valueOf((char) 0x2029), "\\u2029");
    }

    private static JsonObjectBuilder dataset(String type, String label, List<? extends Number> values) {
        JsonArrayBuilder data = Json.createArrayBuilder();
        for (Number value : values) {
            if (value == null) {
                data.addNull();
            } else if (value instanceof Long || value instanceof Integer) {
                data.add(value.longValue());
            } else {
                data.add(value.doubleValue());
            }
        }
        return Json.createObjectBuilder().add("type", type).add("label", label).add("data", data);
    }

    private static JsonObjectBuilder title(String text) {
        return Json.createObjectBuilder().add("display", true).add("text", text);
    }
}
