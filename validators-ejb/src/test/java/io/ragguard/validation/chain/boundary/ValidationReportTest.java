package io.ragguard.validation.chain.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.spi.DeclineReason;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ValidationReportTest {

    private static final String DONT_KNOW = "I don't know. None of the available knowledge answers this question.";

    @Test
    void aDeclineHasPassedAndSaysWhy() {
        ValidationReport report = new ValidationReport(AnswerStatus.DECLINED, List.of("answer-relevancy: off_topic"),
                List.of(), "Our flagship store opens at 9 am.", DONT_KNOW, DeclineReason.OFF_TOPIC);

        assertThat(report.passed()).as("nothing unsupported was served").isTrue();
        assertThat(report.declined()).isTrue();
        assertThat(report.status()).isEqualTo("declined");
        assertThat(report.declineLabel()).isEqualTo("off_topic");
    }

    @Test
    void anAnswerRepairedInPlaceHasPassed() {
        ValidationReport report = new ValidationReport(AnswerStatus.PATCHED, List.of("citation-required: no_citations"),
                List.of(), "Returns take 30 days.", "Returns take 30 days [1].");

        assertThat(report.passed()).isTrue();
        assertThat(report.declineLabel()).isNull();
    }

    @Test
    void anAnswerServedFlaggedHasNotPassed() {
        ValidationReport report = new ValidationReport(AnswerStatus.UNVERIFIED, List.of("faithfulness: unfaithful"),
                List.of(), "Returns take 90 days.", "Returns take 90 days.");

        assertThat(report.passed()).isFalse();
        assertThat(report.refused()).isFalse();
    }
}
