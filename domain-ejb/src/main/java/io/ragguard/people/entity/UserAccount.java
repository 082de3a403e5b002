package io.ragguard.people.entity;

import io.ragguard.people.boundary.Role;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A named user as stored: its name folded to lower case, its roles as a comma list, and its password only as
 * a hash (none: the user cannot log in with a password). A user is disabled, never deleted.
 */
@Entity
@Table(name = "user_account")
@NamedQuery(name = UserAccount.ALL, query = "select u from UserAccount u order by u.name")
@NamedQuery(name = UserAccount.BY_NAME, query = "select u from UserAccount u where u.name = :name")
public class UserAccount {

    public static final String ALL = "UserAccount.all";
    public static final String BY_NAME = "UserAccount.byName";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String name;

    @Column(name = "display_name", nullable = false)
    private String displayName;

    @Column(nullable = false)
    private String roles;

    @Column(name = "password_hash")
    private String passwordHash;

    @Column(nullable = false)
    private boolean enabled;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "updated_at")
    private Instant updatedAt;

    @Column(name = "updated_by")
    private String updatedBy;

    protected UserAccount() {
    }

    public UserAccount(String name, String displayName, Set<Role> roles, String passwordHash, boolean enabled,
                       String createdBy) {
        this.name = folded(name);
        this.displayName = displayName;
        this.roles = Role.joined(roles);
        this.passwordHash = passwordHash;
        this.enabled = enabled;
        this.createdAt = now();
        this.createdBy = createdBy;
    }

    /** A user's name as it is stored and looked up: stripped, in lower case. */
    public static String folded(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    /**
     * Changes what is given (null: unchanged) and says what changed, for the audit, never with a password:
     * {@code roles admin → admin,compliance}, {@code password changed}. A new password hash always counts as
     * a change, since it has a new salt. Enabling and disabling are {@link #enable}'s.
     */
    public List<String> change(String newDisplayName, Set<Role> newRoles, String newPasswordHash, String actor) {
        List<String> changed = new ArrayList<>();
        if (newDisplayName != null && !newDisplayName.equals(displayName)) {
            changed.add("display name " + displayName + " → " + newDisplayName);
            displayName = newDisplayName;
        }
        String joined = newRoles == null ? roles : Role.joined(newRoles);
        if (!joined.equals(roles)) {
            changed.add("roles " + roles + " → " + joined);
            roles = joined;
        }
        if (newPasswordHash != null) {
            changed.add("password changed");
            passwordHash = newPasswordHash;
        }
        if (!changed.isEmpty()) {
            updated(actor);
        }
        return changed;
    }

    /** The user as the audit of its making says it, never with a password: {@code display name ...; roles ...}. */
    public String describe() {
        return "display name " + displayName + "; roles " + roles + "; " + (enabled ? "enabled" : "disabled") + "; "
                + (passwordHash == null ? "no password" : "password set");
    }

    /** Enables or disables the user; true when that changed it. */
    public boolean enable(boolean enable, String actor) {
        if (enabled == enable) {
            return false;
        }
        enabled = enable;
        updated(actor);
        return true;
    }

    /**
     * Stores the same password hashed anew (with more iterations); not a change a person made, so neither
     * audited nor counted as an update.
     */
    public void rehash(String newPasswordHash) {
        passwordHash = Objects.requireNonNull(newPasswordHash);
    }

    private void updated(String actor) {
        updatedAt = now();
        updatedBy = actor;
    }

    /** Now, to the microsecond that H2 and PostgreSQL keep, so that what is handed out is what is read back. */
    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getDisplayName() {
        return displayName;
    }

    public Set<Role> getRoles() {
        return Role.split(roles);
    }

    public String getPasswordHash() {
        return passwordHash;
    }

    public boolean isEnabled() {
        return enabled;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public String getCreatedBy() {
        return createdBy;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public String getUpdatedBy() {
        return updatedBy;
    }
}
