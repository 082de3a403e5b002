package io.ragguard.api;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ValidationMetricsTest {

    private static final String DONT_KNOW = "I don't know. The knowledge base has no reliable information on this "
            + "question, so I can't answer it without guessing.";

    private static ValidationReport declined() {
        return new ValidationReport(AnswerStatus.DECLINED, List.of("confidence: no_reliable_context"),
                List.of(new ValidatorResult("confidence", Outcome.PATCHED, 0.1, 0.3, List.of("no_reliable_context"),
                        40)), "France won in 1998.", DONT_KNOW, DeclineReason.NO_CONTEXT);
    }

    @Test
    void aDeclinedReplyPassesAndSaysWhyItDoesNotAnswer() {
        ValidationMetrics metrics = ValidationMetrics.of(declined());

        assertThat(metrics.passed()).isTrue();
        assertThat(metrics.status()).isEqualTo("declined");
        assertThat(metrics.declineReason()).isEqualTo("no_context");
        assertThat(JsonNaming.jsonb().toJson(metrics)).contains("\"status\":\"declined\"")
                .contains("\"decline_reason\":\"no_context\"");
    }

    @Test
    void anAnswerThatDoesNotDeclineLeavesTheDeclineReasonOut() {
        ValidationReport patched = new ValidationReport(AnswerStatus.PATCHED, List.of("pii-leakage: pii_email"),
                List.of(new ValidatorResult("pii-leakage", Outcome.PATCHED, 0.0, null, List.of("pii_email"), 12)),
                "Write to jane@example.com.", "Write to [REDACTED EMAIL].");

        ValidationMetrics metrics = ValidationMetrics.of(patched);

        assertThat(metrics.declineReason()).isNull();
        assertThat(JsonNaming.jsonb().toJson(metrics)).contains("\"status\":\"patched\"")
                .doesNotContain("decline_reason");
    }
}
