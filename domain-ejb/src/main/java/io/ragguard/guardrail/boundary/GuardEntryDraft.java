package io.ragguard.guardrail.boundary;

import io.ragguard.request.Problem;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A guard list entry to add, its kind by name ({@link GuardKind}): {@code denied_topic} (pattern = topic
 * name, detail = the sentence describing it), {@code harm_<category>} (a word or phrase),
 * {@code identity_claim} (a regex), {@code ego_claim} (a regex, detail = its neutral rewrite) and
 * {@code required_section} (a heading or label). A blank tenant means every tenant.
 */
public record GuardEntryDraft(String kind, String tenant, String pattern, String detail) {

    /** The draft with white space trimmed (except in an ego rewrite) and a blank tenant as null. */
    public GuardEntryDraft normalized() {
        String kindName = kind == null ? null : kind.strip();
        return new GuardEntryDraft(kindName,
                tenant == null || tenant.isBlank() ? null : tenant.strip(),
                pattern == null ? null : pattern.strip(),
                detail == null || (detail.isBlank() && !GuardKind.EGO_CLAIM.name().equals(kindName)) ? null : detail);
    }

    /** The first problem of the (normalized) draft, or empty when it can be stored. */
    public Optional<Problem> problem() {
        Optional<GuardKind> listed = GuardKind.of(kind);
        if (listed.isEmpty()) {
            return Problem.of("kind", "kind must be " + GuardKind.NAMES);
        }
        if (pattern == null || pattern.isBlank() || pattern.length() > 1000) {
            return Problem.of("pattern", "pattern must hold 1 to 1000 characters");
        }
        if (detail != null && detail.length() > 2000) {
            return Problem.of("detail", "detail must hold at most 2000 characters");
        }
        if (tenant != null && tenant.length() > 64) {
            return Problem.of("tenant", "tenant must hold at most 64 characters");
        }
        GuardKind list = listed.get();
        if (list.equals(GuardKind.DENIED_TOPIC) && detail == null) {
            return Problem.of("detail", "a denied topic needs a detail: a sentence that describes it");
        }
        if (list.equals(GuardKind.EGO_CLAIM) && detail == null) {
            return Problem.of("detail", "an ego claim needs a detail: its neutral rewrite");
        }
        if (list.isRegex()) {
            try {
                Pattern.compile(pattern);
            } catch (PatternSyntaxException e) {
                return Problem.of("pattern", "pattern is not a valid regular expression: " + e.getDescription());
            }
        }
        return Optional.empty();
    }
}
