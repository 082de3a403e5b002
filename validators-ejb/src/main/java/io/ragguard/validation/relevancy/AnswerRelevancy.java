package io.ragguard.validation.relevancy;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.validation.spi.Phase;
import io.ragguard.embedding.boundary.DistilledVectors;
import io.ragguard.embedding.boundary.Embeddings;
import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Citations;
import io.ragguard.text.Words;
import io.ragguard.validation.grounding.EvidenceSentence;
import io.ragguard.validation.grounding.EvidenceSentences;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.Optional;
import java.util.function.DoubleSupplier;
import java.util.function.Function;

import static io.ragguard.settings.boundary.SettingDefinition.choice;
import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.text;

/**
 * The answer must be about the question. Its score (all-MiniLM-L6-v2, citation markers left out) is
 * the cosine of answer and question (the answer as the mean of its sentences' vectors, embedded in
 * context in one pass, which ethics then finds cached), or, with {@code compare=question+evidence}
 * (the default) and reliable evidence, the larger of that and the cosine of the answer with the
 * evidence sentence closest to the question: a short right answer ("60 days.") is far from the
 * question's wording but close to the sentence that answers it. That sentence is found with the
 * word-piece vectors the grounding validators split the evidence with (no pass of the model over
 * every sentence of fresh contexts), and compared by the model's vector (from the index, or one pass
 * over that sentence alone). Below {@code threshold} (0.25, calibrated in docs/evaluation.md) the
 * answer is about something else: the validator fails with reason {@code off_topic} and the answer
 * becomes the "I don't know" {@code template}, as confidence does without reliable context. A grounded
 * answer to another question can come close to the question's words and still not answer it; with
 * {@code intent=kind+topic} (the default) the answer must also carry the kind of answer the question
 * asks for (a length of time, a price, a temperature, a number) and name a word of its topic unless its
 * cosine reaches {@code topic-bound} ({@link AskedFor}), or it fails {@code off_topic} too, with
 * {@code missing_answer_kind} or {@code missing_topic}. The
 * template itself is not an answer to measure, and is skipped; so is an answer that claims nothing (small
 * talk: a greeting, thanks, a goodbye), and the answer to a request that names
 * a task but no topic ("Summarize the article.", "Write an overview of the business."), which anything
 * drawn from the evidence answers.
 */
@ApplicationScoped
public class AnswerRelevancy implements Validator {

    public static final String NAME = "answer-relevancy";
    static final double DEFAULT_THRESHOLD = 0.25;
    static final String QUESTION_ONLY = "question";
    static final String WITH_EVIDENCE = "question+evidence";
    static final String KIND_AND_TOPIC = "kind+topic";
    static final List<String> INTENT_CHOICES = List.of(KIND_AND_TOPIC, "kind", "none");
    static final double DEFAULT_TOPIC_BOUND = 0.5;
    static final String DEFAULT_TEMPLATE = "I don't know. None of the available knowledge answers this question.";

    @Inject
    Embeddings embeddings;

    @Inject
    DistilledVectors distilled;

    /** Splits the evidence, as faithfulness and claims see it (and shares their split). */
    @Inject
    Grounding grounding;

    private Function<String, float[]> encoder;
    private Function<String, float[]> tokenEncoder;

    public AnswerRelevancy() {
    }

    /** A validator with the given encoder instead of the embedding model and its word-piece vectors, for tests. */
    AnswerRelevancy(Function<String, float[]> encoder) {
        this(encoder, encoder);
    }

