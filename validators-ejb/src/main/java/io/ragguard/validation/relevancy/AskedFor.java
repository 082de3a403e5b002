package io.ragguard.validation.relevancy;

import io.ragguard.text.Acronyms;
import io.ragguard.text.QuestionIntent;
import io.ragguard.text.QuestionIntent.AnswerKind;
import io.ragguard.text.Sentences;
import io.ragguard.text.Stems;
import io.ragguard.text.Words;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.DoubleSupplier;
import java.util.regex.Pattern;

/**
 * What a question asks for that a grounded answer to another question lacks, read with
 * {@link QuestionIntent}:
 * <ul>
 * <li>{@code answer_kind}: the question asks for a length of time, a price, a temperature, a number, how often or a
 *     phone number, and no sentence of the answer carries one ("How old do I have to be?" answered with the
 *     prices; "How long does shipping take?" with the carrier's name);</li>
 * <li>{@code topic}: no sentence of the answer names anything the question names (its content words'
 *     stems, customers' everyday words brought to the policies'), itself or through the evidence
 *     sentence it repeats, and the answer's cosine with the
 *     question, or with the evidence sentence closest to it, stays under the bound given ("Can I cancel my reservation?" answered with the deposit and
 *     the pickup times).</li>
 * </ul>
 * Only an English question is read so. A question's time of day, contact or yes-or-no answer takes too many forms ("when the order ships",
 * "your territory manager") to demand one, so those are left to the cosine.
 */
final class AskedFor {

    /** What a length of time or a number is also met by: any numeral or number word. */
    private static final Pattern NUMBER = Pattern.compile("\\d|\\b(?:one|two|three|four|five|six|seven|eight|nine|"
            + "ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand|once|twice|"
            + "single|several|unlimited|no limit|no maximum|no minimum)\\b", Pattern.CASE_INSENSITIVE);
    /** What a price is also met by: an answer that it costs nothing or is covered. */
    private static final Pattern NO_COST = Pattern.compile("\\b(?:included|covered|waived|complimentary|refunded|"
            + "reimbursed|paid by|at (?:our|the company's|its) expense)\\b", Pattern.CASE_INSENSITIVE);

    /** Words an English question holds one of at least; other languages share none of them. */
    private static final Set<String> ENGLISH = Set.of("how", "what", "when", "where", "who", "which", "why", "the",
            "do", "does", "did", "is", "are", "can", "could", "would", "should", "my", "i", "you", "your", "there",
            "of", "to", "it");

    private AskedFor() {
    }

    /**
     * Whether the question reads as English, which these checks read it in: a question in another
     * language ("Wie lange kann ich ...?") is left to the cosine and to faithfulness, which says it
     * cannot read it.
     */
    static boolean english(String question) {
        return Words.tokens(question).stream().anyMatch(ENGLISH::contains);
    }

    /**
     * {@code answer_kind} or {@code topic} when the answer's claims lack what the question asks for (in that
     * order), empty when they meet it. {@code cosine} gives the answer's cosine with the question, or with the
     * evidence sentence closest to the question when that is larger (a short right answer, "30 days.", is
     * close to the sentence that answers); at or above {@code topicBound} an answer naming none of the
     * question's words is still taken to be about it.
     */
    static Optional<String> unmet(String question, List<String> claims, List<String> evidence, DoubleSupplier cosine,
                                  double topicBound, boolean checkTopic) {
        if (claims.isEmpty() || !english(question)) {
            return Optional.empty();
        }
        QuestionIntent intent = QuestionIntent.of(question);
        if (!claims.stream().anyMatch(claim -> carries(intent.kind(), claim))) {
            return Optional.of("answer_kind");
        }
        List<String> acronyms = Acronyms.in(question);
        if (checkTopic && !intent.topic().isEmpty()
                && claims.stream().noneMatch(claim -> names(intent.topic(), acronyms, claim, evidence))
                && cosine.getAsDouble() < topicBound) {
            return Optional.of("topic");
        }
        return Optional.empty();
    }

    /** Whether a claim carries the kind of answer asked for; any claim does for the kinds not demanded. */
    static boolean carries(AnswerKind kind, String claim) {
        return switch (kind) {
            case DURATION, QUANTITY, FREQUENCY -> kind.carriedBy(claim) || NUMBER.matcher(claim).find();
            case MONEY -> kind.carriedBy(claim) || NO_COST.matcher(claim).find();
            case TEMPERATURE, PHONE -> kind.carriedBy(claim);
            case TIME, CONTACT, ANY -> true;
        };
    }

    /**
     * Whether a claim names a word of the topic or spells out an acronym of the question ("Quality
     * Assurance" for "QA"), itself or through the evidence sentence it was taken from (one holding every
     * word of it): "30 days." is about returns when the sentence that says it is.
     */
    private static boolean names(Set<String> topic, List<String> acronyms, String claim, List<String> evidence) {
        Set<String> stems = Stems.ofContent(claim);
        if (stems.stream().anyMatch(topic::contains) || acronyms.stream().anyMatch(a -> Acronyms.spelledOutIn(a, claim))) {
            return true;
        }
        for (String sentence : evidence.stream().flatMap(text -> Sentences.split(text).stream()).toList()) {
            Set<String> source = Stems.ofContent(sentence);
            if (!stems.isEmpty() && source.containsAll(stems) && (source.stream().anyMatch(topic::contains)
                    || acronyms.stream().anyMatch(a -> Acronyms.spelledOutIn(a, sentence)))) {
                return true;
            }
        }
        return false;
    }
}
