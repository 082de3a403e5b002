package io.ragguard.validation.grounding;

import io.ragguard.validation.faithfulness.Faithfulness;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The cross-encoder in the ensemble (the cross-encoder itself, on a tiny ONNX model, is tested in
 * {@code CrossEncoderTest}): here its probability is given, to check how the score combines it.
 */
class CrossCheckTest {

    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(1, "lumora#0", "Lumora dosing", "Take 5 mg of Lumora once a day with food. "
                    + "Refunds are available for unopened packs only. Store Lumora below 25 degrees.", 0.8),
            new Evidence(2, "travel#0", "Travel", "Paris is the capital of France. Prices increased in 2023.", 0.7));
    private static final String PARAPHRASE = "Lumora should be taken once a day with food, at a dose of 5 mg.";

    private final List<String> premises = new CopyOnWriteArrayList<>();
    private final List<String> hypotheses = new CopyOnWriteArrayList<>();

    private Grounding withCrossEncoder(double entailment, double weight) {
        return new Grounding(BagOfWords.MODEL, BagOfWords::embedAll, BagOfWords::embedInContext,
                new Grounding.CrossCheck(() -> true, queries -> {
                    queries.forEach(query -> {
                        premises.add(query.premise());
                        hypotheses.add(query.hypothesis());
                    });
                    return Optional.of(Collections.nCopies(queries.size(), entailment));
                }, () -> weight));
    }

    private static Grounding.ScoredClaim scored(Grounding grounding, String claim) {
        return grounding.score("How is Lumora taken?", List.of(claim),
                grounding.ground(EVIDENCE, List.of(claim))).get(0);
    }

    @Test
    void followsTheCrossEncoderSwitchedOnBetweenTwoAnswersToTheSameContexts() {
        AtomicBoolean on = new AtomicBoolean();
        Grounding grounding = new Grounding(BagOfWords.MODEL, BagOfWords::embedAll, BagOfWords::embedInContext,
                new Grounding.CrossCheck(on::get, queries -> Optional.of(Collections.nCopies(queries.size(), 0.0)),
                        () -> 1.0));
        List<String> claim = List.of(PARAPHRASE);
        Grounding.Answer first = grounding.ground(new ArrayList<>(EVIDENCE), claim);
        double alone = grounding.score("How is Lumora taken?", claim, first).get(0).score();

        on.set(true);
        Grounding.Answer second = grounding.ground(new ArrayList<>(EVIDENCE), claim);

        assertThat(second.evidence()).as("the same contexts, split once").isSameAs(first.evidence());
        assertThat(alone).isGreaterThan(0.05);
        assertThat(grounding.score("How is Lumora taken?", claim, second).get(0).score())
                .as("scored again, with the cross-encoder").isEqualTo(0.0);
    }

    @Test
    void mixesTheEntailmentProbabilityIntoTheClaimsScoreByItsWeight() {
        double model = scored(BagOfWords.grounding(), PARAPHRASE).score();

        Grounding.ScoredClaim doubted = scored(withCrossEncoder(0.0, 0.5), PARAPHRASE);
        Grounding.ScoredClaim confirmed = scored(withCrossEncoder(1.0, 0.25), PARAPHRASE);

        assertThat(model).isBetween(0.05, 0.95);
        assertThat(doubted.score()).isCloseTo(0.5 * model, within(1e-9));
        assertThat(doubted.entailment()).isEqualTo(0.0);
        assertThat(confirmed.score()).isCloseTo(0.75 * model + 0.25, within(1e-9));
        assertThat(hypotheses).containsOnly(PARAPHRASE);
    }

    @Test
    void anAnswersClaimsGoToTheCrossEncoderInOneBatchEachGettingItsOwnProbability() {
        List<Integer> batches = new CopyOnWriteArrayList<>();
        Grounding grounding = new Grounding(BagOfWords.MODEL, BagOfWords::embedAll, BagOfWords::embedInContext,
                new Grounding.CrossCheck(() -> true, queries -> {
                    batches.add(queries.size());
                    return Optional.of(queries.stream().map(q -> q.hypothesis().contains("Paris") ? 0.9 : 0.1)
                            .toList());
                }, () -> 1.0));
        List<String> claims = List.of("Lumora is taken daily with some food.", "Paris is the French capital city.",
                "Lumora is taken daily with some food.");

        List<Grounding.ScoredClaim> scored = grounding.score("", claims, grounding.ground(EVIDENCE, claims));

        assertThat(batches).containsExactly(2);
        assertThat(scored).extracting(Grounding.ScoredClaim::entailment).containsExactly(0.1, 0.9, 0.1);
        assertThat(scored).extracting(Grounding.ScoredClaim::score).containsExactly(0.1, 0.9, 0.1);
    }

    @Test
    void aClaimTheFittedModelIsSureOfKeepsItsScoreWithoutACrossEncoderPass() {
        double model = scored(BagOfWords.grounding(), PARAPHRASE).score();
        Grounding sure = new Grounding(BagOfWords.MODEL, BagOfWords::embedAll, BagOfWords::embedInContext,
                new Grounding.CrossCheck(() -> true, queries -> {
                    queries.forEach(query -> hypotheses.add(query.hypothesis()));
                    return Optional.of(Collections.nCopies(queries.size(), 0.0));
                }, () -> 1.0, () -> Math.min(model, 1 - model)));
        Grounding unsure = new Grounding(BagOfWords.MODEL, BagOfWords::embedAll, BagOfWords::embedInContext,
                new Grounding.CrossCheck(() -> true, queries -> {
                    queries.forEach(query -> hypotheses.add(query.hypothesis()));
                    return Optional.of(Collections.nCopies(queries.size(), 0.0));
                }, () -> 1.0, () -> Math.min(model, 1 - model) - 0.01));

        Grounding.ScoredClaim kept = scored(sure, PARAPHRASE);

        assertThat(kept.score()).isEqualTo(model);
        assertThat(kept.entailment()).isNull();
        assertThat(hypotheses).as("no pass for a claim within the margin").isEmpty();
        assertThat(scored(unsure, PARAPHRASE).score()).as("a pass just outside it").isEqualTo(0.0);
        assertThat(hypotheses).containsExactly(PARAPHRASE);
    }

    @Test
    void thePremiseIsTheThreeBestAlignedEvidenceSentencesInTheirOrder() {
        scored(withCrossEncoder(0.5, 0.5), "Lumora is stored below 25 degrees and taken with food.");

        assertThat(premises).containsExactly("Take 5 mg of Lumora once a day with food. "
                + "Refunds are available for unopened packs only. Store Lumora below 25 degrees.");
        assertThat(Grounding.premise(BagOfWords.embed("Paris is the capital of France."),
                EvidenceSentences.of(EVIDENCE, BagOfWords::embedAll)))
                .endsWith("Paris is the capital of France.").doesNotContain("Prices");
    }

    @Test
    void theModelAloneWhileNoCrossEncoderIsConfiguredAndNoneForAVerbatimCopy() {
        double model = scored(BagOfWords.grounding(), PARAPHRASE).score();
        Grounding unconfigured = new Grounding(BagOfWords.MODEL, BagOfWords::embedAll, BagOfWords::embedInContext,
                new Grounding.CrossCheck(() -> false, queries -> {
                    queries.forEach(query -> premises.add(query.premise()));
                    return Optional.of(Collections.nCopies(queries.size(), 0.0));
                }, () -> 1.0));

        Grounding.ScoredClaim alone = scored(unconfigured, PARAPHRASE);
        Grounding.ScoredClaim copy = scored(withCrossEncoder(0.0, 1.0), "Take 5 mg of Lumora once a day with food.");

        assertThat(alone.score()).isEqualTo(model);
        assertThat(alone.entailment()).isNull();
        assertThat(copy.score()).isEqualTo(1.0);
        assertThat(copy.entailment()).isNull();
        assertThat(premises).isEmpty();
    }

    @Test
    void faithfulnessFailsAClaimTheCrossEncoderRejectsAndSaysWhy() {
        ValidationInput input = new ValidationInput("How is Lumora taken?", PARAPHRASE, EVIDENCE, "tenant", true, 0.8);

        Verdict without = new Faithfulness(BagOfWords.grounding()).validate(input, ValidatorSettings.defaults());
        Verdict with = new Faithfulness(withCrossEncoder(0.02, 0.9)).validate(input, ValidatorSettings.defaults());

        assertThat(without.outcome()).isEqualTo(Outcome.PASS);
        assertThat(with.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(with.reasons()).containsExactly("unfaithful", "not_entailed");
    }
}
