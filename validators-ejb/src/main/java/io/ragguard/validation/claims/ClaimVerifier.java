package io.ragguard.validation.claims;

import io.ragguard.validation.grounding.EvidenceSentence;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.text.ClaimSplitter;

import java.util.ArrayList;
import java.util.List;

/**
 * Labels claims against evidence. Each claim is scored by the faithfulness model and paired with the
 * evidence sentence closest to it in embedding space. A claim with a conflict (a number, name,
 * negation or antonym the evidence does not back) whose best sentence is aligned at least
 * {@code contradictionAlignment} is Contradictory: the evidence speaks to the same thing and says
 * otherwise. Otherwise a claim scoring at least {@code support} without conflicts is Supported, and
 * the rest Insufficient.
 */
public final class ClaimVerifier {

    private final Grounding grounding;
    private final double support;
    private final double contradictionAlignment;

    public ClaimVerifier(Grounding grounding, double support, double contradictionAlignment) {
        this.grounding = grounding;
        this.support = support;
        this.contradictionAlignment = contradictionAlignment;
    }

    /** Labels the claims of an answer, given as its sentences, to {@code question} (may be empty). */
    public List<ClaimVerdict> verify(String question, List<String> sentences, List<Evidence> evidence) {
        List<ClaimSplitter.Claim> claims = ClaimSplitter.split(sentences);
        List<Grounding.ScoredClaim> scored = grounding.score(question,
                claims.stream().map(ClaimSplitter.Claim::text).toList(), grounding.ground(evidence, sentences));
        List<ClaimVerdict> verdicts = new ArrayList<>();
        for (int i = 0; i < claims.size(); i++) {
            Grounding.ScoredClaim s = scored.get(i);
            List<String> conflicts = s.claim().conflicts();
            ClaimLabel label;
            if (!conflicts.isEmpty() && s.claim().alignment() >= contradictionAlignment) {
                label = ClaimLabel.CONTRADICTORY;
            } else if (conflicts.isEmpty() && s.score() >= support) {
                label = ClaimLabel.SUPPORTED;
            } else {
                label = ClaimLabel.INSUFFICIENT;
            }
            EvidenceSentence best = s.claim().best();
            verdicts.add(best == null
                    ? new ClaimVerdict(claims.get(i), label, s.score(), 0, null, -1, -1, null, conflicts)
                    : new ClaimVerdict(claims.get(i), label, s.score(), best.evidence().number(), best.evidence().id(),
                            best.start(), best.end(), best.text(), conflicts));
        }
        return verdicts;
    }
}