    /** A validator with the given encoders instead of the embedding model and its word-piece vectors, for tests. */
    AnswerRelevancy(Function<String, float[]> encoder, Function<String, float[]> tokenEncoder) {
        this.encoder = encoder;
        this.tokenEncoder = tokenEncoder;
    }

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.CHECK, "the answer is about what the question asks");
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(choice("compare", "What the answer is compared with", "question+evidence", "question"),
                fraction("threshold", "Similarity below which the answer is off topic and becomes the template"),
                choice("intent", "What else an answer must meet of what the question asks for: the kind of answer "
                        + "(a time span, price, temperature, number) and a word of its topic, the kind alone, or "
                        + "nothing", INTENT_CHOICES.toArray(String[]::new)),
                fraction("topic-bound", "Similarity with the question at which an answer naming none of its "
                        + "words is still on topic"),
                text("template", SettingDefinition.TEMPLATE_LENGTH, "What an off-topic answer becomes"));
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
        if (input.declines()) {
            return Verdict.skip("dont_know_answer");
        }
        if (instructionOnly(question)) {
            return Verdict.skip("no_topic");
        }
        if (input.answerSentences().isEmpty()) {
            // a greeting, thanks or goodbye claims nothing that could be about something else
            return Verdict.skip("no_claim");
        }
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        float[] questionVector = embed(question);
        float[] answerVector = encoder != null ? encoder.apply(answer) : embeddings.embedSentences(answer);
        double toQuestion = Vectors.cosine(questionVector, answerVector);
        boolean evidence = withEvidence(settings) && input.hasEvidence();
        double[] toEvidence = {Double.NaN};
        DoubleSupplier closest = () -> {
            if (Double.isNaN(toEvidence[0])) {
                toEvidence[0] = evidence ? evidenceCosine(input, question, answerVector) : Double.NEGATIVE_INFINITY;
            }
            return Math.max(toQuestion, toEvidence[0]);
        };
        double cosine = toQuestion >= threshold ? toQuestion : closest.getAsDouble();
        if (cosine < threshold) {
            return offTopic(Verdict.fail(cosine, threshold, "off_topic"), settings);
        }
        String intent = chosen(settings, "intent", INTENT_CHOICES);
        Optional<String> unmet = intent.equals("none") ? Optional.empty()
                : AskedFor.unmet(question, input.answerSentences(),
                        evidence ? input.evidence().stream().map(Evidence::text).toList() : List.of(), closest,
                        settings.number("topic-bound", DEFAULT_TOPIC_BOUND), intent.equals(KIND_AND_TOPIC));
        return unmet.isEmpty() ? Verdict.pass(cosine, threshold)
                : offTopic(Verdict.fail(cosine, threshold, "off_topic", "missing_" + unmet.get()), settings);
    }

    private static Verdict offTopic(Verdict failed, ValidatorSettings settings) {
        return failed.declining(settings.get("template", DEFAULT_TEMPLATE), DeclineReason.OFF_TOPIC);
    }

    /** Words that ask for a kind of text, not about a topic. */
    private static final Set<String> INSTRUCTION_WORDS = Set.of("summarize", "summarise", "summary", "summarizing",
            "article", "articles", "text", "document", "documents", "passage", "passages", "overview", "write",
            "describe", "description", "explain", "business", "report", "story", "content", "given", "above",
            "following", "provided", "briefly", "short", "brief", "main", "points", "key", "give", "provide",
            "paragraph", "sentences", "words", "please", "create", "generate", "make", "list", "record", "data");

    /** Whether a question only asks for a kind of text: every content word of it is an instruction word. */
    static boolean instructionOnly(String question) {
        List<String> words = Words.contentWords(question);
        return !words.isEmpty() && INSTRUCTION_WORDS.containsAll(words);
    }

    private static boolean withEvidence(ValidatorSettings settings) {
        return chosen(settings, "compare", List.of(WITH_EVIDENCE, QUESTION_ONLY)).equals(WITH_EVIDENCE);
    }

    /** A choice setting's value, its first choice by default. */
    private static String chosen(ValidatorSettings settings, String parameter, List<String> choices) {
        String value = settings.get(parameter, choices.get(0)).toLowerCase(Locale.ROOT);
        if (!choices.contains(value)) {
            throw new IllegalArgumentException("validator.answer-relevancy." + parameter + " is " + value
                    + ", expected one of " + String.join(", ", choices));
        }
        return value;
    }

    /**
     * The cosine of the answer with the evidence sentence closest to the question, found by word-piece
     * vectors and compared by the model's.
     */
    private double evidenceCosine(ValidationInput input, String question, float[] answer) {
        float[] questionTokens = tokenEncoder != null ? tokenEncoder.apply(question)
                : distilled.vectors().embed(question);
        EvidenceSentence closest = null;
        double best = Double.NEGATIVE_INFINITY;
        for (EvidenceSentence sentence : split(input.evidence()).sentences()) {
            double c = Vectors.cosine(questionTokens, sentence.vector());
            if (c > best) {
                best = c;
                closest = sentence;
            }
        }
        if (closest == null) {
            return Double.NEGATIVE_INFINITY;
        }
        return Vectors.cosine(answer, closest.indexed() != null ? closest.indexed() : embed(closest.text()));
    }

    private float[] embed(String text) {
        return encoder != null ? encoder.apply(text) : embeddings.embed(text);
    }

    private EvidenceSentences split(List<Evidence> evidence) {
        return tokenEncoder != null
                ? EvidenceSentences.of(evidence, texts -> texts.stream().map(tokenEncoder).toList())
                : grounding.evidence(evidence);
    }
}
