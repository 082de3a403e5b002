package io.ragguard.console.review;

import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.verdict.Outcome;

import java.util.Locale;

/**
 * A validator's score said with its direction and threshold, so that a reader need not know which way each
 * validator counts: "0.32: below 0.35 needed", "0.058: at most 0.55 allowed, within". The direction is read
 * from the verdict itself: a pass above the threshold or a failure below it means higher scores pass; a pass
 * below it or a failure above it means lower scores pass.
 */
public final class ScoreInWords {

    private ScoreInWords() {
    }

    public static String of(ValidatorOutcome outcome) {
        Double score = outcome.score();
        Double threshold = outcome.threshold();
        if (score == null || outcome.outcome() == Outcome.SKIPPED || outcome.outcome() == Outcome.ERROR) {
            return "not scored";
        }
        if (threshold == null) {
            return number(score);
        }
        boolean passed = outcome.outcome() == Outcome.PASS;
        boolean above = score >= threshold;
        boolean higherPasses = passed == above || score.equals(threshold);
        boolean met = higherPasses ? above : score <= threshold;
        String s = number(score);
        String t = number(threshold);
        String words;
        if (higherPasses) {
            words = met ? s + ": at least " + t + " needed, met" : s + ": below " + t + " needed";
        } else {
            words = met ? s + ": at most " + t + " allowed, within" : s + ": above " + t + " allowed";
        }
        return met == passed || outcome.outcome() == Outcome.WARN ? words : words + "; flagged for its reasons";
    }

    private static String number(double value) {
        String text = String.format(Locale.ROOT, "%.3f", value).replaceAll("0+$", "");
        return text.endsWith(".") ? text + "0" : text;
    }
}
