package io.ragguard.people.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.people.control.ConfiguredLogins;
import io.ragguard.people.control.DirectoryAccount;
import io.ragguard.people.control.DirectoryNames;
import io.ragguard.people.control.LdapDirectory;
import io.ragguard.people.control.StoredPasswords;
import io.ragguard.people.entity.UserAccount;
import io.ragguard.request.Problem;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The people who log in to the console and the admin API. A login is checked against, in this order, the
 * configured logins ({@code admin.user}, {@code compliance.user}), the named users of the database (enabled,
 * their password's PBKDF2 hash verified, or verified on this node within five minutes), and the LDAP
 * directory when one is configured; the first that knows the name decides, so a stored user never stands in
 * for a configured login and a directory user never for a stored one. Names are matched in any case. Making
 * and changing a user are audited ({@code user.create}, {@code user.update}, {@code user.disable},
 * {@code user.enable}), never with a password.
 */
@Stateless
public class Users {

    /** Longer than any password stored or configured here: a longer one is refused before it is hashed. */
    static final int MAX_PRESENTED = 4_096;

    @PersistenceContext
    EntityManager em;

    @Inject
    AuditLog audit;

    @Inject
    ConfiguredLogins configured;

    @Inject
    StoredPasswords passwords;

    @Inject
    LdapDirectory directory;

    @Inject
    DirectoryNames directoryNames;

    /** The configured logins, then the database's users by name; the directory's users are not listed. */
    public List<UserView> list() {
        List<UserView> users = new ArrayList<>(configured.all().stream().map(Users::view).toList());
        em.createNamedQuery(UserAccount.ALL, UserAccount.class).getResultStream().map(Users::view).forEach(users::add);
        return users;
    }

    /** The configured login or stored user of this name, in any case. */
    public Optional<UserView> find(String name) {
        if (name == null || name.isBlank()) {
            return Optional.empty();
        }
        return configured.named(name).map(Users::view).or(() -> stored(name).map(Users::view));
    }

    /**
     * Makes a user; audited.
     *
     * @throws io.ragguard.request.InvalidRequestException for a draft with a {@link UserDraft#problem}
     * @throws RefusedUserException when the name is a configured login's or a stored user's
     */
    public UserView create(UserDraft draft, String actor) {
        draft.problem().ifPresent(Problem::raise);
        String name = UserAccount.folded(draft.name());
        configured.named(name).ifPresent(login -> {
            throw new RefusedUserException("name", login.name() + " is a login of the server's configuration; "
                    + "choose another name");
        });
        if (stored(name).isPresent()) {
            throw new RefusedUserException("name", "a user named " + name + " exists");
        }
        UserAccount account = new UserAccount(name, draft.displayName(), draft.parsedRoles(),
                draft.password() == null ? null : passwords.hash(draft.password()), draft.enabled(), actor);
        em.persist(account);
        em.flush();
        passwords.forget(name);
        audit.record(actor, "user.create", "user " + name, null, account.describe());
        return view(account);
    }

    /** Makes the user unless a user of that name exists (the demo's reviewers); empty when one does. */
    public Optional<UserView> install(UserDraft draft, String actor) {
        return find(draft.name()).isPresent() ? Optional.empty() : Optional.of(create(draft, actor));
    }

    /**
     * Changes a stored user. Audited as {@code user.update} with what changed, and {@code user.disable} or
     * {@code user.enable}; a change that changes nothing is not.
     *
     * @throws io.ragguard.request.InvalidRequestException for a change with a {@link UserChange#problem}
     * @throws RefusedUserException when there is no stored user of this name, or it is a configured login,
     *         which only the server's configuration changes
     */
    public UserView update(String name, UserChange change, String actor) {
        configured.named(name == null ? "" : name).ifPresent(login -> {
            throw new RefusedUserException("name", login.name() + " is a login of the server's configuration: "
                    + "change it there (" + login.passwordVariable().toUpperCase(Locale.ROOT).replace('.', '_') + ")");
        });
        change.problem().ifPresent(Problem::raise);
        UserAccount account = (name == null || name.isBlank() ? Optional.<UserAccount>empty() : stored(name))
                .orElseThrow(() -> new RefusedUserException("name", "there is no user named " + name));
        String target = "user " + account.getName();
        List<String> changed = account.change(change.displayName(), change.parsedRoles(),
                change.password() == null ? null : passwords.hash(change.password()), actor);
        if (!changed.isEmpty()) {
            audit.record(actor, "user.update", target, null, String.join("; ", changed));
        }
        if (change.enabled() != null && account.enable(change.enabled(), actor)) {
            audit.record(actor, change.enabled() ? "user.enable" : "user.disable", target, null,
                    change.enabled() ? "enabled" : "disabled");
        }
        passwords.forget(account.getName());
        return view(account);
    }

    /** Who the name and password log in as, or empty when they log in nobody. */
    public Optional<SignedIn> authenticate(String name, String password) {
        if (name == null || name.isBlank() || name.length() > UserDraft.MAX_NAME || password == null
                || password.isEmpty() || password.length() > MAX_PRESENTED) {
            return Optional.empty();
        }
        if (configured.named(name).isPresent()) {
            return configured.check(name, password).map(login -> new SignedIn(login.name(), login.name(),
                    Role.names(login.roles()), SignedIn.CONFIGURED));
        }
        Optional<UserAccount> account = stored(name);
        if (account.isPresent()) {
            return account.filter(user -> passwords.check(user, password) && user.isEnabled())
                    .map(user -> new SignedIn(user.getName(), user.getDisplayName(), Role.names(user.getRoles()),
                            SignedIn.DATABASE));
        }
        if (directory.enabled()) {
            Optional<DirectoryAccount> person = directory.authenticate(name, password);
            person.ifPresent(p -> directoryNames.seen(p.name(), p.displayName()));
            return person.map(Users::signedIn);
        }
        passwords.spend(password);
        return Optional.empty();
    }

    /**
     * The name to show for a user: a stored or directory user's display name (the directory's read at most
     * every five minutes), a configured login's name, else the name itself.
     */
    public String displayName(String name) {
        if (name == null || name.isBlank()) {
            return name;
        }
        return configured.named(name).map(ConfiguredLogins.Login::name)
                .or(() -> stored(name).map(UserAccount::getDisplayName))
                .or(() -> directory.enabled() ? directoryNames.displayName(UserAccount.folded(name)) : Optional.empty())
                .orElse(name);
    }

    private Optional<UserAccount> stored(String name) {
        return em.createNamedQuery(UserAccount.BY_NAME, UserAccount.class)
                .setParameter("name", UserAccount.folded(name)).getResultStream().findFirst();
    }

    private static SignedIn signedIn(DirectoryAccount account) {
        return new SignedIn(account.name(), account.displayName(), Role.names(account.roles()), SignedIn.DIRECTORY);
    }

    private static UserView view(ConfiguredLogins.Login login) {
        return new UserView(login.name(), login.name(), Role.names(login.roles()), login.usable(),
                SignedIn.CONFIGURED, null, null, null, null);
    }

    private static UserView view(UserAccount account) {
        return new UserView(account.getName(), account.getDisplayName(), Role.names(account.getRoles()),
                account.isEnabled(), SignedIn.DATABASE, account.getCreatedAt(), account.getCreatedBy(),
                account.getUpdatedAt(), account.getUpdatedBy());
    }
}
