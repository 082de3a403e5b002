package io.ragguard.console.evaluations;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/** How the page writes an evaluation's numbers: shares in per cent, changes in points, thresholds as set. */
final class FigureText {

    private FigureText() {
    }

    /** A share from 0 to 1 as {@code 63.2 %}; {@code n/a} where there was nothing to count. */
    static String percent(Double share) {
        return share == null || share.isNaN() ? "n/a" : String.format(Locale.ROOT, "%.1f %%", share * 100);
    }

    /** {@code count} of {@code total} with its share: {@code 3 of 4 (75.0 %)}. */
    static String share(int count, int total, Double share) {
        return count + " of " + total + " (" + percent(share) + ")";
    }

    /** A change of a share in percentage points, signed: {@code +12.5 pts}, {@code -3.0 pts}, {@code no change}. */
    static String points(double change) {
        double points = Math.round(change * 1000) / 10.0;
        return points == 0 ? "no change" : String.format(Locale.ROOT, "%+.1f pts", points);
    }

    /** A threshold as the settings write it: {@code 0.35}, not {@code 0.35000000000000003}. */
    static String threshold(double value) {
        return new BigDecimal(Double.toString(value)).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString();
    }
}
