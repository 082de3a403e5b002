package io.ragguard.answering.control;

import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class RecordedVerdictsTest {

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

        List<ClaimOutcome> claims = RecordedVerdicts.claims(report);

        assertThat(claims).extracting(ClaimOutcome::validator, ClaimOutcome::verdict, ClaimOutcome::evidenceId,
                ClaimOutcome::start, ClaimOutcome::end).containsExactly(
                tuple("faithfulness", "supported", "ctx-1", 0, 37),
                tuple("faithfulness", "not_a_claim", null, null, null),
                tuple("claims", "Supported", "ctx-1", 0, 37));
    }
}
