package io.ragguard.validation.claims;

import java.util.Locale;

/**
 * How the claims validator treats claims that are not supported (setting {@code validator.claims.strictness}).
 * Contradicted claims are removed with a warning note unless lenient.
 */
public enum Strictness {
    /** Only mark: report the labels, leave the answer as it is. */
    LENIENT,
    /** Keep and cite supported claims, hedge insufficient ones ("It may be that ..."). */
    MODERATE,
    /** Keep and cite supported claims, omit insufficient ones. */
    STRICT;

    public static Strictness of(String setting) {
        try {
            return valueOf(setting.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("validator.claims.strictness is " + setting
                    + ", expected lenient, moderate or strict", e);
        }
    }
}
