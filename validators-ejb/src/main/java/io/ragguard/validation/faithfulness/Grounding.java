package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Evidence;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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

    /** Claims scored most recently: about the claims of the last few dozen answers. */
    private static final int RECENT_CLAIMS = 512;

    private final FaithfulnessModel model;
    private final Function<List<String>, List<float[]>> encoder;
    private final Map<Scoring, ScoredClaim> recent = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Scoring, ScoredClaim> eldest) {
            return size() > RECENT_CLAIMS;
        }
    });

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

    /**
     * The claims scored against split evidence. A claim already scored against the same evidence
     * (the same object, which the validators of one answer share) and question is not scored again:
     * faithfulness scores the answer's sentences and claims the same sentences, wherever they hold one
     * clause, right after.
     */
    public List<ScoredClaim> score(String question, List<String> claims, EvidenceSentences evidence) {
        ScoredClaim[] scored = new ScoredClaim[claims.size()];
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < claims.size(); i++) {
            scored[i] = recent.get(new Scoring(evidence, question, claims.get(i)));
            if (scored[i] == null) {
                missing.add(i);
            }
        }
        List<float[]> vectors = missing.isEmpty() ? List.of()
                : encoder.apply(missing.stream().map(claims::get).toList());
        for (int m = 0; m < missing.size(); m++) {
            String text = claims.get(missing.get(m));
            FaithfulnessFeatures.Claim claim = FaithfulnessFeatures.of(text, question, vectors.get(m), evidence);
            double score = FaithfulnessFeatures.verbatim(claim, evidence) ? 1.0 : model.score(claim.values());
            scored[missing.get(m)] = new ScoredClaim(claim, score);
            recent.put(new Scoring(evidence, question, text), scored[missing.get(m)]);
        }
        return List.of(scored);
    }

    /** A claim scored against one split evidence object (by identity) for one question. */
    private record Scoring(EvidenceSentences evidence, String question, String claim) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Scoring s && s.evidence == evidence && Objects.equals(s.question, question)
                    && s.claim.equals(claim);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * System.identityHashCode(evidence) + Objects.hashCode(question)) + claim.hashCode();
        }
    }

    public EvidenceSentences sentences(List<Evidence> evidence) {
        return EvidenceSentences.of(evidence, encoder);
    }
}
