package io.ragguard.people.boundary;

import java.time.Instant;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * A user as admins see it, never with a password or its hash: the name, the name to show, the roles, whether
 * the user may log in, where the user comes from ({@link SignedIn#CONFIGURED} or {@link SignedIn#DATABASE}),
 * and who made and last changed it and when (none for a configured login; none changed for a user never
 * changed).
 */
public record UserView(String name, String displayName, Set<String> roles, boolean enabled, String source,
                       Instant createdAt, String createdBy, Instant updatedAt, String updatedBy) {

    public UserView {
        roles = Collections.unmodifiableSortedSet(new TreeSet<>(roles));
    }
}
