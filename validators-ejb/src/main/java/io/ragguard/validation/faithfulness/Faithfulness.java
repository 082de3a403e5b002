package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Markup;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.language.Detection;
import io.ragguard.validation.language.LanguageDetection;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import io.ragguard.validation.text.AnswerSentences;
import io.ragguard.validation.text.SentenceRemoval;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.number;
import static io.ragguard.settings.boundary.SettingDefinition.text;

/**
 * Whether what the answer claims is supported by the evidence, judged sentence by sentence on the answer
 * as it will be served (it runs after every repair of the wording). Each sentence gets a verdict
 * ({@link SentenceVerdict}): greetings, sign-offs, statements about the sources, questions back and
 * declines are {@code not_a_claim} ({@link AnswerSentences}); every claim is scored by the grounding
 * engine ({@link Grounding}) and is {@code supported} from the threshold, {@code contradicted} below it
 * when it conflicts with the evidence sentence it aligns with (a number, name, negation or antonym the
 * evidence does not back), else {@code unsupported}. A claim with a conflict whose best evidence sentence
 * is aligned with it at least {@code contradiction-alignment} (0.8: a copied sentence with its figure or
 * name changed) is contradicted whatever its score. The answer scores as its weakest claim.
 * <p>What happens to an answer with claims that are not supported is the policy
 * {@code validation.unsupported-sentences}: {@code remove} (the default) serves it without them
 * (patched), or, when no claim is left, declines with {@code template} as {@code unsupported};
 * {@code refuse} fails it; {@code flag} serves it unchanged, {@code unverified}. One sentence of a stream
 * that fails is removed from the stream. With {@code validator.grounding.judge=llm} the claims the local
 * models are unsure of get a second opinion from the tenant's model ({@link GroundingJudge}). An answer that only declines, or has no claim, is not judged;
 * an answer in a language the models cannot read (any but English) is {@code unverified} with the reason
 * {@code unsupported_language}.
 */
@ApplicationScoped
public class Faithfulness implements Validator {

    public static final String NAME = "faithfulness";
    public static final String POLICY = "validation.unsupported-sentences";
    public static final String DEFAULT_TEMPLATE = "I don't know. My sources do not support an answer to this "
            + "question.";
    static final double DEFAULT_THRESHOLD = 0.35;
    static final double DEFAULT_CONTRADICTION_ALIGNMENT = 0.8;
    /** Alignment from which a failing claim with a conflict is contradicted rather than unsupported. */
    static final double CONFLICT_ALIGNMENT = 0.6;
    /** The language the grounding models read (ISO 639-3). */
    static final String READABLE = "eng";
    /** Detector confidence from which an answer is taken to be in another language. */
    static final double LANGUAGE_CONFIDENCE = 0.5;
    /** Characters of claims below which their language is not judged. */
    static final int LANGUAGE_MIN_CHARS = 20;

    /** {@code validator.grounding.judge}: {@code local}, or {@code llm} for a second opinion from the tenant's model. */
    public static final String JUDGE = "validator.grounding.judge";
    static final int DEFAULT_JUDGE_SENTENCES = 3;
    static final long DEFAULT_JUDGE_TIMEOUT_MS = 2000;
    static final double DEFAULT_JUDGE_MARGIN = 0.15;

    @Inject
    Grounding grounding;

    @Inject
    GroundingJudge judge;

    private Function<String, Detection> languages;

    protected Faithfulness() {
    }

    /** Outside the container: the model and encoder given, no second opinion. */
    public Faithfulness(Grounding grounding) {
        this(grounding, GroundingJudge.NONE);
    }

