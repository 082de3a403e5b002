package io.ragguard.privacy;

import java.util.Locale;

/** The kinds of personal data the scanner finds, with their reason code and redaction. */
public enum PiiKind {
    EMAIL, PHONE, SSN, CARD, IBAN, IP;

    /** The reason code, such as {@code pii_email}. */
    public String reason() {
        return "pii_" + name().toLowerCase(Locale.ROOT);
    }

    /** What replaces a finding, such as {@code [REDACTED EMAIL]}. */
    public String redaction() {
        return "[REDACTED " + name() + "]";
    }
}
