package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationMiss;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.spi.CheckedClaim;

import java.util.List;
import java.util.function.ToIntFunction;

/** The claims the grounding validators judged in a missed row, each pointed at the context that decided it. */
final class MissedClaims {

    private MissedClaims() {
    }

    /**
     * The report's claims; {@code contextOf} gives the index (from 0) of an evidence id among the row's
     * {@code contexts} contexts, and a claim whose evidence is none of them keeps context -1 and no span. Sentences
     * that are not claims (greetings, declines) are left out.
     */
    static List<EvaluationMiss.Claim> of(ValidationReport report, int contexts, ToIntFunction<String> contextOf) {
        return report.claims().stream().filter(MissedClaims::judged).map(claim -> claim(claim, contexts, contextOf))
                .toList();
    }

    /** Whether the sentence was judged as a claim: greetings, sign-offs and declines were not. */
    private static boolean judged(CheckedClaim claim) {
        String label = claim.label().toLowerCase(java.util.Locale.ROOT);
        return !label.startsWith("not_a_claim") && !label.startsWith("decline");
    }

    private static EvaluationMiss.Claim claim(CheckedClaim claim, int contexts, ToIntFunction<String> contextOf) {
        int context = claim.hasEvidence() ? contextOf.applyAsInt(claim.evidenceId()) : -1;
        if (context < 0 || context >= contexts) {
            return new EvaluationMiss.Claim(claim.text(), claim.label(), claim.score(), -1, -1, -1);
        }
        return new EvaluationMiss.Claim(claim.text(), claim.label(), claim.score(), context, claim.start(),
                claim.end());
    }
}
