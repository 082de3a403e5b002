package io.ragguard.validation.faithfulness;

import io.ragguard.validation.grounding.EvidenceSentence;
import io.ragguard.validation.grounding.EvidenceSentences;
import io.ragguard.validation.grounding.FaithfulnessFeatures;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.BagOfWords;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class FaithfulnessTest {

    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(1, "lumora#0", "Lumora dosing", "Take 5 mg of Lumora once a day with food. "
                    + "Refunds are available for unopened packs only.", 0.8),
            new Evidence(2, "travel#0", "Travel", "Paris is the capital of France. Prices increased in 2023.", 0.7));

    private static final ValidatorSettings REFUSE = ValidatorSettings.of(Map.of(), Map.of(Faithfulness.POLICY,
            "refuse"));

    private final Faithfulness validator = new Faithfulness(BagOfWords.grounding());

    @Test
    void passesASupportedParaphrase() {
        Verdict verdict = validate("Lumora should be taken once a day with food, at a dose of 5 mg [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isGreaterThanOrEqualTo(0.35);
        assertThat(verdict.threshold()).isEqualTo(0.35);
    }

    @Test
    void failsATenfoldDose() {
        Verdict verdict = validator.validate(input("Take 50 mg of Lumora once a day with food."), REFUSE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isLessThan(0.35);
        assertThat(verdict.threshold()).isEqualTo(0.35);
        assertThat(verdict.reasons()).containsExactly("unfaithful", "unsupported_number");
        assertThat(verdict.hasPatch()).isFalse();
        assertThat(verdict.claims()).singleElement().satisfies(claim -> {
            assertThat(claim.label()).isEqualTo("contradicted");
            assertThat(claim.evidenceId()).isEqualTo("lumora#0");
        });
    }

    @Test
    void removesTheUnsupportedSentenceAndServesTheRest() {
        Verdict verdict = validate("Sure! Paris is the capital of France [2]. Take 50 mg of Lumora once a day "
                + "with food [1]. Hope this helps!");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.patch()).isEqualTo("Sure! Paris is the capital of France [2]. Hope this helps!");
        assertThat(verdict.declines()).isNull();
        assertThat(verdict.claims()).extracting(CheckedClaim::label)
                .containsExactly("not_a_claim", "supported", "contradicted", "not_a_claim");
    }

    @Test
    void declinesWhenNoClaimIsSupported() {
        Verdict verdict = validate("Take 50 mg of Lumora twice a day. Rome is the capital of France.");

        assertThat(verdict.patch()).isEqualTo(Faithfulness.DEFAULT_TEMPLATE);
        assertThat(verdict.declines()).isEqualTo(DeclineReason.UNSUPPORTED);
    }

    @Test
    void servesUnsupportedSentencesFlaggedWhenThePolicySaysFlag() {
        Verdict verdict = validator.validate(input("Paris is the capital of France. Rome is the capital of France."),
                ValidatorSettings.of(Map.of(), Map.of(Faithfulness.POLICY, "flag")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.UNVERIFIED);
        assertThat(verdict.hasPatch()).isFalse();
        assertThat(verdict.reasons()).contains("unfaithful", "unsupported_name");
    }

    @Test
    void refusesOneSentenceOfAStreamRatherThanPatchingIt() {
        Verdict verdict = validator.validate(input("Take 50 mg of Lumora once a day with food.").asSentence(),
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void judgesNoGreetingSignOffOrStatementAboutTheSources() {
        Verdict verdict = validate("Certainly, I can help with that! Based on the passages provided, Paris is the "
                + "capital of France. Let me know if you have other questions.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.claims()).extracting(CheckedClaim::label)
                .containsExactly("not_a_claim", "supported", "not_a_claim");
    }

    @Test
    void doesNotJudgeAModelThatSaysItsSourcesDoNotAnswer() {
        Verdict verdict = validate("Unable to answer based on given passages. The passages do not mention the "
                + "price of Lumora.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
        assertThat(verdict.reasons()).containsExactly("dont_know_answer");
    }

    @Test
    void asksTheJudgeAboutTheSentencesItIsUnsureOfAndTakesItsWord() {
        List<List<String>> asked = new java.util.ArrayList<>();
        GroundingJudge judge = (tenant, question, evidence, sentences, timeout) -> {
            asked.add(sentences);
            assertThat(timeout).isEqualTo(java.time.Duration.ofMillis(700));
            return Map.of(0, "supported");
        };
        Faithfulness judged = new Faithfulness(BagOfWords.grounding(), judge);
        String unsure = "Lumora is best taken together with a meal.";
        ValidatorSettings settings = ValidatorSettings.of(Map.of(), Map.of(Faithfulness.JUDGE, "llm",
                Faithfulness.JUDGE + ".margin", "0.5", Faithfulness.JUDGE + ".timeout-ms", "700"));

        Verdict local = validator.validate(input(unsure), REFUSE);
        Verdict verdict = judged.validate(input(unsure + " Take 50 mg of Lumora once a day with food."), settings);

        assertThat(local.outcome()).as("the local models alone refuse it").isEqualTo(Outcome.FAIL);
        assertThat(asked).as("a figure in conflict is never sent").containsExactly(List.of(unsure));
        assertThat(verdict.claims()).extracting(CheckedClaim::label).containsExactly("supported", "contradicted");
    }

    @Test
    void keepsTheLocalVerdictsWhenTheJudgeCannotJudgeOrIsOff() {
        GroundingJudge silent = (tenant, question, evidence, sentences, timeout) -> Map.of();
        String unsure = "Lumora is best taken together with a meal.";
        ValidatorSettings on = ValidatorSettings.of(Map.of(), Map.of(Faithfulness.JUDGE, "llm",
                Faithfulness.JUDGE + ".margin", "0.5", Faithfulness.POLICY, "refuse"));
        GroundingJudge never = (tenant, question, evidence, sentences, timeout) -> {
            throw new AssertionError("asked while off");
        };

        Verdict timedOut = new Faithfulness(BagOfWords.grounding(), silent).validate(input(unsure), on);
        Verdict off = new Faithfulness(BagOfWords.grounding(), never).validate(input(unsure), REFUSE);

        assertThat(timedOut.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(off.outcome()).isEqualTo(Outcome.FAIL);
    }

    @Test
    void cannotVouchForAnAnswerInALanguageItsModelsDoNotRead() {
        Verdict verdict = validate("Nehmen Sie einmal täglich fünf Milligramm Lumora mit dem Essen ein, "
                + "und bewahren Sie die Packung trocken auf.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.UNVERIFIED);
        assertThat(verdict.reasons()).containsExactly("unsupported_language");
    }

    @Test
    void failsAnotherCapital() {
        Verdict verdict = validate("Rome is the capital of France.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).contains("unfaithful", "unsupported_name");
    }

    @Test
    void failsANegatedStatement() {
        Verdict verdict = validate("Refunds are not available for unopened packs.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).contains("negation_mismatch");
    }

    @Test
    void failsAnAntonym() {
        Verdict verdict = validate("Prices decreased in 2023.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).contains("antonym");
    }

    @Test
    void scoresTheAnswerAsItsWeakestSentence() {
        Verdict good = validate("Paris is the capital of France.");
        Verdict mixed = validate("Paris is the capital of France. Take 50 mg of Lumora once a day with food.");

        assertThat(good.outcome()).isEqualTo(Outcome.PASS);
        assertThat(mixed.score()).isLessThan(good.score());
        assertThat(mixed.outcome()).isEqualTo(Outcome.FAIL);
    }

    @Test
    void followsTheThresholdSetting() {
        // reworded: a word-for-word copy would score 1 and pass any threshold
        Verdict verdict = validator.validate(input("The capital of France is Paris."),
                ValidatorSettings.of(Map.of("threshold", "0.9999")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.threshold()).isEqualTo(0.9999);
    }

    @Test
    void skipsWithoutReliableContext() {
        Verdict verdict = validator.validate(new ValidationInput("q", "Anything.", EVIDENCE, "t", false, 0.1),
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
    }

    @Test
    void skipsAnAnswerThatSaysItDoesNotKnow() {
        Verdict verdict = validator.validate(new ValidationInput("What does Lumora cost?",
                "I don't know. None of the available knowledge answers this question.", EVIDENCE, "t", true, 0.8),
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
        assertThat(verdict.reasons()).containsExactly("dont_know_answer");
    }

    @Test
    void judgesAnAnswerThatOpensWithIDontKnowAndThenGivesAFigure() {
        Verdict verdict = validator.validate(new ValidationInput("What does Lumora cost?",
                "I don't know, but take 50 mg of Lumora once a day.", EVIDENCE, "t", true, 0.8),
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
    }

    @Test
    void keepsTheVectorsComputedAtIngestBesideItsOwn() {
        Evidence embedded = new Evidence(1, "x#0", "X", "Paris is the capital of France. It is large.", 0.9,
                List.of(new float[384], new float[384]));
        Evidence fresh = new Evidence(2, "y#0", "Y", "Lyon is smaller.", 0.8);
        List<List<String>> asked = new java.util.ArrayList<>();
        EvidenceSentences sentences = EvidenceSentences.of(List.of(embedded, fresh), texts -> {
            asked.add(texts);
            return BagOfWords.embedAll(texts);
        });

        assertThat(asked).as("one batch, every sentence").containsExactly(
                List.of("Paris is the capital of France.", "It is large.", "Lyon is smaller."));
        assertThat(sentences.sentences()).hasSize(3);
        assertThat(sentences.sentences().get(1).indexed()).isSameAs(embedded.sentenceVectors().get(1));
        assertThat(sentences.sentences().get(1).vector()).isNotSameAs(embedded.sentenceVectors().get(1));
        assertThat(sentences.sentences().get(2).indexed()).isNull();
    }

    @Test
    void locatesSentencesInTheOriginalText() {
        Evidence e = new Evidence(1, "x#0", "X", "First line\n  wraps here. Second   one.", 0.9);
        EvidenceSentences sentences = EvidenceSentences.of(List.of(e), BagOfWords::embedAll);

        EvidenceSentence second = sentences.sentences().get(1);
        assertThat(e.text().substring(second.start(), second.end())).isEqualTo("Second   one.");
        EvidenceSentence first = sentences.sentences().get(0);
        assertThat(e.text().substring(first.start(), first.end())).isEqualTo("First line\n  wraps here.");
    }

    @Test
    void fittedModelSeparatesASupportedClaimFromAnUnsupportedOne() {
        FaithfulnessModel fitted = FaithfulnessModel.load();
        double[] supported = {0.9, 1, 1, 0, 0, 0, 0, 0, 2, 1, 2, 0, 2, 0, 1, 1, 2};
        double[] unsupported = {0.2, 0.2, 0, 5, 1, 1, 0, 0, 2, 0.2, 0.4, 10, 0, 1, 0.1, 0, 0.2};

        assertThat(fitted.score(supported)).isGreaterThan(0.35);
        assertThat(fitted.score(unsupported)).isLessThan(0.35);
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.defaults());
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("question", answer, EVIDENCE, "tenant", true, 0.8);
    }

    @Test
    void passesASentenceCopiedWordForWordWhateverTheWeightsSayButNotOneThatDropsANegation() {
        double[] ones = new double[FaithfulnessFeatures.NAMES.size()];
        Arrays.fill(ones, 1);
        FaithfulnessModel rejectsAll = new FaithfulnessModel(new double[ones.length], ones,
                new double[ones.length], -20);
        Faithfulness strict = new Faithfulness(BagOfWords.grounding(rejectsAll));
        List<Evidence> evidence = List.of(new Evidence(1, "r#0", "Returns", "Take 5 mg of Lumora once a day with "
                + "food. It is not true that sale items can be returned after thirty days.", 0.8));

        Verdict copied = strict.validate(new ValidationInput("Dose?", "Take 5 mg of Lumora once a day with food [1].",
                evidence, "t", true, 0.8), ValidatorSettings.defaults());
        Verdict dropped = strict.validate(new ValidationInput("Returns?",
                "Sale items can be returned after thirty days [1].", evidence, "t", true, 0.8),
                ValidatorSettings.defaults());
        Verdict fragment = strict.validate(new ValidationInput("Dose?", "Take 5 mg.", evidence, "t", true, 0.8),
                ValidatorSettings.defaults());

        assertThat(copied.outcome()).isEqualTo(Outcome.PASS);
        assertThat(copied.score()).isEqualTo(1.0);
        assertThat(dropped.outcome()).as("a copy without its negation is a conflict").isEqualTo(Outcome.FAIL);
        assertThat(fragment.outcome()).as("a few copied words prove nothing").isEqualTo(Outcome.FAIL);
    }
}
