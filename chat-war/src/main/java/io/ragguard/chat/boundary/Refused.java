package io.ragguard.chat.boundary;

import io.ragguard.api.ValidationMetrics;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.api.ErrorBody;

/** A refused answer as the API writes it: the body of a 422 {@code validation_failed}, or of a {@code refused} event. */
public final class Refused {

    private Refused() {
    }

    public static ErrorBody body(Refusal refusal) {
        return new ErrorBody("validation_failed", "the answer did not pass validation", null, refusal.reasons(),
                refusal.requestId(), ValidationMetrics.of(refusal.report()));
    }
}
