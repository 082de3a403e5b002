package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

class GroundingTest {

    private final List<String> encoded = new CopyOnWriteArrayList<>();
    private final List<List<String>> encodedInPieces = new CopyOnWriteArrayList<>();
    private final Map<String, float[]> cache = new ConcurrentHashMap<>();
    /** Caches vectors by text, as the server's encoder does, so that a text's vector is one object. */
    private final Grounding grounding = new Grounding(BagOfWords.MODEL, texts -> texts.stream()
            .map(text -> cache.computeIfAbsent(text, t -> {
                encoded.add(t);
                return BagOfWords.embedAll(List.of(t)).get(0);
            })).toList(), texts -> {
                encodedInPieces.addAll(texts);
                return BagOfWords.embedPieces(texts);
            });
    private final List<Evidence> evidence = List.of(new Evidence(1, "lumora#0", "Lumora",
            "Take 5 mg of Lumora once a day with food. Refunds are available for unopened packs only.", 0.8));

    @Test
    void encodesASentenceOfSeveralClausesOnceInPiecesAndTheOthersWhole() {
        List<String> sentences = List.of("Take 5 mg a day.", "It is taken with food, and refunds are available.");

        Map<String, float[]> vectors = grounding.answerVectors(sentences);

        assertThat(encoded).containsExactly("Take 5 mg a day.");
        assertThat(encodedInPieces).containsExactly(List.of("It is taken with food", ", and ", "refunds are available."));
        assertThat(vectors).containsOnlyKeys("Take 5 mg a day.", "It is taken with food, and refunds are available.",
                "It is taken with food.", "Refunds are available.");
    }

    @Test
    void scoresAClaimOnceForTheSameEvidenceVectorAndQuestion() {
        EvidenceSentences sentences = grounding.sentences(evidence);
        encoded.clear();
        List<String> answer = List.of("Take 5 mg a day.", "Take 50 mg.");

        List<Grounding.ScoredClaim> first = grounding.score("Dose?", answer, grounding.answerVectors(answer),
                sentences);
        List<Grounding.ScoredClaim> second = grounding.score("Dose?", List.of("Take 50 mg.", "Refunds are open."),
                grounding.answerVectors(List.of("Take 50 mg.")), sentences);

        assertThat(encoded).containsExactly("Take 5 mg a day.", "Take 50 mg.", "Refunds are open.");
        assertThat(second.get(0)).isSameAs(first.get(1));
        assertThat(second.get(1).claim().text()).isEqualTo("Refunds are open.");
    }

    @Test
    void scoresAgainForAnotherQuestionOrOtherEvidence() {
        EvidenceSentences sentences = grounding.sentences(evidence);
        List<String> claim = List.of("Take 5 mg a day.");
        Map<String, float[]> vectors = grounding.answerVectors(claim);
        Grounding.ScoredClaim first = grounding.score("Dose?", claim, vectors, sentences).get(0);

        Grounding.ScoredClaim otherQuestion = grounding.score("How much Lumora?", claim, vectors, sentences).get(0);
        Grounding.ScoredClaim otherEvidence = grounding.score("Dose?", claim, vectors,
                grounding.sentences(List.of(new Evidence(1, "lumora#0", "Lumora", "Take 5 mg of Lumora once a day.",
                        0.8)))).get(0);

        assertThat(otherQuestion).isNotSameAs(first);
        assertThat(otherEvidence).isNotSameAs(first);
        assertThat(otherEvidence.score()).isBetween(0.0, 1.0);
    }
}
