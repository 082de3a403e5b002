package io.ragguard.api;

import io.ragguard.admin.boundary.BulkDecisionRequest;
import io.ragguard.admin.boundary.DecisionRequest;
import io.ragguard.recording.boundary.Decided;
import io.ragguard.recording.boundary.OutcomeCount;
import io.ragguard.recording.boundary.ReviewGroup;
import io.ragguard.recording.boundary.Severity;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.time.Instant;
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
    void triageGoesOutInSnakeCaseWithTheSeverityInLowerCase() {
        assertThat(JsonNaming.jsonb().toJson(new ReviewGroup("ab12", 3, 2, Instant.parse("2026-11-26T09:00:00Z"),
                Severity.HIGH, null))).isEqualTo("{\"count\":3,\"key\":\"ab12\",\"newest_at\":\"2026-11-26T09:00:00Z\","
                + "\"severity\":\"high\",\"undecided\":2}");
        assertThat(JsonNaming.jsonb().toJson(new Decided(List.of("r1"), List.of("r9"))))
                .isEqualTo("{\"decided\":[\"r1\"],\"unknown\":[\"r9\"]}");
    }

    @Test
    void decisionsOnManyAndEscalationTargetsAreReadInSnakeCase() {
        BulkDecisionRequest bulk = JsonNaming.jsonb().fromJson("{\"request_ids\": [\"r1\", \"r2\"], "
                + "\"decision\": \"approved\"}", BulkDecisionRequest.class);
        DecisionRequest escalation = JsonNaming.jsonb().fromJson("{\"decision\": \"escalated\", "
                + "\"escalate_to\": \"role:admin\"}", DecisionRequest.class);

        assertThat(bulk.requestIds()).containsExactly("r1", "r2");
        assertThat(escalation.escalateTo()).isEqualTo("role:admin");
    }

    @Test
    void aLowerCaseStatusIsReadBack() {
        assertThat(JsonNaming.jsonb().fromJson("{\"status\":\"declined\"}", Status.class).status())
                .isEqualTo(AnswerStatus.DECLINED);
    }
}
