package io.ragguard.answering.control;

import io.ragguard.answering.boundary.Answer;
import io.ragguard.answering.boundary.Asked;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.validation.chain.boundary.ValidationMode;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.verdict.AnswerStatus;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How an answer is served: in tone exactly once, or refused. */
class AnswersTest {

    private final Answers answers = new Answers();
    private final Asked asked = new Asked("r1", "northwind", null, "How long?", "How long?", RetrievalResult.empty(),
            new Prompt("system", List.of(), List.of(), "How long?"), StageClock.unpublished(), null, null, null);
    private final Generation generated = new Generation("Returns take 30 days.", "extractive");

    /** A tone that marks each time it aligns a text. */
    static final class MarkingTone extends Tone {
        @Override
        public String align(String tenant, String answer) {
            return answer + " (in tone)";
        }
    }

    @BeforeEach
    void tone() {
        answers.tone = new MarkingTone();
    }

    private static ValidationReport report(AnswerStatus status, String answer) {
        return new ValidationReport(status, List.of(), List.of(), "Returns take 30 days.", answer);
    }

    @Test
    void aPlainAnswerIsAlignedOnce() {
        Answer answer = (Answer) answers.settle(asked, generated,
                report(AnswerStatus.PATCHED, "Returns take 30 days [1]."), ValidationMode.ENFORCE);

        assertThat(answer.text()).isEqualTo("Returns take 30 days [1]. (in tone)");
    }

    @Test
    void anEnforcedStreamsTextWhoseSentencesWereAlignedIsNotAlignedAgain() {
        Answer answer = (Answer) answers.settle(asked, generated,
                report(AnswerStatus.PASSED, "Returns take 30 days [1]. (in tone)"), ValidationMode.ENFORCE, true);

        assertThat(answer.text()).isEqualTo("Returns take 30 days [1]. (in tone)");
    }

    @Test
    void shadowModeServesTheGeneratedTextInTone() {
        Answer answer = (Answer) answers.settle(asked, generated,
                report(AnswerStatus.FAILED, "nothing"), ValidationMode.OBSERVE);

        assertThat(answer.text()).isEqualTo("Returns take 30 days. (in tone)");
        assertThat(answer.status()).isEqualTo(AnswerStatus.FAILED);
    }

    @Test
    void aRefusedAnswerIsARefusalThatSaysWhy() {
        ValidationReport refused = new ValidationReport(AnswerStatus.FAILED, List.of("pii-leakage: pii_email"),
                List.of(), "Write to jo@example.com.", "Write to jo@example.com.");

        assertThat(answers.settle(asked, generated, refused, ValidationMode.ENFORCE)).isInstanceOfSatisfying(
                Refusal.class, refusal -> assertThat(refusal.reasons()).containsExactly("pii-leakage: pii_email"));
    }
}
