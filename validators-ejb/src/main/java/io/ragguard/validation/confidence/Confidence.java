package io.ragguard.validation.confidence;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.text;

/**
 * When retrieval found no reliable context, or the evidence is on average less similar to the
 * question than the threshold, the answer is replaced by the "I don't know" template. The score is
 * the average similarity of the evidence.
 */
@ApplicationScoped
public class Confidence implements Validator {

    public static final String NAME = "confidence";
    static final double DEFAULT_THRESHOLD = 0.3;
    static final String DEFAULT_TEMPLATE = "I don't know. The knowledge base has no reliable information on this "
            + "question, so I can't answer it without guessing.";

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "retrieval found reliable context, similar enough to the question")
                .patching("declines: the answer becomes the \"I don't know\" reply");
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("threshold", "Average similarity of the context below which the answer becomes the template"),
                text("template", SettingDefinition.TEMPLATE_LENGTH, "What the answer becomes without reliable context"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        String template = settings.get("template", DEFAULT_TEMPLATE);
        double similarity = input.averageSimilarity();
        boolean noContext = !input.reliableContext() || input.evidence().isEmpty();
        if (!noContext && similarity >= threshold) {
            return Verdict.pass(similarity, threshold);
        }
        if (input.answer() != null && input.answer().strip().equals(template.strip())) {
            return Verdict.pass(similarity, threshold);
        }
        if (!input.answerOrEmpty().isBlank() && !input.declines() && input.answerSentences().isEmpty()) {
            // a greeting, thanks or an offer to help claims nothing the context would have to hold
            return Verdict.skip("no_claim");
        }
        return Verdict.fail(similarity, threshold, noContext ? "no_reliable_context" : "low_similarity")
                .declining(template, DeclineReason.NO_CONTEXT);
    }
}
