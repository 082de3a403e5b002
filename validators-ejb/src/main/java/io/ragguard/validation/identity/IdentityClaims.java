package io.ragguard.validation.identity;

import io.ragguard.validation.text.SentenceSpans;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the sentences of an answer that claim another identity, and rewrites them. A claim is a
 * match of one of the identity regexes; it is allowed when it names the tenant itself: the match
 * holds the tenant's name or id, or the name the regex captured (its first group) is part of the
 * tenant's name.
 */
public final class IdentityClaims {

    private IdentityClaims() {
    }

    /** The sentences with a claim that is not the tenant's own, in order, with where they stand. */
    public static List<SentenceSpans.Span> foreign(String answer, List<Pattern> claims, String tenantName,
                                                   String tenantId) {
        return SentenceSpans.of(answer).stream()
                .filter(span -> claims.stream().anyMatch(c -> claimsOther(c.matcher(span.sentence()), tenantName,
                        tenantId)))
                .toList();
    }

    private static boolean claimsOther(Matcher m, String tenantName, String tenantId) {
        while (m.find()) {
            if (!allowed(m, tenantName, tenantId)) {
                return true;
            }
        }
        return false;
    }

    private static boolean allowed(Matcher m, String tenantName, String tenantId) {
        String claim = m.group().toLowerCase(Locale.ROOT);
        if (present(tenantName) && claim.contains(tenantName.toLowerCase(Locale.ROOT))
                || present(tenantId) && claim.contains(tenantId.toLowerCase(Locale.ROOT))) {
            return true;
        }
        String named = m.groupCount() > 0 ? m.group(1) : null;
        return present(named) && present(tenantName) && tenantName.toLowerCase(Locale.ROOT)
                .contains(named.replaceAll("['’]s$", "").toLowerCase(Locale.ROOT));
    }

    /**
     * The answer with the first foreign sentence replaced by {@code replacement} and the others
     * removed, so the assistant introduces itself at most once; the rest of the text keeps its layout.
     */
    public static String rewrite(String answer, List<SentenceSpans.Span> foreign, String replacement) {
        StringBuilder text = new StringBuilder(answer);
        for (int i = foreign.size() - 1; i >= 0; i--) {
            SentenceSpans.Span span = foreign.get(i);
            text.replace(span.start(), span.end(), i == 0 ? replacement : "");
        }
        return text.toString().replaceAll("[ \\t]{2,}", " ").replaceAll("[ \\t]+\\n", "\n").strip();
    }

    private static boolean present(String text) {
        return text != null && !text.isBlank();
    }
}
