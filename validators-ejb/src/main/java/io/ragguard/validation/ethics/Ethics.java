package io.ragguard.validation.ethics;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.embedding.boundary.Embeddings;
import io.ragguard.guardrail.boundary.GuardKind;
import io.ragguard.guardrail.boundary.GuardEntryView;
import io.ragguard.guardrail.boundary.GuardLists;
import io.ragguard.guardrail.boundary.GuardrailSync;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Citations;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.text;

/**
 * An ethics guard over the denied topics and harmful word lists of the guard lists (see
 * {@link EthicsScreen}). It runs after the other patches, so its refusal is what the caller gets. The
 * descriptions' embeddings are kept by text, so a topic is embedded once, and again when edited.
 */
@ApplicationScoped
public class Ethics implements Validator {

    public static final String NAME = "ethics";
    static final double DEFAULT_THRESHOLD = 0.55;
    static final String DEFAULT_TEMPLATE = "I can't help with that topic. Please ask about something the "
            + "knowledge base covers.";
    private static final int MAX_CACHED_TOPICS = 1_000;

    @Inject
    GuardrailSync guardrails;

    @Inject
    Embeddings embeddings;

    private final Map<String, float[]> descriptions = new ConcurrentHashMap<>();

    /**
     * Judges the question and the answer as it reached the chain: a patch only removes, hedges, cites,
     * masks or renames what the generator wrote, so the original says at least what the patched answer
     * says, and its sentences are embedded already (faithfulness embedded them), while sentences a
     * patch rewrote would cost a pass of their own. A refusal replaces the patched answer.
     */
    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "the answer keeps off the denied topics and the harmful words of the guard lists")
                .patching("declines the question as out of scope instead of answering")
                .judgingSentences().failingClosed();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("threshold", "Similarity to a denied topic from which the answer is refused"),
                text("template", SettingDefinition.TEMPLATE_LENGTH, "The refusal"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        String template = settings.get("template", DEFAULT_TEMPLATE);
        String question = input.question() == null ? "" : input.question().strip();
        if (input.answerOrEmpty().strip().equals(template.strip())) {
            return Verdict.pass(0.0, threshold);
        }
        String answer = input.original() == null ? input.answerOrEmpty() : input.original();
        GuardLists lists = guardrails.current();
        List<GuardEntryView> denied = lists.of(GuardKind.DENIED_TOPIC, input.tenant());
        float[] questionVector = null;
        float[] answerVector = null;
        if (!denied.isEmpty()) {
            questionVector = question.isBlank() ? null : embeddings.embed(question);
            String plain = Citations.prose(answer);
            answerVector = plain.isBlank() ? null : embeddings.embedSentences(plain);
        }
        List<EthicsScreen.Topic> topics = denied.stream()
                .map(t -> new EthicsScreen.Topic(t.pattern(), vectorOf(t.detail() == null ? t.pattern() : t.detail())))
                .toList();
        return EthicsScreen.screen(question, answer, questionVector, answerVector, topics,
                lists.harmWords(input.tenant()), threshold, template);
    }

    private float[] vectorOf(String description) {
        if (descriptions.size() > MAX_CACHED_TOPICS) {
            descriptions.clear();
        }
        return descriptions.computeIfAbsent(description, embeddings::embed);
    }
}