    /** Outside the container, with a grounding judge. */
    public Faithfulness(Grounding grounding, GroundingJudge judge) {
        this.grounding = grounding;
        this.judge = judge;
    }

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.GROUND, "each sentence of the answer as served is supported by the evidence")
                .patching("removes unsupported sentences, or flags or refuses them, by validation.unsupported-sentences")
                .judgingSentences();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("threshold", "Score below which a claim is unsupported"),
                number("contradiction-alignment", 0, 1.01,
                        "Alignment from which a claim with a conflict fails whatever its score (above 1: never)"),
                text("template", SettingDefinition.TEMPLATE_LENGTH,
                        "What the answer becomes when none of its claims is supported"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        if (!input.hasEvidence()) {
            return Verdict.skip("no_reliable_context");
        }
        if (input.declined() != null) {
            return Verdict.skip("declined");
        }
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        String answer = Markup.plain(input.answerOrEmpty());
        List<AnswerSentences.Sentence> sentences = AnswerSentences.of(answer);
        List<AnswerSentences.Sentence> claims = sentences.stream().filter(AnswerSentences.Sentence::isClaim).toList();
        if (claims.isEmpty()) {
            List<CheckedClaim> none = sentences.stream().map(SentenceVerdict::notAClaim).toList();
            return (input.declines() ? Verdict.skip("dont_know_answer") : Verdict.pass(1.0, threshold))
                    .withClaims(none);
        }
        List<String> texts = claims.stream().map(AnswerSentences.Sentence::claim).toList();
        if (!readable(String.join(" ", texts))) {
            return Verdict.unverified(0.0, threshold, "unsupported_language");
        }
        List<Grounding.ScoredClaim> scored = grounding.score(input.question(), texts,
                grounding.ground(input.evidence(), texts));
        double contradiction = settings.number("contradiction-alignment", DEFAULT_CONTRADICTION_ALIGNMENT);
        List<SentenceVerdict> verdicts = new ArrayList<>();
        int next = 0;
        for (AnswerSentences.Sentence sentence : sentences) {
            verdicts.add(sentence.isClaim() ? SentenceVerdict.of(sentence, scored.get(next++), threshold, contradiction)
                    : new SentenceVerdict(sentence, SentenceVerdict.Label.NOT_A_CLAIM, 1.0, null));
        }
        verdicts = secondOpinion(input, verdicts, threshold, settings);
        double score = FaithfulnessModel.aggregate(scored.stream().map(Grounding.ScoredClaim::score).toList());
        List<CheckedClaim> checked = verdicts.stream().map(SentenceVerdict::checked).toList();
        List<SentenceVerdict> failing = verdicts.stream().filter(SentenceVerdict::fails).toList();
        if (failing.isEmpty()) {
            return Verdict.pass(score, threshold).withClaims(checked);
        }
        String[] reasons = reasonsOf(failing).toArray(String[]::new);
        Policy policy = input.sentence() ? Policy.REFUSE : Policy.parse(settings.global(POLICY).orElse(null));
        return switch (policy) {
            case REFUSE -> Verdict.fail(score, threshold, reasons).withClaims(checked);
            case FLAG -> Verdict.unverified(score, threshold, reasons).withClaims(checked);
            case REMOVE -> failing.size() == claims.size()
                    ? Verdict.fail(score, threshold, reasons).withClaims(checked)
                            .declining(settings.get("template", DEFAULT_TEMPLATE), DeclineReason.UNSUPPORTED)
                    : Verdict.fail(score, threshold, reasons).withClaims(checked)
                            .withPatch(SentenceRemoval.without(answer, failing.stream()
                                    .map(v -> new SentenceRemoval.Span(v.sentence().start(), v.sentence().end()))
                                    .toList()));
        };
    }

    /**
     * With {@code validator.grounding.judge=llm}, the verdicts of the claims the local models are unsure of
     * (no conflict, a score within {@code validator.grounding.judge.margin} of the threshold), the closest
     * to it first and at most {@code validator.grounding.judge.max-sentences}, replaced by the judge's,
     * asked within {@code validator.grounding.judge.timeout-ms}; the local verdict stands for each sentence
     * the judge does not judge. A conflict (a figure, a name, a negation) is never overruled.
     */
    private List<SentenceVerdict> secondOpinion(ValidationInput input, List<SentenceVerdict> verdicts, double threshold,
                                                ValidatorSettings settings) {
        if (judge == null || input.sentence() || !"llm".equalsIgnoreCase(settings.global(JUDGE).orElse("local"))) {
            return verdicts;
        }
        double margin = settings.global(JUDGE + ".margin").map(Double::parseDouble).orElse(DEFAULT_JUDGE_MARGIN);
        int most = settings.global(JUDGE + ".max-sentences").map(Integer::parseInt).orElse(DEFAULT_JUDGE_SENTENCES);
        long timeout = settings.global(JUDGE + ".timeout-ms").map(Long::parseLong).orElse(DEFAULT_JUDGE_TIMEOUT_MS);
        List<Integer> unsure = java.util.stream.IntStream.range(0, verdicts.size()).boxed()
                .filter(i -> verdicts.get(i).scored() != null && verdicts.get(i).scored().claim().conflicts().isEmpty()
                        && Math.abs(verdicts.get(i).score() - threshold) < margin)
                .sorted(java.util.Comparator.comparingDouble(i -> Math.abs(verdicts.get(i).score() - threshold)))
                .limit(Math.max(0, most)).toList();
        if (unsure.isEmpty()) {
            return verdicts;
        }
        Map<Integer, String> opinions = judge.judge(input.tenant(), input.question(), input.evidence(),
                unsure.stream().map(i -> verdicts.get(i).sentence().claim()).toList(), Duration.ofMillis(timeout));
        List<SentenceVerdict> judged = new ArrayList<>(verdicts);
        opinions.forEach((asked, verdict) -> judged.set(unsure.get(asked),
                judged.get(unsure.get(asked)).judged(SentenceVerdict.Label.valueOf(verdict.toUpperCase(Locale.ROOT)))));
        return judged;
    }

    /**
     * Whether the grounding models can read the claims: they are English, or too short, or too mixed, for
     * the detector to be sure they are not.
     */
    private boolean readable(String claims) {
        if (claims.length() < LANGUAGE_MIN_CHARS || plainEnglish(claims)) {
            return true;
        }
        if (languages == null) {
            languages = LanguageDetection.shared()::detect;
        }
        Detection detected = languages.apply(claims);
        return detected.confidence() < LANGUAGE_CONFIDENCE || detected.language().equals(READABLE);
    }

    /** Words that, two of them in plain ASCII text, make it English without asking the detector. */
    private static final Set<String> ENGLISH = Set.of("the", "and", "is", "are", "of", "to", "in", "for", "with",
            "on", "it", "that", "this", "be", "can", "you", "your", "was", "were", "by", "or", "an", "a");

    /** Whether the text is ASCII and holds two of the commonest English words: no detector needed. */
    static boolean plainEnglish(String text) {
        if (!text.chars().allMatch(c -> c < 128)) {
            return false;
        }
        Set<String> found = new java.util.HashSet<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^a-z]+")) {
            if (ENGLISH.contains(word) && found.add(word) && found.size() >= 2) {
                return true;
            }
        }
        return false;
    }

    /** {@code unfaithful}, then the conflicts of the failing claims as reason codes. */
    private static Set<String> reasonsOf(List<SentenceVerdict> failing) {
        Set<String> reasons = new LinkedHashSet<>(List.of("unfaithful"));
        for (SentenceVerdict verdict : failing) {
            reasons.addAll(reasons(verdict.scored().claim().conflicts()));
            if (verdict.scored().entailment() != null && verdict.scored().entailment() < 0.5) {
                reasons.add("not_entailed");
            }
        }
        return reasons;
    }

    /** Conflicts as reason codes: {@code number:50 mg} becomes {@code unsupported_number}. */
    static List<String> reasons(List<String> conflicts) {
        List<String> reasons = new ArrayList<>();
        for (String conflict : conflicts) {
            String kind = conflict.contains(":") ? conflict.substring(0, conflict.indexOf(':')) : conflict;
            reasons.add(switch (kind) {
                case "number" -> "unsupported_number";
                case "name" -> "unsupported_name";
                case "negation" -> "negation_mismatch";
                default -> kind;
            });
        }
        return reasons;
    }

    /** {@code validation.unsupported-sentences}: what happens to an answer with unsupported sentences. */
    enum Policy {
        REMOVE, REFUSE, FLAG;

        /** The policy a setting names; remove when it names none. */
        static Policy parse(String value) {
            return value == null ? REMOVE : valueOf(value.strip().toUpperCase(Locale.ROOT));
        }
    }
}
