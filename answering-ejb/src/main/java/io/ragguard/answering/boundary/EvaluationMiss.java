package io.ragguard.answering.boundary;

import java.util.List;

/**
 * A row the guard got wrong: a faithful answer stopped, a hallucinated one served, an answerable question
 * declined or answered without the expected phrase, or an unanswerable one answered as if it were not.
 * {@code answer} is the answer as given (validate) or as served (chat); {@code claims} the claims the
 * grounding validators judged, each with the span of the context that decided it.
 */
public record EvaluationMiss(int row, String kind, String label, String question, String answer,
                             List<String> contexts, String expected, String status, List<String> reasons,
                             Double faithfulness, List<Claim> claims) {

    /** A claim as judged: its text, verdict and score, and the context (from 0, or -1) and span that decided it. */
    public record Claim(String text, String verdict, double score, int context, int start, int end) {
    }
}
