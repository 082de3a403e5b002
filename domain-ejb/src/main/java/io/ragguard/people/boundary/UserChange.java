package io.ragguard.people.boundary;

import io.ragguard.request.Problem;

import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A change of a user: each part that is not null replaces the user's (the name to show, the roles, whether
 * the user may log in, a new password), with the rules of {@link UserDraft}; the name never changes.
 */
public record UserChange(String displayName, Set<String> roles, Boolean enabled, String password) {

    public UserChange {
        displayName = displayName == null ? null : displayName.strip();
        roles = roles == null ? null : roles.stream().filter(r -> r != null).map(String::strip)
                .collect(Collectors.toUnmodifiableSet());
    }

    /** Why the change cannot be made, or empty when it can. */
    public Optional<Problem> problem() {
        return (displayName == null ? Optional.<Problem>empty() : UserDraft.displayNameProblem(displayName))
                .or(() -> roles == null ? Optional.empty() : UserDraft.rolesProblem(roles))
                .or(() -> UserDraft.passwordProblem(password));
    }

    /** The roles the change gives; null when it leaves them. */
    public Set<Role> parsedRoles() {
        return roles == null ? null : UserDraft.parsed(roles);
    }
}
