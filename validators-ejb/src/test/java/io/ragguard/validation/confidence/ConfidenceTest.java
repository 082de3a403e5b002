package io.ragguard.validation.confidence;

import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ConfidenceTest {

    private static final String TEMPLATE = "I don't know. The knowledge base has no reliable information on this "
            + "question, so I can't answer it without guessing.";
    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(1, "doc-1#0", "Return policy", "Items can be returned within 30 days.", 0.6));

    private final Confidence validator = new Confidence();

    @Test
    void passesWithReliableContextAboveTheThreshold() {
        Verdict verdict = validate(new ValidationInput("q", "Within 30 days [1].", EVIDENCE, "acme", true, 0.6));

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(0.6);
        assertThat(verdict.threshold()).isEqualTo(0.3);
    }

    @Test
    void replacesTheAnswerWithTheTemplateWithoutReliableContext() {
        Verdict verdict = validate(new ValidationInput("q", "Probably 30 days.", EVIDENCE, "acme", false, 0.6));

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("no_reliable_context");
        assertThat(verdict.patch()).isEqualTo(TEMPLATE);
    }

    @Test
    void treatsMissingEvidenceAsNoReliableContext() {
        Verdict verdict = validate(new ValidationInput("q", "Probably 30 days.", List.of(), "acme", true, 0.0));

        assertThat(verdict.reasons()).containsExactly("no_reliable_context");
        assertThat(verdict.patch()).isEqualTo(TEMPLATE);
    }

    @Test
    void failsWithLowSimilarityBelowTheConfiguredThreshold() {
        ValidationInput input = new ValidationInput("q", "Within 30 days [1].", EVIDENCE, "acme", true, 0.45);

        Verdict verdict = validator.validate(input, ValidatorSettings.of(Map.of("threshold", "0.5")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.45);
        assertThat(verdict.threshold()).isEqualTo(0.5);
        assertThat(verdict.reasons()).containsExactly("low_similarity");
        assertThat(verdict.patch()).isEqualTo(TEMPLATE);
    }

    @Test
    void usesTheConfiguredTemplate() {
        ValidationInput input = new ValidationInput("q", "Maybe.", EVIDENCE, "acme", true, 0.1);

        Verdict verdict = validator.validate(input, ValidatorSettings.of(Map.of("template", "Sorry, no idea.")));

        assertThat(verdict.patch()).isEqualTo("Sorry, no idea.");
    }

    @Test
    void passesAnAnswerThatIsAlreadyTheTemplate() {
        Verdict verdict = validate(new ValidationInput("q", TEMPLATE, List.of(), "acme", false, 0.0));

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.hasPatch()).isFalse();
    }

    private Verdict validate(ValidationInput input) {
        return validator.validate(input, ValidatorSettings.of(Map.of()));
    }

    @Test
    void leavesAnAnswerThatClaimsNothingAsItIs() {
        Verdict verdict = validate(new ValidationInput("Hi there", "Hello! I'm the Northwind Outfitters help desk "
                + "assistant. What can I help you with?", EVIDENCE, "acme", false, 0.1));

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
        assertThat(verdict.reasons()).containsExactly("no_claim");
        assertThat(verdict.patch()).isNull();
    }
}
