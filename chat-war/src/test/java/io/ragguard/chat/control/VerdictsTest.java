package io.ragguard.chat.control;

import io.ragguard.api.JsonNaming;
import io.ragguard.chat.boundary.ValidationMetrics;
import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.validation.chain.boundary.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class VerdictsTest {

    private static final String DONT_KNOW = "I don't know. The knowledge base has no reliable information on this "
            + "question, so I can't answer it without guessing.";

    private static ValidationReport declined() {
        return new ValidationReport(AnswerStatus.DECLINED, List.of("confidence: no_reliable_context"),
                List.of(new ValidatorResult("confidence", Outcome.PATCHED, 0.1, 0.3, List.of("no_reliable_context"),
                        40)), "France won in 1998.", DONT_KNOW, DeclineReason.NO_CONTEXT);
    }

    @Test
    void aDeclinedReplyPassesAndSaysWhyItDoesNotAnswer() {
        ValidationMetrics metrics = Verdicts.metrics(declined());

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

        ValidationMetrics metrics = Verdicts.metrics(patched);

        assertThat(metrics.declineReason()).isNull();
        assertThat(JsonNaming.jsonb().toJson(metrics)).contains("\"status\":\"patched\"")
                .doesNotContain("decline_reason");
    }

    @Test
    void recordsEachClaimWithTheValidatorThatJudgedIt() {
        CheckedClaim supported = new CheckedClaim("Returns take 30 days.", "supported", 0.82, "ctx-1", 0, 37);
        CheckedClaim greeting = new CheckedClaim("Happy to help!", "not_a_claim", 1.0, null, -1, -1);
        CheckedClaim atomic = new CheckedClaim("Returns take 30 days.", "Supported", 0.9, "ctx-1", 0, 37);
        ValidationReport report = new ValidationReport(AnswerStatus.PASSED, List.of(), List.of(
                new ValidatorResult("faithfulness", Outcome.PASS, 0.82, 0.35, List.of(), 900,
                        List.of(supported, greeting)),
                new ValidatorResult("pii-leakage", Outcome.PASS, 1.0, null, List.of(), 30),
                new ValidatorResult("claims", Outcome.PASS, 0.9, 1.0, List.of(), 700, List.of(atomic))),
                "Returns take 30 days. Happy to help!", "Returns take 30 days. Happy to help!");

        List<ClaimOutcome> claims = Verdicts.recordedClaims(report);

        assertThat(claims).extracting(ClaimOutcome::validator, ClaimOutcome::verdict, ClaimOutcome::evidenceId,
                ClaimOutcome::start, ClaimOutcome::end).containsExactly(
                tuple("faithfulness", "supported", "ctx-1", 0, 37),
                tuple("faithfulness", "not_a_claim", null, null, null),
                tuple("claims", "Supported", "ctx-1", 0, 37));
    }
}
