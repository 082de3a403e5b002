package io.ragguard.report;

import io.ragguard.policy.boundary.Calibration.CurvePoint;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The faithfulness threshold curve as an inline SVG line chart, without script: by threshold (0 to 1), the
 * pass rate of the faithful answers, that of the hallucinated ones and the balanced agreement with the labels,
 * with a dashed line at the threshold in force.
 */
final class CurveChart {

    private static final int WIDTH = 640;
    private static final int HEIGHT = 320;
    private static final int LEFT = 48;
    private static final int TOP = 16;
    private static final int PLOT_WIDTH = 380;
    private static final int PLOT_HEIGHT = 260;
    private static final double[] TICKS = {0, 0.25, 0.5, 0.75, 1};

    private static final String[] TICK_LABELS = {"0", "0.25", "0.5", "0.75", "1"};

    private record Series(String name, String note, String colour, ToDoubleFunction<CurvePoint> value) {
    }

    private static final List<Series> SERIES = List.of(
            new Series("good-answer pass rate", "(faithful passed)", "#1f6f3f", CurvePoint::goodPassRate),
            new Series("bad-answer pass rate", "(hallucinated passed)", "#a1261b", CurvePoint::badPassRate),
            new Series("balanced agreement", "", "#2456a4", CurvePoint::agreement));

    private CurveChart() {
    }

    /** The chart, or a sentence saying that faithfulness scored nothing when the curve has no point. */
    public static String html(List<CurvePoint> curve, Double current) {
        List<CurvePoint> points = curve == null ? List.of() : curve.stream()
                .filter(p -> Double.isFinite(p.threshold()))
                .sorted(Comparator.comparingDouble(CurvePoint::threshold)).toList();
        if (points.isEmpty()) {
            return "<p>faithfulness did not score these answers</p>";
        }
        boolean marked = current != null && Double.isFinite(current);
        StringBuilder svg = new StringBuilder(4096);
        svg.append("<svg width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ")
                .append(WIDTH).append(' ').append(HEIGHT).append("\" role=\"img\" aria-label=\"")
                .append("Faithfulness threshold curve: pass rates of the faithful and of the hallucinated answers ")
                .append("and balanced agreement by threshold from 0 to 1")
                .append(marked ? String.format(Locale.ROOT, ", current threshold %.2f", current) : "").append("\">");
        for (int t = 0; t < TICKS.length; t++) {
            double x = x(TICKS[t]);
            double y = y(TICKS[t]);
            line(svg, x, TOP, x, TOP + PLOT_HEIGHT, "stroke=\"#e3e8ed\"");
            line(svg, LEFT, y, LEFT + PLOT_WIDTH, y, "stroke=\"#e3e8ed\"");
            text(svg, x, TOP + PLOT_HEIGHT + 16, "middle", TICK_LABELS[t]);
            text(svg, LEFT - 6, y + 4, "end", TICK_LABELS[t]);
        }
        svg.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(PLOT_WIDTH)
                .append("\" height=\"").append(PLOT_HEIGHT).append("\" fill=\"none\" stroke=\"#8795a1\"/>");
        text(svg, LEFT + PLOT_WIDTH / 2.0, HEIGHT - 6, "middle", "threshold");
        for (int i = 0; i < SERIES.size(); i++) {
            Series series = SERIES.get(i);
            svg.append("<polyline fill=\"none\" stroke=\"").append(series.colour())
                    .append("\" stroke-width=\"2\" points=\"");
            for (CurvePoint p : points) {
                svg.append(number(x(p.threshold()))).append(',')
                        .append(number(y(series.value().applyAsDouble(p)))).append(' ');
            }
            svg.setLength(svg.length() - 1);
            svg.append("\"/>");
            double legendY = TOP + 12 + i * 40;
            line(svg, LEFT + PLOT_WIDTH + 12, legendY, LEFT + PLOT_WIDTH + 32, legendY,
                    "stroke=\"" + series.colour() + "\" stroke-width=\"2\"");
            text(svg, LEFT + PLOT_WIDTH + 36, legendY + 4, "start", series.name());
            if (!series.note().isEmpty()) {
                text(svg, LEFT + PLOT_WIDTH + 36, legendY + 18, "start", series.note());
            }
        }
        if (marked) {
            double x = x(current);
            line(svg, x, TOP, x, TOP + PLOT_HEIGHT, "stroke=\"#1d2733\" stroke-dasharray=\"5 4\" class=\"current\"");
            boolean nearRight = current > 0.85;
            text(svg, nearRight ? x - 4 : x + 4, TOP + 12, nearRight ? "end" : "start", "current");
        }
        return svg.append("</svg>").toString();
    }

    private static void line(StringBuilder svg, double x1, double y1, double x2, double y2, String attributes) {
        svg.append("<line x1=\"").append(number(x1)).append("\" y1=\"").append(number(y1)).append("\" x2=\"")
                .append(number(x2)).append("\" y2=\"").append(number(y2)).append("\" ").append(attributes)
                .append("/>");
    }

    private static void text(StringBuilder svg, double x, double y, String anchor, String text) {
        svg.append("<text x=\"").append(number(x)).append("\" y=\"").append(number(y)).append("\" text-anchor=\"")
                .append(anchor).append("\" font-size=\"12\" fill=\"#1d2733\">").append(ReplayReport.escape(text))
                .append("</text>");
    }

    private static double x(double threshold) {
        return LEFT + clamp(threshold) * PLOT_WIDTH;
    }

    private static double y(double share) {
        return TOP + (1 - clamp(share)) * PLOT_HEIGHT;
    }

    private static double clamp(double value) {
        return Double.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0;
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
