package io.ragguard.validation.chain.control;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SentenceMergeTest {

    private static ValidationReport sentence(AnswerStatus status, ValidatorResult... results) {
        return new ValidationReport(status, List.of(), List.of(results), "s", "s");
    }

    private static ValidatorResult result(String name, Outcome outcome, double score, String... reasons) {
        return new ValidatorResult(name, outcome, score, 0.5, List.of(reasons), 10);
    }

    @Test
    void anObservedValidatorsFailedSentenceWasSentSoItStaysAFailure() {
        List<ValidatorResult> merged = SentenceMerge.merge(List.of(
                sentence(AnswerStatus.PASSED, result("numeric-units", Outcome.PASS, 1.0).asObserved()),
                sentence(AnswerStatus.PASSED,
                        result("numeric-units", Outcome.FAIL, 0.2, "unsupported_figure").asObserved())));

        assertThat(merged).singleElement().satisfies(units -> {
            assertThat(units.outcome()).isEqualTo(Outcome.FAIL);
            assertThat(units.observed()).isTrue();
            assertThat(units.reasons()).containsExactly("unsupported_figure");
            assertThat(units.flagsAnswer()).isFalse();
        });
    }

    @Test
    void aRemovedSentenceMakesItsValidatorPatchedWithTheRemovalAmongItsReasons() {
        List<ValidatorResult> merged = SentenceMerge.merge(List.of(
                sentence(AnswerStatus.PASSED, result("numeric-units", Outcome.PASS, 1.0),
                        result("pii-leakage", Outcome.PASS, 1.0)),
                sentence(AnswerStatus.FAILED, result("numeric-units", Outcome.FAIL, 0.2, "unsupported_figure"),
                        result("pii-leakage", Outcome.PASS, 1.0))));

        assertThat(merged).extracting(ValidatorResult::name).containsExactly("numeric-units", "pii-leakage");
        ValidatorResult units = merged.get(0);
        assertThat(units.outcome()).isEqualTo(Outcome.PATCHED);
        assertThat(units.reasons()).containsExactly("unsupported_figure", SentenceMerge.SENTENCE_REMOVED);
        assertThat(units.score()).isEqualTo(0.2);
        assertThat(units.micros()).isEqualTo(20);
        assertThat(merged.get(1).outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void anErrorOnAnySentenceIsAnErrorOfTheWholeAnswer() {
        List<ValidatorResult> merged = SentenceMerge.merge(List.of(
                sentence(AnswerStatus.PATCHED, result("claims", Outcome.PATCHED, 0.7)),
                sentence(AnswerStatus.UNVERIFIED, result("claims", Outcome.ERROR, 0, "timeout"))));

        assertThat(merged.get(0).outcome()).isEqualTo(Outcome.ERROR);
        assertThat(merged.get(0).reasons()).containsExactly("timeout");
    }
}
