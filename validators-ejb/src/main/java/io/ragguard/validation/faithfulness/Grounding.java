package io.ragguard.validation.faithfulness;

import io.ragguard.embedding.control.MiniLmEncoder;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.text.ClaimSplitter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Scores claims against evidence: computes their features and applies the model; a claim copied
 * word for word from one evidence sentence scores 1 (see {@link FaithfulnessFeatures#verbatim}). The
 * claims' vectors come from {@link #ground}: sentences and clauses pooled from one pass of the model
 * over the answer; evidence sentences that carry no vectors are embedded in one batch.
 */
public final class Grounding {

    /** A claim with its score in [0, 1] and the features behind it. */
    public record ScoredClaim(FaithfulnessFeatures.Claim claim, double score) {
    }

    /** Claims scored most recently: about the claims of the last few dozen answers. */
    private static final int RECENT_CLAIMS = 512;

    private final FaithfulnessModel model;
    private final Function<List<String>, List<float[]>> encoder;
    private final Function<List<List<String>>, List<MiniLmEncoder.SentenceVectors>> contextEncoder;
    private final Map<Scoring, ScoredClaim> recent = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Scoring, ScoredClaim> eldest) {
            return size() > RECENT_CLAIMS;
        }
    });

    /**
     * {@code encoder} turns texts into unit vectors in input order; {@code contextEncoder} turns the
     * sentences of one text, each given as its pieces, into each sentence's vector and its pieces',
     * pooled in context.
     */
    public Grounding(FaithfulnessModel model, Function<List<String>, List<float[]>> encoder,
                     Function<List<List<String>>, List<MiniLmEncoder.SentenceVectors>> contextEncoder) {
        this.model = model;
        this.encoder = encoder;
        this.contextEncoder = contextEncoder;
    }

    /** An answer made ready to score: its evidence split and the vectors of its sentences and clauses, by text. */
    public record Answer(EvidenceSentences evidence, Map<String, float[]> vectors) {
    }

    /**
     * Splits the evidence (embedding the sentences of passages that carry no vectors) and embeds an
     * answer given as its sentences in context: one pass of the model over consecutive sentences (see
     * {@code MiniLmEncoder.embedInContext}) gives each sentence's vector and, for a sentence that
     * {@link ClaimSplitter#pieces} cuts into clauses, its clauses' vectors pooled over their tokens, so
     * neither sentences nor clauses cost a pass of their own.
     */
    public Answer ground(List<Evidence> evidence, List<String> sentences) {
        EvidenceSentences split = EvidenceSentences.of(evidence, encoder);
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
        return new Answer(split, vectors);
    }

    /**
     * The claims of an answer to {@code question} (may be empty), scored against its grounded evidence
     * with their vectors from {@link #ground} (a claim missing there is embedded on its own). A claim
     * already scored against the same evidence (the same object, which the validators of one answer
     * share) with the same vector and question is not scored again: faithfulness scores the answer's
     * sentences and claims the same sentences, wherever they hold one clause, right after.
     */
    public List<ScoredClaim> score(String question, List<String> claims, Answer answer) {
        Map<String, float[]> vectors = answer.vectors();
        EvidenceSentences evidence = answer.evidence();
        List<String> unknown = claims.stream().filter(c -> !vectors.containsKey(c)).distinct().toList();
        Map<String, float[]> all = new HashMap<>(vectors);
        List<float[]> embedded = unknown.isEmpty() ? List.of() : encoder.apply(unknown);
        for (int i = 0; i < unknown.size(); i++) {
            all.put(unknown.get(i), embedded.get(i));
        }
        List<ScoredClaim> scored = new ArrayList<>(claims.size());
        for (String text : claims) {
            Scoring key = new Scoring(evidence, question, text, all.get(text));
            ScoredClaim known = recent.get(key);
            if (known == null) {
                FaithfulnessFeatures.Claim claim = FaithfulnessFeatures.of(text, question, key.vector(), evidence);
                double score = FaithfulnessFeatures.verbatim(claim) ? 1.0 : model.score(claim.values());
                known = new ScoredClaim(claim, score);
                recent.put(key, known);
            }
            scored.add(known);
        }
        return scored;
    }

    /** A claim and its vector (by identity) scored against one split evidence object (by identity) and question. */
    private record Scoring(EvidenceSentences evidence, String question, String claim, float[] vector) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Scoring s && s.evidence == evidence && s.vector == vector
                    && Objects.equals(s.question, question) && s.claim.equals(claim);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * System.identityHashCode(evidence) + Objects.hashCode(question)) + claim.hashCode();
        }
    }
}
