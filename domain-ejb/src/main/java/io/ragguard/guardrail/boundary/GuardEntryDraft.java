package io.ragguard.guardrail.boundary;

import io.ragguard.request.Problem;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A guard list entry to add. Kinds: {@value #DENIED_TOPIC} (pattern = topic name, detail = the
 * sentence describing it), {@code harm_<category>} (a word or phrase), {@value #IDENTITY_CLAIM}
 * (a regex), {@value #EGO_CLAIM} (a regex, detail = its neutral rewrite) and
 * {@value #REQUIRED_SECTION} (a heading or label). A blank tenant means every tenant.
 */
public record GuardEntryDraft(String kind, String tenant, String pattern, String detail) {

    public static final String DENIED_TOPIC = "denied_topic";
    public static final String HARM_PREFIX = "harm_";
    public static final String IDENTITY_CLAIM = "identity_claim";
    public static final String EGO_CLAIM = "ego_claim";
    public static final String REQUIRED_SECTION = "required_section";

    private static final Pattern KIND = Pattern.compile(
            DENIED_TOPIC + "|" + IDENTITY_CLAIM + "|" + EGO_CLAIM + "|" + REQUIRED_SECTION + "|harm_[a-z0-9_]{1,58}");

    /** The draft with white space trimmed (except in an ego rewrite) and a blank tenant as null. */
    public GuardEntryDraft normalized() {
        String kindName = kind == null ? null : kind.strip();
        return new GuardEntryDraft(kindName,
                tenant == null || tenant.isBlank() ? null : tenant.strip(),
                pattern == null ? null : pattern.strip(),
                detail == null || (detail.isBlank() && !EGO_CLAIM.equals(kindName)) ? null : detail);
    }

    /** The first problem of the (normalized) draft, or empty when it can be stored. */
    public Optional<Problem> problem() {
        if (kind == null || !KIND.matcher(kind).matches()) {
            return problem("kind", "kind must be denied_topic, harm_<category>, identity_claim, ego_claim "
                    + "or required_section");
        }
        if (pattern == null || pattern.isBlank() || pattern.length() > 1000) {
            return problem("pattern", "pattern must hold 1 to 1000 characters");
        }
        if (detail != null && detail.length() > 2000) {
            return problem("detail", "detail must hold at most 2000 characters");
        }
        if (tenant != null && tenant.length() > 64) {
            return problem("tenant", "tenant must hold at most 64 characters");
        }
        if ((DENIED_TOPIC.equals(kind) || EGO_CLAIM.equals(kind)) && detail == null) {
            return problem("detail", DENIED_TOPIC.equals(kind)
                    ? "a denied topic needs a detail: a sentence that describes it"
                    : "an ego claim needs a detail: its neutral rewrite");
        }
        if (IDENTITY_CLAIM.equals(kind) || EGO_CLAIM.equals(kind)) {
            try {
                Pattern.compile(pattern);
            } catch (PatternSyntaxException e) {
                return problem("pattern", "pattern is not a valid regular expression: " + e.getDescription());
            }
        }
        return Optional.empty();
    }

    private static Optional<Problem> problem(String field, String message) {
        return Optional.of(new Problem(field, message));
    }
}
