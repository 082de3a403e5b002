package io.ragguard.validation.chain.control;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.faithfulness.Faithfulness;
import io.ragguard.validation.grounding.BagOfWords;
import io.ragguard.validation.numeric.NumericUnits;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A wrong dose never passes the chain, however it is written: another frequency, a measure, a bound, and
 * digits in disguise (fullwidth, a Cyrillic О, an invisible space), each against "5 mg once a day".
 */
class WrongFiguresTest {

    private static final List<Evidence> EVIDENCE = List.of(new Evidence(1, "lumora#0", "Lumora dosing",
            "Adults take 5 mg of Lumora once a day with food. Do not take more than 5 mg in one day.", 0.8));

    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final List<Validator> validators = List.of(new NumericUnits(), new Faithfulness(BagOfWords.grounding()));
    private final Map<String, String> settings = Map.of("validation.budget-ms", "5000");

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Adults take 5 mg of Lumora twice a day with food.",
        "Adults take 5 mg of Lumora once an hour with food.", "Adults take 5 mg/kg of Lumora once a day with food.",
        "Adults take ５０ mg of Lumora once a day with food.", "Adults take 5О mg of Lumora once a day with food.",
        "Adults take 5\u200B0 mg of Lumora once a day with food.", "Adults take 5.0e1 mg of Lumora once a day.",
        "Adults take 5 x 10 mg of Lumora once a day with food.", "Adults take at least 5 mg of Lumora in one day.",
        "Adults take 5 mg of Lumora every 2 hours with food."})
    void aWrongDoseIsNeverServedAsItWasWritten(String answer) {
        ValidationReport report = run(answer);

        assertThat(report.answerStatus()).as(report.toString()).isNotEqualTo(AnswerStatus.PASSED);
        assertThat(report.answer()).as("served").isNotEqualTo(answer);
        assertThat(report.results()).filteredOn(r -> r.name().equals(NumericUnits.NAME))
                .extracting(ValidatorResult::outcome).containsExactly(Outcome.PATCHED);
        assertThat(report.results()).filteredOn(r -> r.name().equals(Faithfulness.NAME))
                .extracting(ValidatorResult::outcome).containsExactly(Outcome.PATCHED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Adults take 5 mg of Lumora once a day with food.", "Adults take 5 mg of Lumora daily.",
        "Adults take ５ mg of Lumora once a day with food.", "Do not take more than 5 mg in one day."})
    void theRightDosePassesInAnyWriting(String answer) {
        ValidationReport report = run(answer);

        assertThat(report.answerStatus()).as(report.toString()).isEqualTo(AnswerStatus.PASSED);
        assertThat(report.answer()).as("served as written").isEqualTo(answer);
    }

    private ValidationReport run(String answer) {
        return new ChainRunner(validators, name -> Optional.ofNullable(settings.get(name)), executor)
                .run(new ValidationInput("How should adults take Lumora?", answer, EVIDENCE, "t", true, 0.8), v -> true);
    }
}
