package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationSummary.ChatFigures;
import io.ragguard.answering.boundary.EvaluationSummary.Confusion;
import io.ragguard.answering.boundary.EvaluationSummary.Latency;
import io.ragguard.answering.boundary.EvaluationSummary.ValidateFigures;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

import static io.ragguard.console.evaluations.FigureText.percent;
import static io.ragguard.console.evaluations.FigureText.share;

/** One figure of an evaluation as the page writes it: what it measures, and its value in words. */
public record Figure(String name, String value) implements Serializable {

    /** The history's figures: the headline shares a run has (validate rows, chat rows or both). */
    static List<Figure> headlines(EvaluationSummary summary) {
        return List.of(Headline.BALANCED_ACCURACY, Headline.FAITHFUL_SERVED, Headline.HALLUCINATED_STOPPED,
                        Headline.ANSWERED_WITH_FACT).stream()
                .filter(headline -> headline.of(summary) != null)
                .map(headline -> new Figure(headline.label(), percent(headline.of(summary))))
                .toList();
    }

    /** A done run's figures with their counts: of the validate rows, then of the chat rows. */
    static List<Figure> of(EvaluationSummary summary) {
        List<Figure> figures = new ArrayList<>();
        if (summary != null && summary.validate() != null) {
            ValidateFigures v = summary.validate();
            Confusion confusion = v.confusion() == null ? new Confusion(0, 0, 0, 0) : v.confusion();
            figures.add(new Figure("answers judged", v.rows() + " (" + v.faithful() + " faithful, "
                    + v.hallucinated() + " hallucinated)"));
            figures.add(new Figure(Headline.BALANCED_ACCURACY.label(), percent(v.balancedAccuracy())));
            figures.add(new Figure(Headline.FAITHFUL_SERVED.label(),
                    share(confusion.faithfulServed(), v.faithful(), v.faithfulPassRate())));
            figures.add(new Figure(Headline.HALLUCINATED_STOPPED.label(),
                    share(confusion.hallucinatedStopped(), v.hallucinated(), v.hallucinatedStopRate())));
            latency(figures, "validate latency p50 / p95", v.latencyMs());
        }
        if (summary != null && summary.chat() != null) {
            ChatFigures c = summary.chat();
            figures.add(new Figure("questions asked", c.rows() + " (" + c.answerable() + " answerable, "
                    + c.unanswerable() + " unanswerable)"));
            figures.add(new Figure(Headline.ANSWERED_WITH_FACT.label(),
                    share(c.answeredWithFact(), c.answerable(), c.answeredWithFactRate())));
            figures.add(new Figure(Headline.DECLINED_WHEN_ANSWERABLE.label(),
                    share(c.declinedWhenAnswerable(), c.answerable(), c.declinedWhenAnswerableRate())));
            figures.add(new Figure(Headline.CONFIDENT_WHEN_UNANSWERABLE.label(),
                    share(c.confidentWhenUnanswerable(), c.unanswerable(), c.confidentWhenUnanswerableRate())));
            latency(figures, "chat latency p50 / p95", c.latencyMs());
        }
        return figures;
    }

    private static void latency(List<Figure> figures, String name, Latency latency) {
        if (latency != null) {
            figures.add(new Figure(name, latency.p50() + " ms / " + latency.p95() + " ms"));
        }
    }
}
