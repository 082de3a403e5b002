package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.ragguard.retrieval.reference.Passages.numbered;
import static org.assertj.core.api.Assertions.assertThat;

class ReferenceSelectionTest {

    /** A validator that decides by chunk id, accepting what it was not told about. */
    private static ReferenceValidator deciding(Map<String, PassageDecision> byChunk) {
        return (question, passages) -> passages.stream()
                .map(p -> new JudgedPassage(p, byChunk.getOrDefault(p.chunkId(), PassageDecision.ACCEPT), "fake"))
                .toList();
    }

    private static List<String> kept(ReferenceValidator validator, List<Passage> passages, int max) {
        return ReferenceSelection.accepted(validator.judge("question", passages), max).stream()
                .map(Passage::chunkId).toList();
    }

    @Test
    void aRejectDropsThatPassageOnly() {
        assertThat(kept(deciding(Map.of("p2", PassageDecision.REJECT)), numbered(3), 5)).containsExactly("p1", "p3");
    }

    @Test
    void unsureCountsAsReject() {
        assertThat(kept(deciding(Map.of("p1", PassageDecision.UNSURE)), numbered(3), 5)).containsExactly("p2", "p3");
    }

    @Test
    void allRejectedLeavesNoContext() {
        Map<String, PassageDecision> all = Map.of("p1", PassageDecision.REJECT, "p2", PassageDecision.UNSURE, "p3", PassageDecision.REJECT);

        assertThat(kept(deciding(all), numbered(3), 5)).isEmpty();
    }

    @Test
    void keepsAtMostTheMaximumInRetrievalOrder() {
        assertThat(kept(deciding(Map.of("p1", PassageDecision.REJECT)), numbered(8), 5))
                .containsExactly("p2", "p3", "p4", "p5", "p6");
        assertThat(kept(deciding(Map.of()), numbered(3), 0)).isEmpty();
    }

    @Test
    void noValidationAcceptsEveryPassage() {
        List<JudgedPassage> judged = new NoReferenceValidation().judge("question", numbered(4));

        assertThat(judged).extracting(JudgedPassage::decision).containsOnly(PassageDecision.ACCEPT).hasSize(4);
        assertThat(ReferenceSelection.accepted(judged, 10)).isEqualTo(numbered(4));
    }
}
