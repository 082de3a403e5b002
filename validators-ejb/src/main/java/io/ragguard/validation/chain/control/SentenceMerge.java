package io.ragguard.validation.chain.control;

import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.verdict.Outcome;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One result per validator from its results on every sentence of a streamed answer. A sentence that
 * failed was removed, never sent: the removal is the repair, so the validator is {@code patched}, with
 * the reason {@link #SENTENCE_REMOVED} beside its own. An error on any sentence is an error, and a
 * sentence it could not vouch for makes it {@code unverified}; the score
 * is the lowest, the time the sum, the claims all of them in order.
 */
public final class SentenceMerge {

    public static final String SENTENCE_REMOVED = "sentence_removed";

    private SentenceMerge() {
    }

    public static List<ValidatorResult> merge(List<ValidationReport> sentences) {
        Map<String, List<ValidatorResult>> byValidator = new LinkedHashMap<>();
        for (ValidationReport sentence : sentences) {
            for (ValidatorResult result : sentence.results()) {
                byValidator.computeIfAbsent(result.name(), k -> new ArrayList<>()).add(result);
            }
        }
        return byValidator.entrySet().stream().map(e -> merged(e.getKey(), e.getValue())).toList();
    }

    private static ValidatorResult merged(String name, List<ValidatorResult> results) {
        Set<Outcome> outcomes = new LinkedHashSet<>();
        Set<String> reasons = new LinkedHashSet<>();
        List<CheckedClaim> claims = new ArrayList<>();
        double score = Double.POSITIVE_INFINITY;
        Double threshold = null;
        long micros = 0;
        boolean observed = false;
        for (ValidatorResult r : results) {
            observed |= r.observed();
            outcomes.add(r.outcome());
            reasons.addAll(r.reasons());
            claims.addAll(r.claims());
            score = Math.min(score, r.score());
            threshold = threshold == null ? r.threshold() : threshold;
            micros += r.micros();
        }
        Outcome outcome;
        if (outcomes.contains(Outcome.ERROR)) {
            outcome = Outcome.ERROR;
        } else if (outcomes.contains(Outcome.FAIL) && observed) {
            outcome = Outcome.FAIL; // observed: the sentence it failed was sent
        } else if (outcomes.contains(Outcome.FAIL)) {
            outcome = Outcome.PATCHED;
            reasons.add(SENTENCE_REMOVED);
        } else if (outcomes.contains(Outcome.UNVERIFIED)) {
            outcome = Outcome.UNVERIFIED;
        } else if (outcomes.contains(Outcome.PATCHED)) {
            outcome = Outcome.PATCHED;
        } else if (outcomes.contains(Outcome.WARN)) {
            outcome = Outcome.WARN;
        } else if (outcomes.contains(Outcome.PASS)) {
            outcome = Outcome.PASS;
        } else {
            outcome = Outcome.SKIPPED;
        }
        return new ValidatorResult(name, outcome, Double.isInfinite(score) ? 1.0 : score, threshold,
                List.copyOf(reasons), micros, claims, observed);
    }
}
