package io.ragguard.validation.relevancy;

import io.ragguard.embedding.control.MiniLmEncoder;
import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.validation.spi.Outcome;
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
    void warnsAboutAnAnswerOnAnotherTopic() {
        Verdict verdict = validate("Our head office is in Rotterdam and employs about two hundred engineers [2].");

        assertThat(verdict.outcome()).as("cosine %s", verdict.score()).isEqualTo(Outcome.WARN);
        assertThat(verdict.reasons()).containsExactly("low_relevancy");
    }

    private Verdict validate(String answer) {
        return validator.validate(new ValidationInput(QUESTION, answer, List.of(), "acme", true, 0.7),
                ValidatorSettings.defaults());
    }
}
