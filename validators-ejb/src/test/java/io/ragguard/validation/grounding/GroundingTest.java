package io.ragguard.validation.grounding;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

class GroundingTest {

    private final List<String> encoded = new CopyOnWriteArrayList<>();
    private final List<List<String>> calls = new CopyOnWriteArrayList<>();
    private final List<List<List<String>>> answersInContext = new CopyOnWriteArrayList<>();
    private final Map<String, float[]> cache = new ConcurrentHashMap<>();
    private final Map<List<List<String>>, List<MiniLmEncoder.SentenceVectors>> answers = new ConcurrentHashMap<>();
    /** Caches vectors by text and answers by their sentences, as the server's encoder does, so that a vector is one object. */
    private final Grounding grounding = new Grounding(BagOfWords.MODEL, texts -> record(texts).stream()
            .map(text -> cache.computeIfAbsent(text, t -> {
                encoded.add(t);
                return BagOfWords.embedAll(List.of(t)).get(0);
            })).toList(), texts -> {
                answersInContext.add(List.copyOf(texts));
                return answers.computeIfAbsent(List.copyOf(texts), BagOfWords::embedInContext);
            });
    private final List<Evidence> evidence = List.of(new Evidence(1, "lumora#0", "Lumora",
            "Take 5 mg of Lumora once a day with food. Refunds are available for unopened packs only.", 0.8));

    private List<String> record(List<String> texts) {
        calls.add(List.copyOf(texts));
        return texts;
    }

    @Test
    void embedsTheEvidenceInOneBatchAndTheAnswerInContextWithItsClausesInPieces() {
        List<String> sentences = List.of("Take 5 mg a day.", "It is taken with food, and refunds are available.");

        Grounding.Answer answer = grounding.ground(evidence, sentences);

        assertThat(calls).as("one batch list, the evidence's").containsExactly(List.of(
                "Take 5 mg of Lumora once a day with food.", "Refunds are available for unopened packs only."));
        assertThat(encoded).doesNotContain("Take 5 mg a day.", "It is taken with food, and refunds are available.");
        assertThat(answersInContext).as("the answer, once, its sentences in pieces").containsExactly(List.of(
                List.of("Take 5 mg a day."), List.of("It is taken with food", ", and ", "refunds are available.")));
        assertThat(answer.vectors()).containsOnlyKeys("Take 5 mg a day.",
                "It is taken with food, and refunds are available.", "It is taken with food.", "Refunds are available.");
        assertThat(answer.evidence().sentences()).hasSize(2);
    }

    @Test
    void scoresAClaimOnceForTheSameEvidenceVectorAndQuestion() {
        List<String> sentences = List.of("Take 5 mg a day.", "Take 50 mg.");

        List<Grounding.ScoredClaim> first = grounding.score("Dose?", sentences, grounding.ground(evidence, sentences));
        List<Grounding.ScoredClaim> second = grounding.score("Dose?", List.of("Take 50 mg.", "Refunds are open."),
                grounding.ground(evidence, sentences));

        assertThat(encoded).as("a claim outside the answer is embedded on its own").containsOnlyOnce(
                "Refunds are open.").doesNotContain("Take 50 mg.");
        assertThat(second.get(0)).isSameAs(first.get(1));
        assertThat(second.get(1).claim().text()).isEqualTo("Refunds are open.");
    }

    @Test
    void scoresAgainForAnotherQuestionOrOtherEvidence() {
        List<String> claim = List.of("Take 5 mg a day.");
        Grounding.Answer answer = grounding.ground(evidence, claim);
        Grounding.ScoredClaim first = grounding.score("Dose?", claim, answer).get(0);

        Grounding.ScoredClaim otherQuestion = grounding.score("How much Lumora?", claim, answer).get(0);
        Grounding.ScoredClaim otherEvidence = grounding.score("Dose?", claim, grounding.ground(
                List.of(new Evidence(1, "lumora#0", "Lumora", "Take 5 mg of Lumora once a day.", 0.8)), claim)).get(0);

        assertThat(otherQuestion).isNotSameAs(first);
        assertThat(otherEvidence).isNotSameAs(first);
        assertThat(otherEvidence.score()).isBetween(0.0, 1.0);
    }
}
