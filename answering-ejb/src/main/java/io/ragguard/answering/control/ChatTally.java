package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationRow;
import io.ragguard.answering.boundary.EvaluationSummary.ChatFigures;
import io.ragguard.answering.boundary.EvaluationSummary.Latency;
import io.ragguard.verdict.AnswerStatus;

import java.util.Map;
import java.util.TreeMap;

/**
 * The chat rows of a batch evaluation, counted: an answerable question is right when it is answered with the
 * expected phrase (and wrong when declined), an unanswerable one when it is not answered as if it were, served
 * as passed or patched instead of declined.
 */
final class ChatTally {

    private int answerable;
    private int unanswerable;
    private int answeredWithFact;
    private int declinedWhenAnswerable;
    private int confidentWhenUnanswerable;
    private final Map<String, Long> statuses = new TreeMap<>();

    /** Counts one answer (null: refused) with its status; whether the pipeline answered the row rightly. */
    boolean add(EvaluationRow row, String status, String served) {
        statuses.merge(status, 1L, Long::sum);
        boolean declined = status.equals(AnswerStatus.DECLINED.label());
        boolean answered = served != null && !declined && !status.equals(AnswerStatus.FAILED.label());
        if (row.expected() != null) {
            answerable++;
            boolean withFact = answered && Phrases.holds(served, row.expected());
            answeredWithFact += withFact ? 1 : 0;
            declinedWhenAnswerable += declined ? 1 : 0;
            return withFact;
        }
        unanswerable++;
        boolean confident = answered && (status.equals(AnswerStatus.PASSED.label())
                || status.equals(AnswerStatus.PATCHED.label()));
        confidentWhenUnanswerable += confident ? 1 : 0;
        return !confident;
    }

    /** The figures; null without chat rows. */
    ChatFigures figures(Latency latency) {
        if (answerable + unanswerable == 0) {
            return null;
        }
        return new ChatFigures(answerable + unanswerable, answerable, unanswerable, answeredWithFact,
                declinedWhenAnswerable, confidentWhenUnanswerable, Rates.share(answeredWithFact, answerable),
                Rates.share(declinedWhenAnswerable, answerable),
                Rates.share(confidentWhenUnanswerable, unanswerable), statuses, latency);
    }
}
