package io.ragguard.console.users;

import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.people.boundary.UserChange;
import io.ragguard.people.boundary.UserDraft;
import io.ragguard.people.boundary.UserView;
import io.ragguard.people.boundary.Users;
import io.ragguard.request.Problem;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The people who sign in: the list (name, display name, roles, enabled, where the login lives, who made
 * and last changed it), a form that makes one, and a form that changes the one chosen (display name,
 * roles, a new password) or disables and enables it. {@link Users} checks and audits every change, and
 * names the admin who made it.
 */
@Named
@ViewScoped
public class UsersPage implements Serializable {

    private static final long serialVersionUID = 1L;
    /** The roles a person can hold, as the page offers them. */
    private static final List<String> ROLES = List.of("compliance", "admin");

    @Inject
    Users users;

    private String name;
    private String displayName;
    private List<String> roles = new ArrayList<>(List.of("compliance"));
    private String password;

    private String editing;
    private String editDisplayName;
    private List<String> editRoles = new ArrayList<>();
    private String editPassword;

    public List<UserView> getUsers() {
        return users.list();
    }

    public List<String> getRoleChoices() {
        return ROLES;
    }

    public void create() {
        UserDraft draft = new UserDraft(name, displayName, new LinkedHashSet<>(roles), password, true);
        Optional<Problem> problem = draft.problem();
        if (problem.isPresent()) {
            Growl.error("Not made", problem.get().message());
            return;
        }
        try {
            UserView made = users.create(draft, Account.signedIn());
            Growl.info("Made", made.name() + " can sign in now");
            name = null;
            displayName = null;
            roles = new ArrayList<>(List.of("compliance"));
            password = null;
        } catch (InvalidRequestException refused) {
            Growl.error("Not made", refused.reason());
        }
    }

    /** Opens the change form on a user. */
    public void edit(UserView user) {
        editing = user.name();
        editDisplayName = user.displayName();
        editRoles = new ArrayList<>(user.roles());
        editPassword = null;
    }

    public void cancel() {
        editing = null;
    }

    public void save() {
        if (editing == null) {
            return;
        }
        String newPassword = editPassword == null || editPassword.isEmpty() ? null : editPassword;
        change(editing, new UserChange(editDisplayName, Set.copyOf(editRoles), null, newPassword), "Saved");
        editPassword = null;
    }

    public void disable(UserView user) {
        change(user.name(), new UserChange(null, null, false, null), "Disabled");
    }

    public void enable(UserView user) {
        change(user.name(), new UserChange(null, null, true, null), "Enabled");
    }

    /** Whether the page may change the user: only those in the database, never a configured or directory login. */
    public boolean changeable(UserView user) {
        return "database".equals(user.source());
    }

    private void change(String user, UserChange change, String done) {
        try {
            UserView changed = users.update(user, change, Account.signedIn());
            Growl.info(done, changed.name());
            if (done.equals("Saved")) {
                editing = null;
            }
        } catch (InvalidRequestException refused) {
            Growl.error("Not changed", refused.reason());
        }
    }

    public boolean isEditingAny() {
        return editing != null;
    }

    public String getEditing() {
        return editing;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDisplayName() {
        return displayName;
    }

    public void setDisplayName(String displayName) {
        this.displayName = displayName;
    }

    public List<String> getRoles() {
        return roles;
    }

    public void setRoles(List<String> roles) {
        this.roles = roles == null ? new ArrayList<>() : new ArrayList<>(roles);
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public String getEditDisplayName() {
        return editDisplayName;
    }

    public void setEditDisplayName(String editDisplayName) {
        this.editDisplayName = editDisplayName;
    }

    public List<String> getEditRoles() {
        return editRoles;
    }

    public void setEditRoles(List<String> editRoles) {
        this.editRoles = editRoles == null ? new ArrayList<>() : new ArrayList<>(editRoles);
    }

    public String getEditPassword() {
        return editPassword;
    }

    public void setEditPassword(String editPassword) {
        this.editPassword = editPassword;
    }
}
