package io.ragguard.api;

import io.ragguard.recording.boundary.OutcomeCount;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The typed verdicts go out in the lower case the API has always sent, and come back in. */
class VerdictJsonTest {

    public record Status(AnswerStatus status) {
    }

    @Test
    void outcomesAndStatusesAreWrittenInLowerCase() {
        assertThat(JsonNaming.jsonb().toJson(new OutcomeCount("faithfulness", Outcome.UNVERIFIED, 2)))
                .contains("\"outcome\":\"unverified\"");
        assertThat(JsonNaming.jsonb().toJson(new ValidatorOutcome("pii-leakage", Outcome.PASS, 1.0, null, List.of(),
                12))).contains("\"outcome\":\"pass\"");
        assertThat(JsonNaming.jsonb().toJson(new Status(AnswerStatus.UNVALIDATED)))
                .isEqualTo("{\"status\":\"unvalidated\"}");
    }

    @Test
    void aLowerCaseStatusIsReadBack() {
        assertThat(JsonNaming.jsonb().fromJson("{\"status\":\"declined\"}", Status.class).status())
                .isEqualTo(AnswerStatus.DECLINED);
    }
}
