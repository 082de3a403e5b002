package io.ragguard.people.boundary;

import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.database.TestDatabase;
import io.ragguard.people.control.ConfiguredLogins;
import io.ragguard.people.control.DirectoryAccount;
import io.ragguard.people.control.DirectoryNames;
import io.ragguard.people.control.LdapDirectory;
import io.ragguard.people.control.LdapSettings;
import io.ragguard.people.control.PasswordHash;
import io.ragguard.people.control.StoredPasswords;
import io.ragguard.people.control.VerifiedPasswords;
import io.ragguard.request.InvalidRequestException;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/**
 * Named users on a real database: made, logged in with in any case of their name, changed, disabled and
 * enabled, each audited without a password; the configured logins first and the directory last.
 */
class UsersIT {

    private static final String PASSWORD = "review-desk-demo";

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final CapturedAudit audited = new CapturedAudit();
    private final VerifiedPasswords verified = new VerifiedPasswords();
    private final PasswordHash passwords = new PasswordHash();
    private final ConfiguredLogins configured = new ConfiguredLogins(Map.of("admin.user", "admin",
            "admin.password", "admin-secret", "compliance.user", "compliance", "compliance.password", "c-secret"));
    /** A directory that knows erin, and dana too (whom the database knows first). */
    private final LdapDirectory directory = new LdapDirectory(LdapSettings.read(name -> Optional.empty())) {
        @Override
        public boolean enabled() {
            return true;
        }

        @Override
        public Optional<DirectoryAccount> authenticate(String name, String password) {
            return Set.of("erin", "dana").contains(name) && "directory-password".equals(password)
                    ? Optional.of(new DirectoryAccount(name, "Erin from LDAP", Set.of(Role.ADMIN))) : Optional.empty();
        }

        @Override
        public Optional<String> displayName(String name) {
            return "erin".equals(name) ? Optional.of("Erin from LDAP") : Optional.empty();
        }
    };

    private final DirectoryNames names = new DirectoryNames(directory);

    private Users on(EntityManager em) {
        Users users = new Users();
        users.em = em;
        users.audit = audited;
        users.configured = configured;
        users.passwords = new StoredPasswords(passwords, verified);
        users.directory = directory;
        users.directoryNames = names;
        return users;
    }

    private Optional<SignedIn> login(String name, String password) {
        return db.transaction(em -> on(em).authenticate(name, password));
    }

    private String displayName(String name) {
        return db.read(em -> on(em).displayName(name));
    }

    private List<UserView> list() {
        return db.read(em -> on(em).list());
    }

    private Optional<UserView> find(String name) {
        return db.read(em -> on(em).find(name));
    }

    private static UserDraft dana() {
        return new UserDraft("Dana", "Dana Whitfield", Set.of("compliance"), PASSWORD, null);
    }

    @Test
    void aUserLogsInWithItsPasswordInAnyCaseOfItsNameAndNeverShowsIt() {
        UserView made = db.transaction(em -> on(em).create(dana(), "alice"));

        assertThat(made).isEqualTo(new UserView("dana", "Dana Whitfield", Set.of("compliance"), true,
                SignedIn.DATABASE, made.createdAt(), "alice", null, null));
        Optional<SignedIn> signedIn = db.transaction(em -> on(em).authenticate("DANA", PASSWORD));
        Optional<SignedIn> again = db.transaction(em -> on(em).authenticate("dana", PASSWORD));
        assertThat(signedIn).contains(new SignedIn("dana", "Dana Whitfield", Set.of("compliance"), SignedIn.DATABASE));
        assertThat(again).as("from the verified passwords").isEqualTo(signedIn);
        assertThat(login("dana", PASSWORD + "x")).isEmpty();
        assertThat(login("dana", "")).isEmpty();
        String stored = db.read(em -> (String) em.createNativeQuery("select password_hash from user_account")
                .getSingleResult());
        assertThat(stored).startsWith("pbkdf2-sha512:210000:").doesNotContain(PASSWORD);
        assertThat(audited.entries()).containsExactly("alice | user.create | user dana | null | display name Dana "
                + "Whitfield; roles compliance; enabled; password set");
        assertThat(find("Dana")).contains(made);
    }

    @Test
    void aChangeIsAuditedWithWhatChangedAndAPasswordChangeTakesEffectAtOnce() {
        db.transaction(em -> on(em).create(dana(), "alice"));
        db.transaction(em -> on(em).authenticate("dana", PASSWORD));

        UserView changed = db.transaction(em -> on(em).update("Dana", new UserChange(null,
                Set.of("admin", "compliance"), null, "a brand new password"), "bob"));
        UserView unchanged = db.transaction(em -> on(em).update("dana", new UserChange("Dana Whitfield", null, true,
                null), "bob"));

        assertThat(changed.roles()).containsExactly("admin", "compliance");
        assertThat(changed.updatedBy()).isEqualTo("bob");
        assertThat(unchanged).isEqualTo(changed);
        assertThat(login("dana", PASSWORD)).as("the old password").isEmpty();
        assertThat(login("dana", "a brand new password")).get()
                .extracting(SignedIn::roles).isEqualTo(Set.of("admin", "compliance"));
        assertThat(audited.entries()).containsExactly(
                "alice | user.create | user dana | null | display name Dana Whitfield; roles compliance; enabled; "
                        + "password set",
                "bob | user.update | user dana | null | roles compliance → admin,compliance; password changed");
        assertThat(String.join("\n", audited.entries())).doesNotContain("a brand new password");
    }

