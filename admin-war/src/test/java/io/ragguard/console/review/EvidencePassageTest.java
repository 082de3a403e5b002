package io.ragguard.console.review;

import io.ragguard.recording.boundary.ClaimOutcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

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
        assertThat(passages.get(0).segments()).containsExactly(
                new EvidenceRun("Returns take 30 days.", "Supported", "Supported: Returns take 30 days."),
                EvidenceRun.plain(" "),
                new EvidenceRun("Sale items are final.", "Contradictory", "Contradictory: Sale items can be returned."));
        assertThat(passages.get(1).segments()).containsExactly(EvidenceRun.plain("Shipping is free over $75."));
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

        assertThat(passages.get(0).segments()).extracting(EvidenceRun::text, EvidenceRun::kind).containsExactly(
                tuple("Returns take 30 days.", "supported"),
                tuple(" ", "plain"),
                tuple("Sale items are final.", "contradicted"));
        assertThat(passages.get(1).segments()).extracting(EvidenceRun::kind).containsExactly("unsupported");
    }

    @Test
    void aSupportedClaimSharingAContradictedClaimsSentenceNeverPaintsItAsSupport() {
        List<EvidencePassage> passages = EvidencePassage.of(CONTEXT, List.of(
                new ClaimOutcome("faithfulness", "Returns take 30 days and sale items too.", "supported", 0.8,
                        "returns#0", 0, 43),
                new ClaimOutcome("faithfulness", "Sale items can be returned.", "contradicted", 0.1, "returns#0", 22,
                        43)));

        assertThat(passages.get(0).segments()).containsExactly(
                new EvidenceRun("Returns take 30 days. ", "supported",
                        "supported: Returns take 30 days and sale items too."),
                new EvidenceRun("Sale items are final.", "contradicted",
                        "contradicted: Sale items can be returned.\nsupported: Returns take 30 days and sale items too."));
    }

    @Test
    void theWorstVerdictWinsWhateverTheOrderOfTheClaimsAndWhicheverValidatorGaveIt() {
        String sentence = "Sale items are final.";
        for (List<ClaimOutcome> claims : List.of(
                List.of(new ClaimOutcome("claims", "Sale items are final.", "Supported", 0.9, "returns#0", 22, 43),
                        new ClaimOutcome("faithfulness", "Sale items may be kept.", "unsupported", 0.4, "1", 22, 43)),
                List.of(new ClaimOutcome("faithfulness", "Sale items may be kept.", "unsupported", 0.4, "1", 22, 43),
                        new ClaimOutcome("claims", "Sale items are final.", "Supported", 0.9, "returns#0", 22, 43)))) {
            EvidenceRun run = EvidencePassage.of(CONTEXT, claims).get(0).segments().get(1);

            assertThat(run.text()).isEqualTo(sentence);
            assertThat(run.kind()).as("unsupported is worse than supported").isEqualTo("unsupported");
            assertThat(run.claims()).isEqualTo("unsupported: Sale items may be kept.\nSupported: Sale items are final.");
        }
        List<EvidenceRun> contradicted = EvidencePassage.of(CONTEXT, List.of(
                new ClaimOutcome("claims", "Sale items can be returned.", "Insufficient", 0.3, "returns#0", 22, 43),
                new ClaimOutcome("claims", "Sale items are returnable.", "Contradictory", 0.1, "returns#0", 22, 43)))
                .get(0).segments();
        assertThat(contradicted.get(1).kind()).as("contradicted is worse than not found").isEqualTo("Contradictory");
    }

    @Test
    void aSpanOutsideThePassageOrAContextThatIsNotJsonIsShownPlain() {
        assertThat(EvidencePassage.of(CONTEXT, List.of(new ClaimOutcome("claims", "x", "Supported", 1.0, "returns#0",
                10, 500)))
                .get(0).segments()).extracting(EvidenceRun::kind).containsOnly("plain");
        assertThat(EvidencePassage.of("[1] plain text", List.of())).singleElement()
                .satisfies(p -> assertThat(p.segments()).containsExactly(EvidenceRun.plain("[1] plain text")));
        assertThat(EvidencePassage.of(null, List.of())).isEmpty();
    }
}
