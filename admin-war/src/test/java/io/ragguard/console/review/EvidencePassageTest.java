package io.ragguard.console.review;

import io.ragguard.console.display.Segment;
import io.ragguard.recording.boundary.ClaimOutcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EvidencePassageTest {

    private static final String CONTEXT = """
            {"passages": [{"id": "returns#0", "title": "Returns", "score": 0.81,
              "text": "Returns take 30 days. Sale items are final."},
             {"id": "shipping#2", "title": "Shipping", "score": 0.5, "text": "Shipping is free over $75."}],
             "average_similarity": 0.65, "filtered_out": 0, "quality": "good"}""";

    @Test
    void showsEachPassageAsTextWithEveryClaimsSpanInItsVerdict() {
        List<EvidencePassage> passages = EvidencePassage.of(CONTEXT, List.of(
                new ClaimOutcome("claims", "Returns take 30 days.", "Supported", 0.9, "returns#0", 0, 21),
                new ClaimOutcome("claims", "Sale items can be returned.", "Contradictory", 0.1, "returns#0", 22, 43),
                new ClaimOutcome("claims", "Shipping costs $5.", "Insufficient", 0.2, null, null, null)));

        assertThat(passages).extracting(EvidencePassage::title).containsExactly("Returns", "Shipping");
        assertThat(passages.get(0).segments()).containsExactly(new Segment("Returns take 30 days.", "Supported"),
                new Segment(" ", "plain"), new Segment("Sale items are final.", "Contradictory"));
        assertThat(passages.get(1).segments()).containsExactly(new Segment("Shipping is free over $75.", "plain"));
        assertThat(passages.get(0).score()).isEqualTo(0.81);
    }

    @Test
    void highlightsTheSentenceVerdictsOfFaithfulnessAndLeavesWhatIsNoClaimPlain() {
        List<EvidencePassage> passages = EvidencePassage.of(CONTEXT, List.of(
                new ClaimOutcome("faithfulness", "Hello!", "not_a_claim", 1.0, null, null, null),
                new ClaimOutcome("faithfulness", "Returns take 30 days.", "supported", 0.9, "returns#0", 0, 21),
                new ClaimOutcome("faithfulness", "Sale items can be returned.", "contradicted", 0.1, "returns#0", 22,
                        43),
                new ClaimOutcome("faithfulness", "Shipping is free over $50.", "unsupported", 0.3, "shipping#2", 0,
                        26)));

        assertThat(passages.get(0).segments()).containsExactly(new Segment("Returns take 30 days.", "supported"),
                new Segment(" ", "plain"), new Segment("Sale items are final.", "contradicted"));
        assertThat(passages.get(1).segments()).containsExactly(new Segment("Shipping is free over $75.",
                "unsupported"));
    }

    @Test
    void aSpanOutsideThePassageOrAContextThatIsNotJsonIsShownPlain() {
        assertThat(EvidencePassage.of(CONTEXT, List.of(new ClaimOutcome("claims", "x", "Supported", 1.0, "returns#0",
                10, 500)))
                .get(0).segments()).extracting(Segment::kind).containsOnly("plain");
        assertThat(EvidencePassage.of("[1] plain text", List.of())).singleElement()
                .satisfies(p -> assertThat(p.segments()).containsExactly(new Segment("[1] plain text", "plain")));
        assertThat(EvidencePassage.of(null, List.of())).isEmpty();
    }
}
