package io.ragguard.answering.control;

import io.ragguard.answering.boundary.ReplaySummary;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReplayTallyTest {

    private static final String CONTEXT = "{\"passages\": [{\"id\": \"c-7\", \"title\": \"Returns\", \"score\": 0.8, "
            + "\"text\": \"Returns take 30 days.\"}, {\"id\": 9, \"title\": \"Shipping\", \"score\": 0.6, "
            + "\"text\": \"Express costs $14.95.\"}], \"average_similarity\": 0.7, \"quality\": \"high\"}";

    private static ReviewItem stored(String id, AnswerStatus status, Outcome faithfulness, String decision) {
        return new ReviewItem(id, Instant.EPOCH, "northwind", "chat", status, null, "How long?", "30 days [1].",
                "30 days [1].", List.of(), CONTEXT, 0.7, null,
                List.of(new ValidatorOutcome("faithfulness", faithfulness, 0.5, 0.35, List.of(), 10)), List.of(),
                "extractive", null, decision, List.of(), null, null, null, null, null);
    }

    private static ValidationReport draft(AnswerStatus status, Outcome faithfulness) {
        return new ValidationReport(status, List.of(), List.of(new ValidatorResult("faithfulness", faithfulness, 0.5,
                0.6, List.of(), 10)), "30 days [1].", "30 days [1].");
    }

    @Test
    void countsWhatTheDraftChangesAndHowItAgreesWithTheReviewers() {
        ReplayTally tally = new ReplayTally();
        tally.add(stored("a", AnswerStatus.PASSED, Outcome.PASS, "approved"), draft(AnswerStatus.FAILED, Outcome.FAIL));
        tally.add(stored("b", AnswerStatus.FAILED, Outcome.FAIL, "rejected"), draft(AnswerStatus.FAILED, Outcome.FAIL));
        tally.add(stored("c", AnswerStatus.PATCHED, Outcome.PASS, null), draft(AnswerStatus.PASSED, Outcome.PASS));

        ReplaySummary summary = tally.summary();

        assertThat(summary.records()).isEqualTo(3);
        assertThat(summary.changed()).isEqualTo(2);
        assertThat(summary.passedToFlagged()).isEqualTo(1);
        assertThat(summary.flaggedToPassed()).isEqualTo(1);
        assertThat(summary.statusesBefore()).isEqualTo(Map.of("passed", 1L, "failed", 1L, "patched", 1L));
        assertThat(summary.statusesAfter()).isEqualTo(Map.of("failed", 2L, "passed", 1L));
        assertThat(summary.validators().get("faithfulness").before()).isEqualTo(Map.of("pass", 2L, "fail", 1L));
        assertThat(summary.validators().get("faithfulness").after()).isEqualTo(Map.of("fail", 2L, "pass", 1L));
        assertThat(summary.decided()).isEqualTo(2);
        assertThat(summary.agreementBefore()).isEqualTo(1.0);
        assertThat(summary.agreementAfter()).isEqualTo(0.5);
        assertThat(tally.examples()).extracting(e -> e.requestId() + ":" + e.statusBefore() + ">" + e.statusAfter())
                .containsExactly("a:passed>failed", "c:patched>passed");
        assertThat(tally.examples().get(0).record()).isEqualTo("/api/admin/records/a");
    }

    @Test
    void withoutDecisionsThereIsNoAgreement() {
        ReplayTally tally = new ReplayTally();
        tally.add(stored("a", AnswerStatus.PASSED, Outcome.PASS, "escalated"), draft(AnswerStatus.PASSED, Outcome.PASS));
        assertThat(tally.summary().agreementBefore()).isNull();
        assertThat(tally.summary().changed()).isZero();
    }

    @Test
    void aStoredAnswerIsJudgedOnItsRecordedPassagesCitedAsThenAndItsAnswerAsGenerated() {
        ValidationInput input = StoredAnswer.input(stored("a", AnswerStatus.PASSED, Outcome.PASS, null));

        assertThat(input.answer()).isEqualTo("30 days [1].");
        assertThat(input.tenant()).isEqualTo("northwind");
        assertThat(input.evidence()).extracting(e -> e.number() + " " + e.id() + " " + e.text())
                .containsExactly("1 c-7 Returns take 30 days.", "2 9 Express costs $14.95.");
        assertThat(input.averageSimilarity()).isEqualTo(0.7, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(StoredAnswer.evidence("not json")).isEmpty();
        assertThat(StoredAnswer.evidence(null)).isEmpty();
    }
}
