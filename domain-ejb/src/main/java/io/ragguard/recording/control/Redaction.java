package io.ragguard.recording.control;

import io.ragguard.recording.boundary.RecordDraft;
import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.privacy.MaskedJson;
import io.ragguard.privacy.PiiScanner;


/**
 * A request as it may be stored: personal data in the question, the answers and the claims
 * redacted ({@code [REDACTED EMAIL]}), and in the context masked character by character
 * ({@link MaskedJson}), so that a claim's evidence offsets still point at the same words.
 */
public final class Redaction {

    private Redaction() {
    }

    public static RecordDraft of(RecordDraft d) {
        return new RecordDraft(d.requestId(), d.endpoint(), d.tenant(), d.conversationId(),
                PiiScanner.redact(d.question()), PiiScanner.redact(d.answerBefore()), PiiScanner.redact(d.answerAfter()),
                d.status(), d.declineReason(), d.reasons(), MaskedJson.of(d.context()), d.contextQuality(), d.latencies(),
                d.outcomes(), d.claims().stream().map(c -> new ClaimOutcome(c.validator(), PiiScanner.redact(c.text()),
                        c.verdict(), c.score(), c.evidenceId(), c.start(), c.end())).toList(), d.generator(),
                d.keyName());
    }
}
