package io.ragguard.validation.grounding;

import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.text.Words;
import io.ragguard.validation.text.ClockTimes;
import io.ragguard.validation.text.Figure;
import io.ragguard.validation.text.Figures;
import io.ragguard.validation.text.Units;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The signals one claim gives against the evidence, in the order of {@link #NAMES}:
 * <ul>
 * <li>{@code alignment}: the highest cosine between the claim and an evidence sentence;</li>
 * <li>{@code coverage}: the share of the claim's content stems found in the evidence;</li>
 * <li>{@code bigram_coverage}: the share of its content bigrams found there (1 without bigrams);</li>
 * <li>{@code unsupported_words}: content stems not in the evidence, at most 5;</li>
 * <li>{@code unsupported_numbers}: numbers not in the evidence, or there only with another unit, at most 3;</li>
 * <li>{@code unsupported_names}: capitalised words not in the evidence, at most 3;</li>
 * <li>{@code negation_mismatch}: 1 when exactly one of the claim and its best sentence is negated, or a
 * sentence nearly as close that holds most of the claim's stems;</li>
 * <li>{@code antonym}: 1 when the best sentence holds the antonym of a claim word it lacks;</li>
 * <li>{@code length}: log(1 + content words of the claim);</li>
 * <li>{@code new_coverage}: the share of the claim's content stems that are not in the question and are
 * found in the evidence (1 when all are in the question; {@code coverage} without a question): "Mumbai"
 * in answer to "Which city ...?" is the whole claim, and unsupported;</li>
 * <li>{@code uncovered_x_length}, {@code bigram_gap_x_length}: the share of the claim's stems, and of
 * its bigrams, that the evidence lacks, times {@code length}, so that one missing word can weigh more
 * in a two-word answer than in a twenty-word claim (long claims paraphrase; short answers copy);</li>
 * <li>{@code any_unsupported}: 1 when a content stem of the claim is not in the evidence;</li>
 * <li>{@code copy_span}, {@code trigram_coverage}: how much of the claim is copied word for word
 * ({@link VerbatimCopy}); {@code copy_gap_x_length}: the share not copied, times {@code length}.</li>
 * </ul>
 * Support is monotone: every feature that copying more of an evidence sentence raises (alignment
 * aside, {@code length}, the coverages, {@code copy_span}) may only raise the score, and every one it
 * lowers (the gaps, each zero for a copy) may only lower it; the fit holds the weights to those signs
 * ({@code FitFaithfulness}). The length interactions are written as gaps times length for that reason:
 * a coverage times length grows with every copied word, and a negative weight on it would make a
 * longer copy score lower.
 * Embeddings alone rate "Rome" close to "Paris" and "50 mg" close to "5 mg"; the conflict signals
 * are what sees those.
 */
public final class FaithfulnessFeatures {

    public static final List<String> NAMES = List.of("alignment", "coverage", "bigram_coverage",
            "unsupported_words", "unsupported_numbers", "unsupported_names", "negation_mismatch", "antonym", "length",
            "new_coverage", "uncovered_x_length", "bigram_gap_x_length", "any_unsupported", "copy_span",
            "trigram_coverage", "copy_gap_x_length");

    /**
     * Which way each feature of {@link #NAMES} may move a claim's score: +1, support that copying
     * more of an evidence sentence raises (or leaves), may only raise it; -1, a conflict or a gap,
     * which copying more lowers (or leaves), may only lower it. The fit holds each weight to its sign,
     * so the model is monotone in support and cannot learn an artefact of the data the wrong way.
     */
    public static final List<Integer> DIRECTIONS = List.of(1, 1, 1, -1, -1, -1, -1, -1, 1, 1, -1, -1, -1, 1, 1, -1);

    /**
     * A claim's feature values and the conflicts found: {@code best} is the evidence sentence its
     * vector aligns with best (null without evidence), {@code source} the sentence it copies word for
     * word (at least {@link #VERBATIM_WORDS} words), or null.
     */
    public record Claim(String text, double[] values, EvidenceSentence best, double alignment, List<String> conflicts,
                        EvidenceSentence source) {

        public Claim {
            values = values.clone();
            conflicts = List.copyOf(conflicts);
        }

        public double[] values() {
            return values.clone();
        }

        public double value(String name) {
            return values[NAMES.indexOf(name)];
        }
    }

    /** How much less aligned than the best sentence a sentence may be and still count for negation. */
    static final double NEAR = 0.1;

    private FaithfulnessFeatures() {
    }

    public static Claim of(String claim, float[] vector, EvidenceSentences evidence) {
        return of(claim, "", vector, evidence);
    }

    /**
     * The claim's features; {@code question} (may be empty or null) is what the answer responds to. The
     * claim is read with its times of day on a 24-hour clock, as the evidence is ({@link ClockTimes}).
     */
    public static Claim of(String written, String question, float[] vector, EvidenceSentences evidence) {
        String claim = ClockTimes.canonical(written);
        EvidenceSentence best = null;
        double alignment = 0;
        double[] cosines = new double[evidence.sentences().size()];
        for (int i = 0; i < cosines.length; i++) {
            EvidenceSentence s = evidence.sentences().get(i);
            cosines[i] = vector == null || s.vector() == null ? 0 : Vectors.cosine(vector, s.vector());
            if (best == null || cosines[i] > alignment) {
                best = s;
                alignment = cosines[i];
            }
        }
        EvidenceSentences.Vocabulary vocabulary = evidence.vocabulary();
        List<String> conflicts = new ArrayList<>();

        List<String> claimWords = TextSignals.words(claim);
        List<String> read = readAsEvidence(claimWords, vocabulary);
        List<String> readStems = TextSignals.stems(read);
        Set<String> stems = new LinkedHashSet<>(readStems);
        long unsupportedWords = stems.stream().filter(s -> !vocabulary.stems().contains(s)).count();
        double coverage = stems.isEmpty() ? 1 : 1 - (double) unsupportedWords / stems.size();
        Set<String> bigrams = TextSignals.bigrams(readStems);
        double bigramCoverage = bigrams.isEmpty() ? 1
                : bigrams.stream().filter(vocabulary.bigrams()::contains).count() / (double) bigrams.size();

        int numbers = 0;
        String counted = Figures.LABELLED.matcher(claim).replaceAll("");
        for (Map.Entry<String, String> n : TextSignals.numberSignals(counted, TextSignals.words(counted)).units()
                .entrySet()) {
            // a number written in words without a unit is a word ("one another", "the two"), not a figure
            boolean spelled = n.getValue().isEmpty() && !counted.contains(n.getKey());
            if (!spelled && !supported(n.getKey(), n.getValue(), vocabulary)) {
                numbers++;
                conflicts.add("number:" + (n.getKey() + " " + n.getValue()).strip());
            }
        }
        numbers += unqualified(claim, vocabulary, conflicts);
        int names = 0;
        for (String name : new LinkedHashSet<>(TextSignals.names(claim))) {
            if (!vocabulary.words().contains(name) && !vocabulary.stems().contains(TextSignals.stem(name))) {
                names++;
                conflicts.add("name:" + name);
            }
        }
        double copySpan = VerbatimCopy.span(read, vocabulary);
        // a claim copied word for word from a sentence is read against that sentence, its source,
        // rather than against whichever sentence its vector happens to lie closest to
        EvidenceSentence source = copySpan < 1 ? null : source(claimWords, best, evidence);
        EvidenceSentence reference = source != null ? source : best;
        List<String> bestWords = reference == null ? List.of() : TextSignals.words(reference.text());
        double negation = 0;
        List<String> negationScope = copyScope(claimWords, bestWords);
        // a claim copied word for word from part of its sentence is judged within that part alone
        boolean copied = !claimWords.isEmpty() && negationScope.size() < bestWords.size();
        if (reference != null && negatedFor(claimWords, stemSet(negationScope)) != negatedFor(negationScope, stems)
                || source == null && !copied && opposite(claim, claimWords, evidence, cosines, alignment)) {
            negation = 1;
            conflicts.add("negation");
        }
        double antonym = 0;
        Set<String> bestSet = new HashSet<>(bestWords);
        for (String w : new LinkedHashSet<>(claimWords)) {
            String opposite = TextSignals.antonym(w);
            if (opposite != null && bestSet.contains(opposite) && !bestSet.contains(w)) {
                antonym = 1;
                conflicts.add("antonym:" + w + "/" + opposite);
                break;
            }
        }
        double length = Math.log1p(readStems.size()); // one stem per content word, reworded or not
        double unsupported = Math.min(unsupportedWords, 5);
        double[] values = {alignment, coverage, bigramCoverage, unsupported, Math.min(numbers, 3),
            Math.min(names, 3), negation, antonym, length, newCoverage(stems, question, vocabulary),
            (1 - coverage) * length, (1 - bigramCoverage) * length, unsupportedWords > 0 ? 1 : 0, copySpan,
            VerbatimCopy.trigramCoverage(read, vocabulary), (1 - copySpan) * length};
        return new Claim(written, values, best, alignment, conflicts, source);
    }

    /**
     * Adds a conflict for each figure of the claim ({@link Figures}, which reads scientific and multiplied
     * forms and qualifiers) that no figure of the evidence backs, unless its number is a conflict already:
     * "5 mg twice a day" against "5 mg once a day", "5 mg/kg" against "5 mg", "5.0e1 mg" against "5 mg";
     * returns how many.
     */
    private static int unqualified(String claim, EvidenceSentences.Vocabulary vocabulary, List<String> conflicts) {
        int count = 0;
        for (Figure figure : Figures.in(claim)) {
            boolean known = conflicts.stream().anyMatch(c -> c.equals("number:" + figure.value())
                    || c.startsWith("number:" + figure.value() + " "));
            if (!known && vocabulary.figures().stream().noneMatch(figure::matches)) {
                conflicts.add("number:" + figure.described());
                count++;
            }
        }
        return count;
    }

    /** Words a claim needs before being copied word for word makes it supported: shorter spans fit many questions. */
    static final int VERBATIM_WORDS = 5;

    /**
     * Whether the claim is a word-for-word copy of part of one evidence sentence, at least
     * {@link #VERBATIM_WORDS} words long and without a conflict (a copy that drops a negation has
     * one): such a claim is supported by construction, whatever the fitted weights make of it.
     */
    public static boolean verbatim(Claim claim) {
        return claim.source() != null && claim.conflicts().isEmpty();
    }

    /**
     * The evidence sentence that holds the claim's words in a row, at least {@link #VERBATIM_WORDS}
     * of them, or null; {@code best}, nearly always the source, is tried first.
     */
    private static EvidenceSentence source(List<String> words, EvidenceSentence best, EvidenceSentences evidence) {
        if (words.size() < VERBATIM_WORDS) {
            return null;
        }
        String copied = " " + String.join(" ", words) + " ";
        if (best != null && copies(best, copied)) {
            return best;
        }
        return evidence.sentences().stream().filter(sentence -> sentence != best && copies(sentence, copied))
                .findFirst().orElse(null);
    }

    /** Words before a copy that may still negate it: "... may not be given" copied as "be given". */
    static final int NEGATION_REACH = 3;

    /**
     * Whether a sentence is negated where it speaks to the claim: one of its clauses (the runs of words
     * between {@link #CLAUSE_OPENERS}) states a negation ({@link TextSignals#negated}) and shares at least a third of its content
     * stems with the claim. "... must present a certificate before payment, and exemptions cannot be
     * applied afterwards" is not negated for "Organizations must show a certificate before paying".
     */
    static boolean negatedFor(List<String> sentence, Set<String> claimStems) {
        int start = 0;
        for (int i = 0; i <= sentence.size(); i++) {
            if (i == sentence.size() || CLAUSE_OPENERS.contains(sentence.get(i))) {
                List<String> clause = sentence.subList(start, i);
                if (TextSignals.negated(clause)) {
                    Set<String> clauseStems = new HashSet<>(TextSignals.stems(clause));
                    long shared = clauseStems.stream().filter(claimStems::contains).count();
                    if (clauseStems.isEmpty() || shared > 0 && shared * 3 >= clauseStems.size()) {
                        return true;
                    }
                }
                start = i + 1;
            }
        }
        return false;
    }

    private static Set<String> stemSet(List<String> words) {
        return new HashSet<>(TextSignals.stems(words));
    }

    /** Words that open another clause: a negation before one of them is not the copy's. */
    private static final Set<String> CLAUSE_OPENERS = Set.of("and", "but", "or", "while", "whereas", "which", "who");

    /**
     * The words of a sentence that bear on a claim copied word for word from part of it (the whole
     * sentence when the claim is not such a copy): the copied words and up to {@link #NEGATION_REACH}
     * words before them in the same clause. A negation in another clause ("..., and may not be given
     * to a prescriber") is not the copy's; one just before it is, and the copy dropped it.
     */
    private static List<String> copyScope(List<String> copy, List<String> sentence) {
        int at = copy.isEmpty() ? -1 : Collections.indexOfSubList(sentence, copy);
        if (at < 0) {
            return sentence;
        }
        int from = at;
        while (from > Math.max(0, at - NEGATION_REACH) && !CLAUSE_OPENERS.contains(sentence.get(from - 1))) {
            from--;
        }
        return sentence.subList(from, at + copy.size());
    }

    private static boolean copies(EvidenceSentence sentence, String words) {
        return (" " + String.join(" ", TextSignals.words(sentence.text())) + " ").contains(words);
    }

    /**
     * The claim's words, each content word whose stem the evidence lacks replaced by a synonym the
     * evidence holds, where it holds one ({@link Lexicon}): "The sale starts ..." against "The sale
     * begins ..." reads "The sale begins ...", its words supported and copied.
     */
    static List<String> readAsEvidence(List<String> words, EvidenceSentences.Vocabulary vocabulary) {
        List<String> read = new ArrayList<>(words.size());
        for (String word : words) {
            String synonym = null;
            if (Words.isContent(word) && !vocabulary.stems().contains(TextSignals.stem(word))) {
                for (int set : Lexicon.wordNet().senses(word)) {
                    synonym = vocabulary.synonyms().get(set);
                    if (synonym != null) {
                        break;
                    }
                }
            }
            read.add(synonym == null ? word : synonym);
        }
        return read;
    }

    /** The share of the claim's stems outside the question that the evidence holds; 1 when there are none. */
    static double newCoverage(Set<String> stems, String question, EvidenceSentences.Vocabulary vocabulary) {
        Set<String> asked = question == null ? Set.of() : new HashSet<>(TextSignals.stems(question));
        List<String> added = stems.stream().filter(s -> !asked.contains(s)).toList();
        return added.isEmpty() ? 1 : added.stream().filter(vocabulary.stems()::contains).count() / (double) added.size();
    }

    /**
     * Whether a sentence nearly as close as the best one (cosine within {@value #NEAR}) that holds most
     * of the claim's stems has the other polarity: "Sale items can be returned" against "Sale items
     * cannot be returned" when "Items can be returned within 30 days" is closer.
     */
    private static boolean opposite(String claim, List<String> claimWords, EvidenceSentences evidence,
                                    double[] cosines, double alignment) {
        Set<String> stems = new LinkedHashSet<>(TextSignals.stems(claim));
        for (int i = 0; i < cosines.length; i++) {
            EvidenceSentence s = evidence.sentences().get(i);
            if (cosines[i] < alignment - NEAR || stems.isEmpty()) {
                continue;
            }
            List<String> words = TextSignals.words(s.text());
            if (negatedFor(claimWords, stemSet(words)) == negatedFor(words, stems)) {
                continue;
            }
            Set<String> sentenceStems = new HashSet<>(TextSignals.stems(s.text()));
            long shared = stems.stream().filter(sentenceStems::contains).count();
            if (shared >= 0.6 * stems.size()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the evidence backs a number of the claim written with {@code unit} (or none): it holds the
     * number, with that unit or with none given to it anywhere; or, for a duration, the same duration in
     * other units ({@link Units#same}), so that "2 hours" is backed by "120 minutes" and not by "30 minutes".
     */
    private static boolean supported(String number, String unit, EvidenceSentences.Vocabulary vocabulary) {
        if (!unit.isEmpty() && vocabulary.numbersWithUnits().stream().anyMatch(pair -> {
            int space = pair.indexOf(' ');
            return Units.same(number, unit, pair.substring(0, space), pair.substring(space + 1));
        })) {
            return true;
        }
        if (!vocabulary.numbers().contains(number)) {
            return false;
        }
        if (unit.isEmpty() || vocabulary.numbersWithUnits().contains(number + " " + unit)) {
            return true;
        }
        return vocabulary.numbersWithUnits().stream().noneMatch(pair -> pair.startsWith(number + " "));
    }
}
