package io.ragguard.people.boundary;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What a user may do, as the container's security names it ({@code @RolesAllowed("admin")}): {@code admin}
 * (settings, tenants, keys, users, the audit) or {@code compliance} (the review queue and the records).
 */
public enum Role {

    ADMIN, COMPLIANCE;

    /** The role's name in the API, the column and {@code @RolesAllowed}: {@code admin}, {@code compliance}. */
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The role a name means, in any case and with white space around it; empty for any other name. */
    public static Optional<Role> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String wire = name.strip().toLowerCase(Locale.ROOT);
        for (Role role : values()) {
            if (role.wire().equals(wire)) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }

    /** The roles as a column holds them: their names in this order, comma-separated ({@code admin,compliance}). */
    public static String joined(Collection<Role> roles) {
        return roles.isEmpty() ? "" : EnumSet.copyOf(roles).stream().map(Role::wire).collect(Collectors.joining(","));
    }

    /** The roles of a comma list; a name that is no role is left out. */
    public static Set<Role> split(String joined) {
        Set<Role> roles = EnumSet.noneOf(Role.class);
        if (joined != null) {
            for (String name : joined.split(",")) {
                parse(name).ifPresent(roles::add);
            }
        }
        return roles;
    }

    /** The roles' names, sorted, as the records of this component hand them out. */
    public static SortedSet<String> names(Collection<Role> roles) {
        return roles.stream().map(Role::wire).collect(Collectors.toCollection(TreeSet::new));
    }
}
