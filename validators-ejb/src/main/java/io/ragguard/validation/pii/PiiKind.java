package io.ragguard.validation.pii;

import java.util.Locale;

/** The kinds of personal data the validator finds, with their reason code and redaction. */
enum PiiKind {
    EMAIL, PHONE, SSN, CARD, IBAN, IP;

    /** The reason code, such as {@code pii_email}. */
    String reason() {
        return "pii_" + name().toLowerCase(Locale.ROOT);
    }

    /** What replaces a finding, such as {@code [REDACTED EMAIL]}. */
    String redaction() {
        return "[REDACTED " + name() + "]";
    }
}