    @Test
    void aDisabledUserCannotLogInUntilEnabled() {
        db.transaction(em -> on(em).create(dana(), "alice"));
        db.transaction(em -> on(em).authenticate("dana", PASSWORD));

        UserView disabled = db.transaction(em -> on(em).update("dana", new UserChange(null, null, false, null), "bob"));
        Optional<SignedIn> refused = db.transaction(em -> on(em).authenticate("dana", PASSWORD));
        db.transaction(em -> on(em).update("dana", new UserChange(null, null, true, null), "bob"));
        Optional<SignedIn> accepted = db.transaction(em -> on(em).authenticate("dana", PASSWORD));

        assertThat(disabled.enabled()).isFalse();
        assertThat(refused).isEmpty();
        assertThat(accepted).isPresent();
        assertThat(audited.entries()).endsWith("bob | user.disable | user dana | null | disabled",
                "bob | user.enable | user dana | null | enabled");
    }

    @Test
    void refusesATakenNameAConfiguredLoginsNameAndABadDraftNamingTheField() {
        db.transaction(em -> on(em).create(dana(), "alice"));

        assertThatThrownBy(() -> db.transaction(em -> on(em).create(new UserDraft("DANA", null, Set.of("admin"),
                null, true), "alice"))).isInstanceOf(RefusedUserException.class).hasMessageContaining("exists")
                .extracting(e -> ((RefusedUserException) e).field()).isEqualTo("name");
        assertThatThrownBy(() -> db.transaction(em -> on(em).create(new UserDraft("Admin", null, Set.of("admin"),
                null, true), "alice"))).isInstanceOf(RefusedUserException.class)
                .hasMessageContaining("server's configuration");
        assertThatThrownBy(() -> db.transaction(em -> on(em).create(new UserDraft("erin", null, Set.of("root"),
                null, true), "alice"))).isInstanceOf(InvalidRequestException.class)
                .extracting(e -> ((InvalidRequestException) e).field()).isEqualTo("roles");
        assertThatThrownBy(() -> db.transaction(em -> on(em).update("admin", new UserChange(null, null, false, null),
                "alice"))).isInstanceOf(RefusedUserException.class).hasMessageContaining("ADMIN_PASSWORD");
        assertThatThrownBy(() -> db.transaction(em -> on(em).update("nobody", new UserChange(null, null, false,
                null), "alice"))).isInstanceOf(RefusedUserException.class).hasMessageContaining("no user");
        assertThat(audited.entries()).hasSize(1);
    }

    @Test
    void theConfiguredLoginsComeFirstThenTheDatabaseThenTheDirectory() {
        db.transaction(em -> on(em).create(dana(), "alice"));

        assertThat(list()).extracting(UserView::name, UserView::source).containsExactly(
                tuple("admin", SignedIn.CONFIGURED),
                tuple("compliance", SignedIn.CONFIGURED),
                tuple("dana", SignedIn.DATABASE));
        assertThat(login("Admin", "admin-secret")).contains(new SignedIn(
                "admin", "admin", Set.of("admin", "compliance"), SignedIn.CONFIGURED));
        assertThat(login("compliance", "c-secret")).get()
                .extracting(SignedIn::roles).isEqualTo(Set.of("compliance"));
        assertThat(login("admin", "c-secret")).isEmpty();
        assertThat(login("erin", "directory-password")).get()
                .extracting(SignedIn::source).isEqualTo(SignedIn.DIRECTORY);
        assertThat(login("dana", "directory-password"))
                .as("the database knows dana, so the directory is not asked").isEmpty();
        assertThat(login("nobody", "whatever-password")).isEmpty();
    }

    @Test
    void namesADisplayNameForEveryKnownUser() {
        db.transaction(em -> on(em).create(dana(), "alice"));

        assertThat(displayName("DANA")).isEqualTo("Dana Whitfield");
        assertThat(displayName("admin")).isEqualTo("admin");
        assertThat(displayName("erin")).isEqualTo("Erin from LDAP");
        assertThat(displayName("someone")).isEqualTo("someone");
    }

    @Test
    void aHashOfFewerIterationsIsStoredAnewAtTheNextLogin() throws Exception {
        db.transaction(em -> on(em).create(dana(), "alice"));
        byte[] salt = new byte[16];
        byte[] hash = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA512")
                .generateSecret(new PBEKeySpec(PASSWORD.toCharArray(), salt, 1_000, 512)).getEncoded();
        String weak = "pbkdf2-sha512:1000:" + Base64.getEncoder().encodeToString(salt) + ":"
                + Base64.getEncoder().encodeToString(hash);
        db.execute("update user_account set password_hash = '" + weak + "'");

        assertThat(login("dana", PASSWORD)).isPresent();
        String stored = db.read(em -> (String) em.createNativeQuery("select password_hash from user_account")
                .getSingleResult());
        assertThat(stored).startsWith("pbkdf2-sha512:210000:");
        assertThat(login("dana", PASSWORD)).isPresent();
        assertThat(audited.entries()).as("a rehash is no change a person made").hasSize(1);
    }

    @Test
    void theDemoReviewersAreInstalledOnce() {
        Optional<UserView> first = db.transaction(em -> on(em).install(dana(), "demo-data"));
        Optional<UserView> second = db.transaction(em -> on(em).install(dana(), "demo-data"));
        Optional<UserView> configuredName = db.transaction(em -> on(em).install(new UserDraft("compliance", null,
                Set.of("compliance"), PASSWORD, true), "demo-data"));

        assertThat(first).isPresent();
        assertThat(second).isEmpty();
        assertThat(configuredName).isEmpty();
    }
}
