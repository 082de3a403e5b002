package io.ragguard.retrieval.reference;

import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.text.Words;

import java.lang.System.Logger.Level;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Function;

/**
 * Judges passages with no language model, by two measures:
 * <ul>
 * <li><b>coverage</b>: the share of the question's content terms ({@link Words#contentTerms},
 * plurals folded) that the passage contains;</li>
 * <li><b>similarity</b>: the cosine of the question's embedding and the passage's
 * ({@link Passage#vector()}), when an embedding function for the question is given and the passage
 * carries a vector of the same size; without them, or when embedding fails, coverage decides
 * alone.</li>
 * </ul>
 * A passage is accepted when either measure reaches its accept threshold, rejected when every
 * measure available is below its reject threshold, and unsure (which rejects it too) in between.
 * Defaults ({@link Thresholds#defaults()}): accept from coverage 0.5 (the passage names at least
 * half of what the question asks about) or similarity 0.5 (all-MiniLM-L6-v2 puts a passage that
 * answers a question mostly above 0.5), reject below coverage 0.2 and similarity 0.3 (unrelated
 * text mostly scores under 0.3). A question with no content terms leaves coverage undecided.
 */
public final class LocalReferenceValidation implements ReferenceValidator {

    private static final System.Logger LOG = System.getLogger(LocalReferenceValidation.class.getName());

    /** The accept and reject thresholds; see {@code embedding.validation.local.*}. */
    public record Thresholds(double acceptCoverage, double rejectCoverage, double acceptSimilarity,
                             double rejectSimilarity) {

        public Thresholds {
            if (rejectCoverage > acceptCoverage || rejectSimilarity > acceptSimilarity) {
                throw new IllegalArgumentException("a reject threshold above its accept threshold");
            }
        }

        public static Thresholds defaults() {
            return new Thresholds(0.5, 0.2, 0.5, 0.3);
        }
    }

    private final Thresholds thresholds;
    private final Function<String, float[]> embed;

    /** Coverage only. */
    public LocalReferenceValidation(Thresholds thresholds) {
        this(thresholds, null);
    }

    /** Coverage and similarity, with {@code embed} giving the question's vector. */
    public LocalReferenceValidation(Thresholds thresholds, Function<String, float[]> embed) {
        this.thresholds = thresholds;
        this.embed = embed;
    }

    @Override
    public List<JudgedPassage> judge(String question, List<Passage> passages) {
        Set<String> asked = Words.contentTerms(question);
        boolean vectors = passages.stream().anyMatch(p -> p.vector() != null && p.vector().length > 0);
        float[] questionVector = vectors ? embedOrNull(question) : null;
        return passages.stream()
                .map(passage -> judge(passage, coverage(asked, passage), similarity(questionVector, passage)))
                .toList();
    }

    private JudgedPassage judge(Passage passage, OptionalDouble coverage, OptionalDouble similarity) {
        String measured = describe("coverage", coverage) + ", " + describe("similarity", similarity);
        PassageDecision decision = decide(coverage, similarity);
        return new JudgedPassage(passage, decision, "local: " + measured);
    }

    private PassageDecision decide(OptionalDouble coverage, OptionalDouble similarity) {
        if (coverage.isEmpty() && similarity.isEmpty()) {
            return PassageDecision.UNSURE;
        }
        if (reaches(coverage, thresholds.acceptCoverage()) || reaches(similarity, thresholds.acceptSimilarity())) {
            return PassageDecision.ACCEPT;
        }
        boolean lowCoverage = coverage.isEmpty() || coverage.getAsDouble() < thresholds.rejectCoverage();
        boolean lowSimilarity = similarity.isEmpty() || similarity.getAsDouble() < thresholds.rejectSimilarity();
        return lowCoverage && lowSimilarity ? PassageDecision.REJECT : PassageDecision.UNSURE;
    }

    private static boolean reaches(OptionalDouble measure, double threshold) {
        return measure.isPresent() && measure.getAsDouble() >= threshold;
    }

    private static OptionalDouble coverage(Set<String> asked, Passage passage) {
        if (asked.isEmpty()) {
            return OptionalDouble.empty();
        }
        Set<String> found = new HashSet<>(asked);
        found.retainAll(Words.contentTerms(passage.text()));
        return OptionalDouble.of((double) found.size() / asked.size());
    }

    private static OptionalDouble similarity(float[] questionVector, Passage passage) {
        float[] passageVector = passage.vector();
        if (questionVector == null || passageVector == null || passageVector.length != questionVector.length) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(Vectors.cosine(questionVector, passageVector));
    }

    private float[] embedOrNull(String text) {
        if (embed == null) {
            return null;
        }
        try {
            return embed.apply(text);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "reference validation by coverage only: embedding failed", e);
            return null;
        }
    }

    private static String describe(String measure, OptionalDouble value) {
        return value.isPresent() ? String.format(Locale.ROOT, "%s %.2f", measure, value.getAsDouble())
                : measure + " n/a";
    }
}
