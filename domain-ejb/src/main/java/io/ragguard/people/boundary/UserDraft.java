package io.ragguard.people.boundary;

import io.ragguard.request.Problem;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A user to make: the name (1 to 100 letters a-z or A-Z, digits, dots, hyphens, underscores or @; one user
 * however it is capitalised), the name to show (at most 200 characters; the name when left out), the roles (at
 * least one of {@code admin}, {@code compliance}), the password (at least 12 characters; none: the user cannot
 * log in with a password until one is set) and whether the user may log in (yes when left out).
 */
public record UserDraft(String name, String displayName, Set<String> roles, String password, Boolean enabled) {

    public static final int MAX_NAME = 100;
    public static final int MAX_DISPLAY_NAME = 200;
    public static final int MIN_PASSWORD = 12;
    /** Longer is no safer, and would only make the hash slower to refuse. */
    public static final int MAX_PASSWORD = 1_000;
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._@-]{1," + MAX_NAME + "}");

    public UserDraft {
        name = name == null ? null : name.strip();
        displayName = displayName == null || displayName.isBlank() ? name : displayName.strip();
        roles = roles == null ? Set.of() : roles.stream().filter(r -> r != null).map(String::strip)
                .collect(Collectors.toUnmodifiableSet());
        enabled = enabled == null ? Boolean.TRUE : enabled;
    }

    /** Why the draft cannot be made a user, or empty when it can (whether the name is free is the boundary's). */
    public Optional<Problem> problem() {
        if (name == null || !NAME.matcher(name).matches()) {
            return Problem.of("name", "name must be 1 to " + MAX_NAME + " letters (a-z, A-Z), digits, dots, "
                    + "hyphens, underscores or @");
        }
        return displayNameProblem(displayName).or(() -> rolesProblem(roles)).or(() -> passwordProblem(password));
    }

    /** The roles the draft names; only meaningful when it has no {@link #problem}. */
    public Set<Role> parsedRoles() {
        return parsed(roles);
    }

    static Optional<Problem> displayNameProblem(String displayName) {
        if (displayName == null || displayName.isBlank() || displayName.length() > MAX_DISPLAY_NAME
                || displayName.chars().anyMatch(Character::isISOControl)) {
            return Problem.of("display_name", "display_name must be 1 to " + MAX_DISPLAY_NAME
                    + " characters on one line");
        }
        return Optional.empty();
    }

    static Optional<Problem> rolesProblem(Set<String> roles) {
        if (roles == null || roles.isEmpty() || roles.stream().anyMatch(r -> Role.parse(r).isEmpty())) {
            return Problem.of("roles", "roles must name at least one of admin, compliance, and nothing else");
        }
        return Optional.empty();
    }

    static Optional<Problem> passwordProblem(String password) {
        if (password == null) {
            return Optional.empty();
        }
        int length = password.codePointCount(0, password.length());
        if (length < MIN_PASSWORD || length > MAX_PASSWORD) {
            return Problem.of("password", "password must be " + MIN_PASSWORD + " to " + MAX_PASSWORD
                    + " characters");
        }
        return Optional.empty();
    }

    static Set<Role> parsed(Set<String> roles) {
        Set<Role> parsed = EnumSet.noneOf(Role.class);
        roles.forEach(role -> Role.parse(role).ifPresent(parsed::add));
        return parsed;
    }
}
