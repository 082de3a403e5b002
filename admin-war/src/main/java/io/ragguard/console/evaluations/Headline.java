package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationSummary.ChatFigures;
import io.ragguard.answering.boundary.EvaluationSummary.ValidateFigures;

import java.util.function.Function;

/**
 * The headline figures of an evaluation, each a share from 0 to 1: named as a comparison's deltas name them,
 * as the page writes them, and whether more of it is better.
 */
enum Headline {

    BALANCED_ACCURACY("balanced_accuracy", "balanced accuracy", true, validate(ValidateFigures::balancedAccuracy)),
    FAITHFUL_SERVED("faithful_pass_rate", "faithful served", true, validate(ValidateFigures::faithfulPassRate)),
    HALLUCINATED_STOPPED("hallucinated_stop_rate", "hallucinated stopped", true,
            validate(ValidateFigures::hallucinatedStopRate)),
    ANSWERED_WITH_FACT("answered_with_fact_rate", "answered with the fact", true,
            chat(ChatFigures::answeredWithFactRate)),
    DECLINED_WHEN_ANSWERABLE("declined_when_answerable_rate", "declined when answerable", false,
            chat(ChatFigures::declinedWhenAnswerableRate)),
    CONFIDENT_WHEN_UNANSWERABLE("confident_when_unanswerable_rate", "confident when unanswerable", false,
            chat(ChatFigures::confidentWhenUnanswerableRate));

    private final String key;
    private final String label;
    private final boolean higherIsBetter;
    private final Function<EvaluationSummary, Double> figure;

    Headline(String key, String label, boolean higherIsBetter, Function<EvaluationSummary, Double> figure) {
        this.key = key;
        this.label = label;
        this.higherIsBetter = higherIsBetter;
        this.figure = figure;
    }

    /** The name of its change in a comparison's deltas. */
    String key() {
        return key;
    }

    String label() {
        return label;
    }

    boolean higherIsBetter() {
        return higherIsBetter;
    }

    /** The figure of a summary; null where it has none (no summary yet, or no row of that kind). */
    Double of(EvaluationSummary summary) {
        return summary == null ? null : figure.apply(summary);
    }

    private static Function<EvaluationSummary, Double> validate(Function<ValidateFigures, Double> figure) {
        return summary -> summary.validate() == null ? null : figure.apply(summary.validate());
    }

    private static Function<EvaluationSummary, Double> chat(Function<ChatFigures, Double> figure) {
        return summary -> summary.chat() == null ? null : figure.apply(summary.chat());
    }
}
