package io.ragguard.console.review;

import io.ragguard.people.boundary.UserView;
import io.ragguard.people.boundary.Users;
import io.ragguard.recording.boundary.Assignee;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whom an answer can be assigned to (the enabled people with the compliance or admin role, by the names they go
 * by, then the two roles), and an assignee as the page names it: a person by display name, a role as
 * "role: compliance". People are read once a view.
 */
@Named
@ViewScoped
public class Reviewers implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Users users;

    /** One choice of assignee: its value ({@code dana}, {@code role:admin}) and how a menu shows it. */
    public record Reviewer(String name, String label) implements Serializable {
    }

    private List<Reviewer> people;
    private final Map<String, String> shown = new HashMap<>();

    /** The people, then the roles. */
    public List<Reviewer> getChoices() {
        List<Reviewer> choices = new ArrayList<>(people());
        Assignee.ROLES.forEach(role -> choices.add(new Reviewer(Assignee.ROLE + role, roleLabel(role))));
        return choices;
    }

    /** An assignee as the page shows it; null for no one. */
    public String shown(String assignee) {
        if (assignee == null || assignee.isBlank()) {
            return null;
        }
        if (assignee.startsWith(Assignee.ROLE)) {
            return roleLabel(assignee.substring(Assignee.ROLE.length()));
        }
        people();
        return shown.computeIfAbsent(assignee, users::displayName);
    }

    private List<Reviewer> people() {
        if (people == null) {
            List<UserView> reviewers = users.list().stream().filter(UserView::enabled)
                    .filter(u -> u.roles().stream().anyMatch(Assignee.ROLES::contains)).toList();
            reviewers.forEach(u -> shown.put(u.name(), u.displayName()));
            people = reviewers.stream().map(u -> new Reviewer(u.name(), label(u)))
                    .sorted(Comparator.comparing(Reviewer::label, String.CASE_INSENSITIVE_ORDER)).toList();
        }
        return people;
    }

    private static String label(UserView user) {
        return user.displayName() == null || user.displayName().isBlank() || user.displayName().equals(user.name())
                ? user.name() : user.displayName() + " (" + user.name() + ")";
    }

    private static String roleLabel(String role) {
        return "role: " + role;
    }
}
