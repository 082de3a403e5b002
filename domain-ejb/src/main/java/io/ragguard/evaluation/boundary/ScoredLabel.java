package io.ragguard.evaluation.boundary;

import io.ragguard.verdict.Outcome;

/**
 * A validator's verdict on one labelled answer of an evaluation: its score, the threshold it held the score
 * to (null: none), its outcome, and whether the answer was labelled good (faithful).
 */
public record ScoredLabel(double score, Double threshold, Outcome outcome, boolean good) {
}
