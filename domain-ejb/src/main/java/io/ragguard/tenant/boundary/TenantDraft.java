package io.ragguard.tenant.boundary;

import io.ragguard.request.Problem;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A tenant to create: its {@code id} (the name requests, its index and its setting overrides know it
 * by), its {@code name} (what its assistant calls it), its {@code domain} and its term catalog
 * (canonical concept to the tenant's own word, as {@code {{loyalty_program}}} is written in shared
 * text). Tenants of one domain share their canonical concepts: the terminology validator replaces
 * another tenant's word with the tenant's own only within a domain, and the demo loads the knowledge
 * of its domain. No terms (null) is an empty catalog for a new tenant, and leaves an existing tenant's
 * catalog as it is.
 */
public record TenantDraft(String id, String name, String domain, Map<String, String> terms) {

    /** An id: what a setting override ({@code tenant.<id>.llm.model}) can name, so no dot and no capital. */
    public static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    /** A domain, shaped as an id: {@code retail}, {@code pharma}. */
    public static final Pattern DOMAIN = ID;
    /** A canonical concept: what a placeholder ({@code {{loyalty_program}}}) can name. */
    public static final Pattern CANONICAL = Pattern.compile("[a-z0-9_]{1,100}");
    public static final int MAX_NAME = 200;
    public static final int MAX_TERM = 200;

    /** The draft with white space trimmed. */
    public TenantDraft normalized() {
        Map<String, String> catalog = null;
        if (terms != null) {
            Map<String, String> stripped = new LinkedHashMap<>();
            terms.forEach((canonical, term) -> stripped.put(strip(canonical), strip(term)));
            catalog = stripped;
        }
        return new TenantDraft(strip(id), strip(name), strip(domain), catalog);
    }

    /** The first problem of the (normalized) draft, or empty when it can be stored. */
    public Optional<Problem> problem() {
        if (id == null || !ID.matcher(id).matches()) {
            return problem("id", "id must be 1 to 64 lowercase letters, digits, - or _, the first a letter or digit");
        }
        return problemOfNameOrDomain().or(this::problemOfTerms);
    }

    /** The first problem of the terms (none when there are none), field {@code terms}. */
    public Optional<Problem> problemOfTerms() {
        if (terms == null) {
            return Optional.empty();
        }
        return terms.entrySet().stream()
                .map(t -> termProblem(t.getKey(), t.getValue())
                        .map(p -> new Problem("terms", "term " + t.getKey() + ": " + p.message())))
                .flatMap(Optional::stream).findFirst();
    }

    /** The problem of the name or the domain alone: what changing them (not the id) must check. */
    public Optional<Problem> problemOfNameOrDomain() {
        if (!oneLine(name, MAX_NAME)) {
            return problem("name", "name must hold 1 to " + MAX_NAME + " characters on one line");
        }
        if (domain == null || !DOMAIN.matcher(domain).matches()) {
            return problem("domain", "domain must be 1 to 64 lowercase letters, digits, - or _ (such as retail or "
                    + "pharma: tenants of one domain share their concepts)");
        }
        return Optional.empty();
    }

    /** The problem of one (trimmed) entry of a term catalog, or empty when it can be stored. */
    public static Optional<Problem> termProblem(String canonical, String term) {
        if (canonical == null || !CANONICAL.matcher(canonical).matches()) {
            return problem("canonical", "canonical must be 1 to 100 lowercase letters, digits or _ "
                    + "(as a placeholder names it: {{loyalty_program}})");
        }
        if (!oneLine(term, MAX_TERM)) {
            return problem("term", "term must hold 1 to " + MAX_TERM + " characters on one line");
        }
        return Optional.empty();
    }

    private static boolean oneLine(String text, int max) {
        return text != null && !text.isBlank() && text.length() <= max && text.chars().noneMatch(Character::isISOControl);
    }

    private static String strip(String text) {
        return text == null ? null : text.strip();
    }

    private static Optional<Problem> problem(String field, String message) {
        return Optional.of(new Problem(field, message));
    }
}
