package io.ragguard.validation.relevancy;

import io.ragguard.embedding.control.Embeddings;
import io.ragguard.embedding.control.Vectors;
import io.ragguard.text.Citations;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.function.Function;

/**
 * The answer must be about the question: the cosine of their embeddings (all-MiniLM-L6-v2, citation
 * markers left out) must reach the threshold. Below it the answer is served with a warning, since an
 * answer can be right and still be worded far from the question. The "I don't know" template is not
 * an answer to measure, and is skipped.
 */
@ApplicationScoped
public class AnswerRelevancy implements Validator {

    public static final String NAME = "answer-relevancy";
    static final double DEFAULT_THRESHOLD = 0.45;
    static final String DONT_KNOW = "I don't know";

    @Inject
    Embeddings embeddings;

    private Function<String, float[]> encoder;

    public AnswerRelevancy() {
    }

    /** A validator with the given encoder instead of the embedding model, for tests. */
    AnswerRelevancy(Function<String, float[]> encoder) {
        this.encoder = encoder;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        String question = input.question() == null ? "" : input.question().strip();
        String answer = Citations.strip(input.answer()).strip();
        if (question.isEmpty()) {
            return Verdict.skip("no_question");
        }
        if (answer.isEmpty()) {
            return Verdict.skip("empty_answer");
        }
        if (answer.replace('’', '\'').startsWith(DONT_KNOW)) {
            return Verdict.skip("dont_know_answer");
        }
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        double cosine = Vectors.cosine(embed(question), embed(answer));
        return cosine >= threshold ? Verdict.pass(cosine, threshold)
                : Verdict.warn(cosine, threshold, "low_relevancy");
    }

    private float[] embed(String text) {
        return encoder != null ? encoder.apply(text) : embeddings.embed(text);
    }
}
