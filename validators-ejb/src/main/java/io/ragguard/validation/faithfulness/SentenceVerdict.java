package io.ragguard.validation.faithfulness;

import io.ragguard.validation.grounding.EvidenceSentence;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.text.AnswerSentences;

import java.util.Locale;

/**
 * One sentence's verdict: its {@code label}, the score of its claim (1 for a sentence that is no
 * claim) and, for a claim, how it was scored.
 */
record SentenceVerdict(AnswerSentences.Sentence sentence, Label label, double score, Grounding.ScoredClaim scored) {

    enum Label {
        SUPPORTED, UNSUPPORTED, CONTRADICTED, NOT_A_CLAIM;

        String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    static SentenceVerdict of(AnswerSentences.Sentence sentence, Grounding.ScoredClaim scored, double threshold,
                              double contradiction) {
        boolean conflicts = !scored.claim().conflicts().isEmpty();
        double alignment = scored.claim().alignment();
        Label label;
        if (scored.score() >= threshold && !(conflicts && alignment >= contradiction)) {
            label = Label.SUPPORTED;
        } else if (conflicts && alignment >= Math.min(contradiction, Faithfulness.CONFLICT_ALIGNMENT)) {
            label = Label.CONTRADICTED;
        } else {
            label = Label.UNSUPPORTED;
        }
        return new SentenceVerdict(sentence, label, scored.score(), scored);
    }

    /** The same sentence with the judge's label. */
    SentenceVerdict judged(Label judgedLabel) {
        return new SentenceVerdict(sentence, judgedLabel, score, scored);
    }

    static CheckedClaim notAClaim(AnswerSentences.Sentence sentence) {
        return new CheckedClaim(sentence.text(), Label.NOT_A_CLAIM.label(), 1.0, null, -1, -1);
    }

    boolean fails() {
        return label == Label.UNSUPPORTED || label == Label.CONTRADICTED;
    }

    /** The verdict as responses and records carry it, with the evidence sentence it was judged against. */
    CheckedClaim checked() {
        EvidenceSentence best = scored == null ? null : scored.claim().best();
        return best == null ? new CheckedClaim(sentence.text(), label.label(), score, null, -1, -1)
                : new CheckedClaim(sentence.text(), label.label(), score, best.evidence().id(), best.start(),
                        best.end());
    }
}
