package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Evidence;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Scores claims against evidence: embeds the claims (and the evidence sentences that carry no
 * vectors) in one batch each, computes their features and applies the model; a claim copied word
 * for word from one evidence sentence scores 1 (see {@link FaithfulnessFeatures#verbatim}).
 */
public final class Grounding {

    /** A claim with its score in [0, 1] and the features behind it. */
    public record ScoredClaim(FaithfulnessFeatures.Claim claim, double score) {
    }

    private final FaithfulnessModel model;
    private final Function<List<String>, List<float[]>> encoder;

    public Grounding(FaithfulnessModel model, Function<List<String>, List<float[]>> encoder) {
        this.model = model;
        this.encoder = encoder;
    }

    public List<ScoredClaim> score(List<String> claims, List<Evidence> evidence) {
        return score("", claims, evidence);
    }

    /** The claims of an answer to {@code question} (may be empty), scored against the evidence. */
    public List<ScoredClaim> score(String question, List<String> claims, List<Evidence> evidence) {
        return score(question, claims, EvidenceSentences.of(evidence, encoder));
    }

    public List<ScoredClaim> score(String question, List<String> claims, EvidenceSentences evidence) {
        List<float[]> vectors = claims.isEmpty() ? List.of() : encoder.apply(claims);
        List<ScoredClaim> scored = new ArrayList<>();
        for (int i = 0; i < claims.size(); i++) {
            FaithfulnessFeatures.Claim claim = FaithfulnessFeatures.of(claims.get(i), question, vectors.get(i),
                    evidence);
            double score = FaithfulnessFeatures.verbatim(claim, evidence) ? 1.0 : model.score(claim.values());
            scored.add(new ScoredClaim(claim, score));
        }
        return scored;
    }

    public EvidenceSentences sentences(List<Evidence> evidence) {
        return EvidenceSentences.of(evidence, encoder);
    }
}
