package io.ragguard.validation.relevancy;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The default threshold against the real embedding model (all-MiniLM-L6-v2, int8), loaded once for the class. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AnswerRelevancyModelTest {

    private static final String QUESTION = "How long do I have to return an item I bought?";

    private MiniLmEncoder encoder;
    private AnswerRelevancy validator;

    @BeforeAll
    void openModel(@TempDir Path models) {
        encoder = MiniLmModel.INT8.open(models, 256, 1);
        validator = new AnswerRelevancy(encoder::embed);
    }

    @AfterAll
    void closeModel() {
        encoder.close();
    }

    @Test
    void passesAnAnswerToTheQuestion() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery for a full refund [1].");

        assertThat(verdict.outcome()).as("cosine %s", verdict.score()).isEqualTo(Outcome.PASS);
    }

    @Test
    void failsAnAnswerOnAnotherTopic() {
        Verdict verdict = validate("Our head office is in Rotterdam and employs about two hundred engineers [2].");

        assertThat(verdict.outcome()).as("cosine %s", verdict.score()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("off_topic");
    }

    @Test
    void passesAShortRightAnswerThroughTheEvidenceThatAnswersTheQuestion() {
        Evidence policy = new Evidence(1, "returns#0", "Returns", "Our stores open at 9 am on weekdays. "
                + "Items can be returned within 30 days of delivery for a full refund.", 0.8);
        ValidationInput input = new ValidationInput(QUESTION, "30 days.", List.of(policy), "acme", true, 0.8);

        Verdict byDefault = validator.validate(input, ValidatorSettings.defaults());
        Verdict seed = validator.validate(input, ValidatorSettings.of(Map.of("compare", "question", "threshold", "0.45")));
        Verdict seedWithEvidence = validator.validate(input, ValidatorSettings.of(Map.of("threshold", "0.45")));

        assertThat(byDefault.outcome()).as("cosine %s", byDefault.score()).isEqualTo(Outcome.PASS);
        assertThat(seed.outcome()).as("the issue's 0.45 on the question alone, cosine %s", seed.score())
                .isEqualTo(Outcome.FAIL);
        assertThat(seedWithEvidence.score()).isGreaterThan(seed.score());
    }

    @Test
    void failsAnAnswerOnAnotherTopicEvenWithEvidence() {
        Evidence policy = new Evidence(1, "returns#0", "Returns",
                "Items can be returned within 30 days of delivery for a full refund.", 0.8);
        ValidationInput input = new ValidationInput(QUESTION,
                "Our head office is in Rotterdam and employs about two hundred engineers [2].", List.of(policy), "acme",
                true, 0.8);

        assertThat(validator.validate(input, ValidatorSettings.defaults()).outcome()).isEqualTo(Outcome.FAIL);
    }

    private Verdict validate(String answer) {
        return validator.validate(new ValidationInput(QUESTION, answer, List.of(), "acme", true, 0.7),
                ValidatorSettings.defaults());
    }
}
