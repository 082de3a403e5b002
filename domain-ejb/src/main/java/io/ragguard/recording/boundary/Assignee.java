package io.ragguard.recording.boundary;

import io.ragguard.request.InvalidRequestException;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Who is to review a recorded answer: a user, by name (up to {@value #MAX} characters on one line, folded to
 * lower case as user names are), or everyone of a role, {@code role:admin} or {@code role:compliance}.
 */
public record Assignee(String name) {

    public static final int MAX = 200;
    public static final String ROLE = "role:";
    /** The roles an answer may be assigned to. */
    public static final List<String> ROLES = List.of("admin", "compliance");

    /**
     * @throws IllegalArgumentException for a blank name, one too long or on more than one line,
     *                                  {@value RecordFilter#UNASSIGNED} (the filter's word for no one), or a role
     *                                  other than admin and compliance
     */
    public Assignee {
        name = name == null ? "" : fold(name.strip());
        if (name.isEmpty() || name.length() > MAX || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("must be a user's name of 1 to " + MAX + " characters on one line, or "
                    + roles());
        }
        if (name.equals(RecordFilter.UNASSIGNED)) {
            throw new IllegalArgumentException("cannot be \"" + RecordFilter.UNASSIGNED
                    + "\", the filter's word for no one (null unassigns)");
        }
        if (name.startsWith(ROLE) && !ROLES.contains(name.substring(ROLE.length()))) {
            throw new IllegalArgumentException("names a role as " + roles() + ", not " + name);
        }
    }

    /**
     * The assignee a request names in {@code field}; null for null (no one).
     *
     * @throws InvalidRequestException naming the field when the name cannot be an assignee
     */
    public static Assignee parse(String field, String text) {
        if (text == null) {
            return null;
        }
        try {
            return new Assignee(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(field, field + " " + e.getMessage());
        }
    }

    /** Whether it is everyone of a role rather than one user. */
    public boolean role() {
        return name.startsWith(ROLE);
    }

    /**
     * What the assignee filter takes for "mine": the user's name, and each of the user's roles that answers are
     * assigned to ({@code role:compliance}).
     */
    public static Set<String> mine(String user, Collection<String> roles) {
        Set<String> mine = new LinkedHashSet<>();
        mine.add(fold(user));
        roles.stream().filter(ROLES::contains).forEach(role -> mine.add(ROLE + role));
        return mine;
    }

    /** A name as assignees are kept and filtered: in lower case. */
    static String fold(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    private static String roles() {
        return ROLES.stream().map(role -> ROLE + role).collect(Collectors.joining(" or "));
    }
}
