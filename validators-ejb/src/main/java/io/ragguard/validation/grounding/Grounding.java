package io.ragguard.validation.grounding;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.validation.crossencoder.CrossEncoder;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.text.ClaimSplitter;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Scores claims against evidence: computes their features and applies the model; a claim copied
 * word for word from one evidence sentence scores 1 (see {@link FaithfulnessFeatures#verbatim}). The
 * claims' vectors come from {@link #ground}: the answer's sentences and clauses, and the evidence
 * sentences, in one space (in the server the word-piece vectors distilled from the embedding model,
 * {@code TokenVectors}, which cost no pass of the model). When a
 * cross-encoder is configured, the ensemble adds its entailment probability: premise the
 * {@value #PREMISE_SENTENCES} evidence sentences best aligned with the claim (in their order in the
 * evidence), hypothesis the claim; the claim's score is then {@code (1 - w) * model + w * entailment}
 * with {@code w} the weight (setting {@code validator.cross-encoder.weight}). A claim the fitted
 * model is sure of, its score within the margin (setting {@code validator.cross-encoder.margin}) of 0
 * or 1, keeps the model's score and costs no cross-encoder pass.
 */
public final class Grounding {

    /** Evidence sentences, the best aligned with the claim, that make the cross-encoder's premise. */
    static final int PREMISE_SENTENCES = 3;

    /**
     * A claim with its score in [0, 1] and the features behind it; {@code entailment} is the
     * cross-encoder's probability that the evidence entails it, null when none is configured (or the
     * claim is a verbatim copy or one the fitted model is sure of, which need none).
     */
    public record ScoredClaim(FaithfulnessFeatures.Claim claim, double score, Double entailment) {

        public ScoredClaim(FaithfulnessFeatures.Claim claim, double score) {
            this(claim, score, null);
        }
    }

    /** Claims scored most recently: about the claims of the last few dozen answers. */
    private static final int RECENT_CLAIMS = 512;

    private final FaithfulnessModel model;
    private final Function<List<String>, List<float[]>> encoder;
    private final Function<List<List<String>>, List<MiniLmEncoder.SentenceVectors>> contextEncoder;
    private final CrossCheck crossCheck;
    private final Map<Scoring, ScoredClaim> recent = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Scoring, ScoredClaim> eldest) {
            return size() > RECENT_CLAIMS;
        }
    });
    private final RecentEvidence recentEvidence;

    /**
     * {@code encoder} turns texts into unit vectors in input order; {@code contextEncoder} turns the
     * sentences of one text, each given as its pieces, into each sentence's vector and its pieces',
     * pooled in context.
     */
    public Grounding(FaithfulnessModel model, Function<List<String>, List<float[]>> encoder,
                     Function<List<List<String>>, List<MiniLmEncoder.SentenceVectors>> contextEncoder) {
        this(model, encoder, contextEncoder, CrossCheck.NONE);
    }

    /** With a cross-encoder in the ensemble while {@code crossCheck} says one is configured. */
    public Grounding(FaithfulnessModel model, Function<List<String>, List<float[]>> encoder,
                     Function<List<List<String>>, List<MiniLmEncoder.SentenceVectors>> contextEncoder,
                     CrossCheck crossCheck) {
        this(model, encoder, contextEncoder, crossCheck, RecentEvidence.DEFAULT_LISTS, RecentEvidence.DEFAULT_PASSAGES);
    }

    /**
     * Keeping the last {@code evidenceLists} evidence lists and {@code evidencePassages} passages split
     * (see {@link #evidence}).
     */
    public Grounding(FaithfulnessModel model, Function<List<String>, List<float[]>> encoder,
                     Function<List<List<String>>, List<MiniLmEncoder.SentenceVectors>> contextEncoder,
                     CrossCheck crossCheck, int evidenceLists, int evidencePassages) {
        this.model = model;
        this.encoder = encoder;
        this.recentEvidence = new RecentEvidence(encoder, evidenceLists, evidencePassages);
        this.contextEncoder = contextEncoder;
        this.crossCheck = crossCheck;
    }

    /**
     * A cross-encoder as the ensemble uses it, each part read for every claim scored so that all
     * follow their settings live: whether a model is {@code configured}, the {@code entailment}
     * probability that each premise entails its hypothesis (empty without a model), its
     * {@code weight} in [0, 1], and the {@code margin} within which of 0 or 1 a fitted score is sure
     * enough to go without it.
     */
    public record CrossCheck(BooleanSupplier configured,
                             Function<List<CrossEncoder.Query>, Optional<List<Double>>> entailment,
                             DoubleSupplier weight, DoubleSupplier margin) {

        /** No cross-encoder: the fitted model alone. */
        public static final CrossCheck NONE = new CrossCheck(() -> false, queries -> Optional.empty(), () -> 0);

        /** Consulted for every claim that is no verbatim copy (no margin). */
        public CrossCheck(BooleanSupplier configured,
                          Function<List<CrossEncoder.Query>, Optional<List<Double>>> entailment,
                          DoubleSupplier weight) {
            this(configured, entailment, weight, () -> 0);
        }

        /** Whether a claim with this fitted score is worth a cross-encoder pass. */
        boolean unsure(double score) {
            double margin = margin().getAsDouble();
            return score > margin && score < 1 - margin;
        }
    }

    /**
     * An answer made ready to score: its evidence split and the vectors of its sentences and clauses,
     * by text; {@code passages} is the evidence list as given, which the validators of one answer
     * share (the split may be shared with earlier answers, see {@link #evidence}).
     */
    public record Answer(List<Evidence> passages, EvidenceSentences evidence, Map<String, float[]> vectors) {
    }

    /**
     * The evidence split into sentences with their vectors, and its vocabulary: kept for the last
     * lists and passages by content ({@link RecentEvidence}), and shared by the validators of one answer.
     */
    public EvidenceSentences evidence(List<Evidence> evidence) {
        return recentEvidence.split(evidence);
    }

    /**
     * Splits and embeds the evidence and embeds an answer given as its sentences: each sentence's
     * vector and, for a sentence that {@link ClaimSplitter#pieces} cuts into clauses, its clauses'
     * vectors, from one call of the context encoder.
     */
    public Answer ground(List<Evidence> evidence, List<String> sentences) {
        EvidenceSentences split = evidence(evidence);
        List<List<ClaimSplitter.Piece>> cut = sentences.stream().map(ClaimSplitter::pieces).toList();
        List<List<String>> texts = cut.stream().map(p -> p.stream().map(ClaimSplitter.Piece::text).toList()).toList();
        List<MiniLmEncoder.SentenceVectors> embedded = texts.isEmpty() ? List.of() : contextEncoder.apply(texts);
        Map<String, float[]> vectors = new HashMap<>();
        for (int s = 0; s < cut.size(); s++) {
            vectors.putIfAbsent(sentences.get(s), embedded.get(s).sentence());
            List<ClaimSplitter.Piece> pieces = cut.get(s);
            for (int p = 0; p < pieces.size(); p++) {
                if (pieces.size() > 1 && pieces.get(p).claim() != null) {
                    vectors.putIfAbsent(pieces.get(p).claim(), embedded.get(s).pieces().get(p));
                }
            }
        }
        return new Answer(evidence, split, vectors);
    }

    /**
     * The claims of an answer to {@code question} (may be empty), scored against its grounded evidence
     * with their vectors from {@link #ground} (a claim missing there is embedded on its own). A claim
     * already scored against the same evidence (the same list, which the validators of one answer
     * share) with the same vector and question is not scored again: faithfulness scores the answer's
     * sentences and claims the same sentences, wherever they hold one clause, right after.
     */
    public List<ScoredClaim> score(String question, List<String> claims, Answer answer) {
        Map<String, float[]> vectors = answer.vectors();
        EvidenceSentences evidence = answer.evidence();
        List<Evidence> passages = answer.passages();
        List<String> unknown = claims.stream().filter(c -> !vectors.containsKey(c)).distinct().toList();
        Map<String, float[]> all = new HashMap<>(vectors);
        List<float[]> embedded = unknown.isEmpty() ? List.of() : encoder.apply(unknown);
        for (int i = 0; i < unknown.size(); i++) {
            all.put(unknown.get(i), embedded.get(i));
        }
        Map<Scoring, ScoredClaim> scored = new HashMap<>();
        Map<Scoring, FaithfulnessFeatures.Claim> unsure = new LinkedHashMap<>();
        for (String text : claims) {
            Scoring key = new Scoring(passages, evidence, question, text, all.get(text));
            ScoredClaim known = recent.get(key);
            if (known != null) {
                scored.put(key, known);
            } else if (!scored.containsKey(key) && !unsure.containsKey(key)) {
                FaithfulnessFeatures.Claim claim = FaithfulnessFeatures.of(text, question, key.vector(), evidence);
                if (FaithfulnessFeatures.verbatim(claim)) {
                    scored.put(key, new ScoredClaim(claim, 1.0));
                } else {
                    unsure.put(key, claim);
                }
            }
        }
        Map<Scoring, Double> fitted = new LinkedHashMap<>();
        unsure.forEach((key, claim) -> fitted.put(key, model.score(claim.values())));
        List<Scoring> doubtful = fitted.keySet().stream().filter(key -> crossCheck.unsure(fitted.get(key))).toList();
        List<Double> entailed = entailment(doubtful);
        double weight = crossCheck.weight().getAsDouble();
        fitted.forEach((key, score) -> scored.put(key, new ScoredClaim(unsure.get(key), score, null)));
        for (int i = 0; i < doubtful.size(); i++) {
            Double entailment = entailed.get(i);
            if (entailment != null) {
                Scoring key = doubtful.get(i);
                scored.put(key, new ScoredClaim(unsure.get(key), (1 - weight) * fitted.get(key) + weight * entailment,
                        entailment));
            }
        }
        scored.forEach(recent::put);
        return claims.stream().map(text -> scored.get(new Scoring(passages, evidence, question, text,
                all.get(text)))).toList();
    }

    /**
     * The cross-encoder's probability that its premise entails each claim, in one batch; nulls when
     * none is configured.
     */
    private List<Double> entailment(Collection<Scoring> claims) {
        List<Double> none = Collections.nCopies(claims.size(), null);
        if (claims.isEmpty() || !crossCheck.configured().getAsBoolean()) {
            return none;
        }
        List<CrossEncoder.Query> queries = claims.stream()
                .map(c -> new CrossEncoder.Query(premise(c.vector(), c.evidence()), c.claim())).toList();
        return crossCheck.entailment().apply(queries).orElse(none);
    }

    /**
     * The cross-encoder's premise for a claim: the {@value #PREMISE_SENTENCES} evidence sentences
     * whose vectors are closest to the claim's, joined in the order they have in the evidence.
     */
    public static String premise(float[] claim, EvidenceSentences evidence) {
        List<EvidenceSentence> sentences = evidence.sentences();
        return IntStream.range(0, sentences.size()).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> claim == null || sentences.get(i).vector() == null
                        ? 0 : -Vectors.cosine(claim, sentences.get(i).vector())))
                .limit(PREMISE_SENTENCES).sorted()
                .map(i -> sentences.get(i).text()).collect(Collectors.joining(" "));
    }

    /**
     * A claim and its vector scored against one answer's evidence list (by identity: the validators of
     * one answer share it, while answers to the same contexts share only its split, and the ensemble's
     * settings may change between answers) and question.
     */
    private record Scoring(List<Evidence> passages, EvidenceSentences evidence, String question, String claim,
                           float[] vector) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Scoring s && s.passages == passages && s.evidence == evidence
                    && Arrays.equals(s.vector, vector) && Objects.equals(s.question, question) && s.claim.equals(claim);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * System.identityHashCode(passages) + Objects.hashCode(question)) + claim.hashCode();
        }
    }
}
