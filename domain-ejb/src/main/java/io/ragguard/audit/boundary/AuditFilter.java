package io.ragguard.audit.boundary;

import java.time.Instant;

/**
 * Which audit entries to list: by one {@code actor}, by {@code action} (a whole action such as
 * {@code setting.change}, or its kind, {@code setting}, for every action of it), recorded in
 * [{@code from}, {@code to}), about one {@code target} (a setting's name, "tenant northwind"). Null and
 * blank parts do not filter.
 */
public record AuditFilter(String actor, String action, Instant from, Instant to, String target) {

    public AuditFilter {
        actor = actor == null || actor.isBlank() ? null : actor.strip();
        action = action == null || action.isBlank() ? null : action.strip();
        target = target == null || target.isBlank() ? null : target.strip();
    }

    /** Entries about any target. */
    public AuditFilter(String actor, String action, Instant from, Instant to) {
        this(actor, action, from, to, null);
    }

    public static final AuditFilter ALL = new AuditFilter(null, null, null, null);
}
