package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationComparison;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;

import static io.ragguard.console.evaluations.FigureText.percent;
import static io.ragguard.console.evaluations.FigureText.points;

/**
 * A headline figure of two runs side by side: its value in each, and its change from the first to the second in
 * points, with whether that is better (a higher balanced accuracy, or a lower share declined when answerable).
 */
public record FigureDelta(String figure, String a, String b, String change, Trend trend) implements Serializable {

    /** One row per headline figure either run has, in the order of {@link Headline}. */
    static List<FigureDelta> of(EvaluationComparison comparison) {
        return Arrays.stream(Headline.values())
                .filter(h -> h.of(comparison.a().summary()) != null || h.of(comparison.b().summary()) != null)
                .map(h -> {
                    Double change = comparison.deltas() == null ? null : comparison.deltas().get(h.key());
                    return new FigureDelta(h.label(), percent(h.of(comparison.a().summary())),
                            percent(h.of(comparison.b().summary())), change == null ? "" : points(change),
                            Trend.of(change, h.higherIsBetter()));
                })
                .toList();
    }
}
