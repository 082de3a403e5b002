package io.ragguard.validation.coverage;

import io.ragguard.gaps.boundary.KnowledgeGaps;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RetrievalCoverageTest {

    private static final List<Evidence> EVIDENCE = List.of(new Evidence(1, "doc-1#0", "Loyalty program",
            "Trail Points members at the Gold tier get free repairs on the Summit Pro 2 tent and the X200 stove.",
            0.7));

    private final RetrievalCoverage validator = new RetrievalCoverage();
    private final List<String> recorded = new ArrayList<>();

    @BeforeEach
    void wire() {
        validator.gaps = new KnowledgeGaps() {
            @Override
            public void record(String tenant, Collection<String> entities, String question) {
                entities.forEach(entity -> recorded.add(tenant + "|" + entity + "|" + question));
            }
        };
    }

    @Test
    void findsNamesNumberedNamesAndProductCodes() {
        assertThat(NamedEntities.in("The Garden Club Rewards program [1] covers the Summit Pro 2 tent, the X200 "
                + "stove and your iPhone. Returns take 30 days. Bank of Boston cards work."))
                .containsExactly("Garden Club Rewards", "Summit Pro 2", "X200", "iPhone", "Bank of Boston");
    }

    @Test
    void neverJoinsNamesAcrossSentencesOrPunctuation() {
        assertThat(NamedEntities.in("Ask in Denver. Portland stores, Seattle stores too.")).isEmpty();
    }

    @Test
    void passesAnAnswerWhoseNamesAreAllInTheEvidence() {
        Verdict verdict = validate("Trail Points members get free repairs on the Summit Pro 2 tent [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(recorded).isEmpty();
    }

    @Test
    void warnsAndRecordsEachUncoveredNameWithoutAPatch() {
        Verdict verdict = validate("Trail Points members get repairs at the Rose Hall Workshop on the Z900 [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.reasons()).containsExactly("uncovered_entity");
        assertThat(verdict.hasPatch()).isFalse();
        assertThat(verdict.score()).isCloseTo(1.0 / 3, within(1e-9));
        assertThat(recorded).as("the question names neither: the model made them up, the knowledge lacks nothing")
                .isEmpty();
    }

    @Test
    void recordsAsGapsOnlyTheUncoveredNamesTheQuestionAskedAbout() {
        Verdict verdict = validator.validate(new ValidationInput("Does the Rose Hall Workshop fix the Z900?",
                "The Rose Hall Workshop fixes it, and the Summit Pro 2 too [1].", List.of(new Evidence(1, "c-1",
                "Repairs", "Trail Points members get free repairs on the Summit Pro 2 tent.", 0.9)), "northwind", true,
                0.9), ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(recorded).containsExactly("northwind|Rose Hall Workshop|Does the Rose Hall Workshop fix the Z900?");
    }

    @Test
    void neverRecordsLabelsOfTheSourcesOrRedactionMarkers() {
        assertThat(RetrievalCoverage.askedAbout(List.of("Passage 2", "Step 1", "REDACTED PHONE", "Sections 3",
                "Pay in 4"), "What do Passage 2, Step 1, REDACTED PHONE, Sections 3 and Pay in 4 say?"))
                .containsExactly("Pay in 4");
    }

    @Test
    void keepsTheAnswerWhenRecordingFails() {
        validator.gaps = new KnowledgeGaps() {
            @Override
            public void record(String tenant, Collection<String> entities, String question) {
                throw new IllegalStateException("database down");
            }
        };

        assertThat(validate("Visit the Rose Hall Workshop [1].").outcome()).isEqualTo(Outcome.WARN);
    }

    @Test
    void recordsNothingWhenSwitchedOff() {
        Verdict verdict = validator.validate(input("Visit the Rose Hall Workshop [1]."),
                ValidatorSettings.of(Map.of("record-gaps", "false")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(recorded).isEmpty();
    }

    @Test
    void skipsWithoutReliableContext() {
        Verdict verdict = validator.validate(new ValidationInput("q", "The Rose Hall Workshop.", List.of(),
                "northwind", false, 0.0), ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.defaults());
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("Who repairs tents?", answer, EVIDENCE, "northwind", true, 0.7);
    }
}
