package io.ragguard.validation.chain.boundary;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ValidationReportTest {

    private static final String DONT_KNOW = "I don't know. None of the available knowledge answers this question.";

    @Test
    void anAnswerWithheldForTheDontKnowTemplateHasNotPassed() {
        ValidationReport report = new ValidationReport(AnswerStatus.PATCHED, List.of("answer-relevancy: off_topic"),
                List.of(), "Our flagship store opens at 9 am.", DONT_KNOW);

        assertThat(report.withheld()).isTrue();
        assertThat(report.passed()).isFalse();
        assertThat(report.status()).isEqualTo("patched");
    }

    @Test
    void anAnswerRepairedInPlaceHasPassed() {
        ValidationReport report = new ValidationReport(AnswerStatus.PATCHED, List.of("citation-required: no_citations"),
                List.of(), "Returns take 30 days.", "Returns take 30 days [1].");

        assertThat(report.passed()).isTrue();
    }

    @Test
    void aModelThatSaidItDoesNotKnowWasNotWithheld() {
        ValidationReport report = new ValidationReport(AnswerStatus.PASSED, List.of(), List.of(), DONT_KNOW, DONT_KNOW);

        assertThat(report.withheld()).isFalse();
        assertThat(report.passed()).isTrue();
    }
}
