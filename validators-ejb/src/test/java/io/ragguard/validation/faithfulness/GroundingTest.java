package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

class GroundingTest {

    private final List<String> encoded = new CopyOnWriteArrayList<>();
    private final Grounding grounding = new Grounding(BagOfWords.MODEL, texts -> {
        encoded.addAll(texts);
        return BagOfWords.embedAll(texts);
    });
    private final List<Evidence> evidence = List.of(new Evidence(1, "lumora#0", "Lumora",
            "Take 5 mg of Lumora once a day with food. Refunds are available for unopened packs only.", 0.8));

    @Test
    void scoresAClaimOnceForTheSameEvidenceAndQuestion() {
        EvidenceSentences sentences = grounding.sentences(evidence);
        encoded.clear();

        List<Grounding.ScoredClaim> first = grounding.score("Dose?", List.of("Take 5 mg a day.", "Take 50 mg."),
                sentences);
        List<Grounding.ScoredClaim> second = grounding.score("Dose?", List.of("Take 50 mg.", "Refunds are open."),
                sentences);

        assertThat(encoded).containsExactly("Take 5 mg a day.", "Take 50 mg.", "Refunds are open.");
        assertThat(second.get(0)).isSameAs(first.get(1));
        assertThat(second.get(1).claim().text()).isEqualTo("Refunds are open.");
    }

    @Test
    void scoresAgainForAnotherQuestionOrOtherEvidence() {
        EvidenceSentences sentences = grounding.sentences(evidence);
        Grounding.ScoredClaim first = grounding.score("Dose?", List.of("Take 5 mg a day."), sentences).get(0);

        Grounding.ScoredClaim otherQuestion = grounding.score("How much Lumora?", List.of("Take 5 mg a day."),
                sentences).get(0);
        Grounding.ScoredClaim otherEvidence = grounding.score("Dose?", List.of("Take 5 mg a day."),
                grounding.sentences(List.copyOf(List.of(new Evidence(1, "lumora#0", "Lumora",
                        "Take 5 mg of Lumora once a day.", 0.8))))).get(0);

        assertThat(otherQuestion).isNotSameAs(first);
        assertThat(otherEvidence).isNotSameAs(first);
        assertThat(otherEvidence.score()).isBetween(0.0, 1.0);
    }
}
