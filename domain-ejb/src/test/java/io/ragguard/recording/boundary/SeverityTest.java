package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SeverityTest {

    private static ValidatorOutcome run(String validator, Outcome outcome, String... reasons) {
        return new ValidatorOutcome(validator, outcome, 0.2, 0.5, List.of(reasons), 10);
    }

    private static ValidatorOutcome observed(String validator, Outcome outcome, String... reasons) {
        return new ValidatorOutcome(validator, outcome, 0.2, 0.5, List.of(reasons), 10, true);
    }

    private static ClaimOutcome claim(String verdict) {
        return new ClaimOutcome("faithfulness", "Returns take 60 days.", verdict, 0.1, "1", 0, 10);
    }

    private static Severity of(AnswerStatus status, List<ValidatorOutcome> outcomes, List<ClaimOutcome> claims,
                               boolean regulated) {
        return Severity.of(status, outcomes, claims, regulated).orElse(null);
    }

    @Test
    void anAnswerThatNeedsNoReviewHasNone() {
        assertThat(Severity.of(AnswerStatus.PASSED, List.of(run("faithfulness", Outcome.PASS)), List.of(), true))
                .isEmpty();
        assertThat(Severity.of(AnswerStatus.UNVALIDATED, List.of(), List.of(), true)).isEmpty();
        assertThat(of(AnswerStatus.PASSED, List.of(observed("pii-leakage", Outcome.FAIL, "pii_email")), List.of(),
                false)).as("what observe mode found, on an answer that passed").isNull();
    }

    @Test
    void personalDataCaughtIsHighWhetherRedactedOrRefused() {
        assertThat(of(AnswerStatus.PATCHED, List.of(run("pii-leakage", Outcome.PATCHED, "pii_email")), List.of(),
                false)).isEqualTo(Severity.HIGH);
        assertThat(of(AnswerStatus.FAILED, List.of(run("pii-leakage", Outcome.FAIL, "pii_ssn")), List.of(), false))
                .isEqualTo(Severity.HIGH);
    }

    @Test
    void aPiiCheckThatCrashedFoundNothingAndIsMedium() {
        assertThat(of(AnswerStatus.UNVERIFIED, List.of(run("pii-leakage", Outcome.ERROR, "timeout")), List.of(),
                false)).isEqualTo(Severity.MEDIUM);
    }

    @Test
    void aFailedEthicsCheckIsHigh() {
        assertThat(of(AnswerStatus.FAILED, List.of(run("ethics", Outcome.FAIL, "denied_topic")), List.of(), false))
                .isEqualTo(Severity.HIGH);
    }

    @Test
    void whatAValidatorInObserveModeFoundOnAFlaggedAnswerCounts() {
        assertThat(of(AnswerStatus.PATCHED, List.of(run("citation-required", Outcome.PATCHED, "no_citation"),
                observed("ethics", Outcome.FAIL, "denied_topic")), List.of(), false)).isEqualTo(Severity.HIGH);
    }

    @Test
    void aWrongFigureIsHighInARegulatedDomainAndMediumElsewhere() {
        List<ValidatorOutcome> wrongFigure = List.of(run("numeric-units", Outcome.PATCHED, "unsupported_number"));

        assertThat(of(AnswerStatus.PATCHED, wrongFigure, List.of(), true)).isEqualTo(Severity.HIGH);
        assertThat(of(AnswerStatus.PATCHED, wrongFigure, List.of(), false)).isEqualTo(Severity.MEDIUM);
        assertThat(of(AnswerStatus.FAILED, List.of(run("faithfulness", Outcome.FAIL, "unfaithful", "unsupported_number")),
                List.of(), true)).as("faithfulness's reason too").isEqualTo(Severity.HIGH);
    }

    @Test
    void anyContradictedClaimIsHighInEitherValidatorsWords() {
        List<ValidatorOutcome> patched = List.of(run("faithfulness", Outcome.PATCHED, "unsupported_claim"));

        assertThat(of(AnswerStatus.PATCHED, patched, List.of(claim("supported"), claim("contradicted")), false))
                .isEqualTo(Severity.HIGH);
        assertThat(of(AnswerStatus.PATCHED, patched, List.of(claim("Contradictory")), false)).isEqualTo(Severity.HIGH);
        assertThat(of(AnswerStatus.PATCHED, patched, List.of(claim("unsupported"), claim(null)), false))
                .as("unsupported claims removed").isEqualTo(Severity.MEDIUM);
    }

    @Test
    void otherFlaggedAnswersAreMediumAndDeclinesLow() {
        assertThat(of(AnswerStatus.UNVERIFIED, List.of(run("faithfulness", Outcome.UNVERIFIED, "unsupported_claim")),
                List.of(), false)).isEqualTo(Severity.MEDIUM);
        assertThat(of(AnswerStatus.FAILED, List.of(run("citation-required", Outcome.FAIL, "no_citation")), List.of(),
                true)).isEqualTo(Severity.MEDIUM);
        assertThat(of(AnswerStatus.DECLINED, List.of(run("confidence", Outcome.PATCHED, "no_reliable_context")),
                List.of(), true)).isEqualTo(Severity.LOW);
    }

    @Test
    void aDeclineWithAContradictedClaimOrPersonalDataIsStillHigh() {
        assertThat(of(AnswerStatus.DECLINED, List.of(run("faithfulness", Outcome.PATCHED, "unsupported_number")),
                List.of(claim("contradicted")), false)).isEqualTo(Severity.HIGH);
        assertThat(of(AnswerStatus.DECLINED, List.of(run("pii-leakage", Outcome.PATCHED, "pii_phone")), List.of(),
                false)).isEqualTo(Severity.HIGH);
    }

    @Test
    void isWrittenAndReadInLowerCase() {
        assertThat(Severity.HIGH.label()).isEqualTo("high");
        assertThat(Severity.parse(" Medium ")).isEqualTo(Severity.MEDIUM);
        assertThat(Severity.names()).isEqualTo("high, medium, low");
        assertThatThrownBy(() -> Severity.parse("urgent")).isInstanceOf(IllegalArgumentException.class);
    }
}
