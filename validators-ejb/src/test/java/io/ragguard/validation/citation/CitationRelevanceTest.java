package io.ragguard.validation.citation;

import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CitationRelevanceTest {

    private static final String NOTE =
            "Some citations were removed because the cited passage does not support the sentence.";
    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(1, "doc-1#0", "Return policy", "Items can be returned within 30 days of delivery for a "
                    + "full refund. The item must be unused and in its original packaging.", 0.82),
            new Evidence(2, "doc-2#0", "Shipping", "Standard shipping takes 3 to 5 business days. Express "
                    + "shipping delivers the next business day for orders placed before noon.", 0.74));

    private final CitationRelevance validator = new CitationRelevance();

    @Test
    void passesWhenEachCitedPassageSupportsItsSentence() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [1]. "
                + "Standard shipping takes 3 to 5 business days [2].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.threshold()).isEqualTo(0.1);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void removesCitationBelowOverlapThresholdAndAddsANote() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [1]. "
                + "Express shipping arrives the next morning for orders placed before noon [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("irrelevant_citation");
        assertThat(verdict.patch()).isEqualTo("Items can be returned within 30 days of delivery [1]. "
                + "Express shipping arrives the next morning for orders placed before noon.\n\n" + NOTE);
    }

    @Test
    void keepsTheRelevantCitationOfASentenceThatCitesTwo() {
        Verdict verdict = validate("Express shipping arrives before noon for orders placed early [1][2].");

        assertThat(verdict.patch()).isEqualTo("Express shipping arrives before noon for orders placed early [2]."
                + "\n\n" + NOTE);
    }

    @Test
    void keepsTheLayoutOfAPatchedAnswer() {
        Verdict verdict = validate("Here is what I found:\n\n- Items can be returned within 30 days [1].\n"
                + "- Express shipping arrives the next morning for orders placed before noon [1].\n");

        assertThat(verdict.patch()).isEqualTo("Here is what I found:\n\n- Items can be returned within 30 days [1].\n"
                + "- Express shipping arrives the next morning for orders placed before noon.\n\n" + NOTE);
    }

    @Test
    void addsTheNoteOnlyOnce() {
        Verdict verdict = validate("Express shipping arrives the next morning for orders placed before noon [1]."
                + "\n\n" + NOTE);

        assertThat(verdict.patch()).isEqualTo("Express shipping arrives the next morning for orders placed before noon."
                + "\n\n" + NOTE);
    }

    @Test
    void leavesCitationsOfMissingEvidenceAndSentencesWithoutContentAlone() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [7]. That is all [2].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void removesWeakCitationsUnderAStricterThreshold() {
        ValidationInput input = input("Standard shipping takes 3 to 5 business days [1].");

        Verdict lenient = validator.validate(input, ValidatorSettings.defaults());
        Verdict strict = validator.validate(input, ValidatorSettings.of(Map.of("threshold", "0.5")));

        assertThat(lenient.outcome()).isEqualTo(Outcome.PASS);
        assertThat(lenient.score()).isGreaterThan(0.1).isLessThan(0.5);
        assertThat(strict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(strict.patch()).startsWith("Standard shipping takes 3 to 5 business days.\n\n");
    }

    @Test
    void usesTheConfiguredNote() {
        Verdict verdict = validator.validate(input("Express shipping arrives before noon [1]."),
                ValidatorSettings.of(Map.of("note", "(citations removed)")));

        assertThat(verdict.patch()).isEqualTo("Express shipping arrives before noon.\n\n(citations removed)");
    }

    @Test
    void skipsWithoutReliableContext() {
        ValidationInput unreliable = new ValidationInput("q", "Returns take 30 days [1].", EVIDENCE, "acme", false, 0.1);

        assertThat(validator.validate(unreliable, ValidatorSettings.defaults()))
                .isEqualTo(Verdict.skip("no_reliable_context"));
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.defaults());
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("How do returns and shipping work?", answer, EVIDENCE, "acme", true, 0.78);
    }
}
