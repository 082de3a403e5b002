package io.ragguard.people.control;

import io.ragguard.people.boundary.Role;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * LDAP logins against a real OpenLDAP (slapd, started for each test): alice is a compliance officer, bob an
 * admin, carol in no group that gives a role here; dave is in a group found by {@code memberUid}.
 */
class LdapDirectoryTest {

    private Slapd slapd;
    private LdapDirectory directory;

    @BeforeEach
    void startDirectory() {
        slapd = Slapd.start();
        slapd.addSuffix();
        String people = slapd.addUnit("people");
        String groups = slapd.addUnit("groups");
        slapd.addUnit("services");
        String alice = slapd.addPerson(people, "alice", "Alice Liddell", "alice-secret-1");
        String bob = slapd.addPerson(people, "bob", "Bob Marley", "bob-secret-22");
        String carol = slapd.addPerson(people, "carol", "Carol King", "carol-secret-3");
        slapd.addPerson(people, "dave", "Dave Brubeck", "dave-secret-44");
        slapd.addPerson("ou=services," + Slapd.SUFFIX, "ragguard", "RAG Guard", "service-secret");
        slapd.addGroup(groups, "ragguard-compliance", alice);
        slapd.addGroup(groups, "ragguard-admins", bob);
        slapd.addGroup(groups, "staff", alice, bob, carol);
        slapd.add("cn=reviewers," + groups, Map.of("objectClass", List.of("top", "posixGroup"),
                "cn", List.of("reviewers"), "gidNumber", List.of("5001"),
                "memberUid", List.of("dave")));
        directory = new LdapDirectory(settings(slapd.url(), "uid=ragguard,ou=services," + Slapd.SUFFIX,
                "service-secret", "ragguard-admins", "ragguard-compliance,Reviewers"));
    }

    @AfterEach
    void stopDirectory() {
        if (slapd != null) {
            slapd.close();
        }
    }

    private static LdapSettings settings(String url, String bindDn, String bindPassword, String admins,
                                         String compliance) {
        Map<String, String> values = new HashMap<>(Map.of(
                "ragguard.ldap.url", url,
                "ragguard.ldap.user-base", "ou=people," + Slapd.SUFFIX,
                "ragguard.ldap.group-base", "ou=groups," + Slapd.SUFFIX,
                "ragguard.ldap.admin-groups", admins,
                "ragguard.ldap.compliance-groups", compliance));
        if (bindDn != null) {
            values.put("ragguard.ldap.bind-dn", bindDn);
            values.put("ragguard.ldap.bind-password", bindPassword);
        }
        return LdapSettings.read(name -> Optional.ofNullable(values.get(name)));
    }

    @Test
    void theRightPasswordGivesTheRolesOfTheUsersGroups() {
        Optional<DirectoryAccount> alice = directory.authenticate("alice", "alice-secret-1");
        Optional<DirectoryAccount> bob = directory.authenticate("Bob", "bob-secret-22");
        Optional<DirectoryAccount> dave = directory.authenticate("dave", "dave-secret-44");

        assertThat(alice).contains(new DirectoryAccount("alice", "Alice Liddell", Set.of(Role.COMPLIANCE)));
        assertThat(bob).as("an admin group gives both roles, as the configured admin has")
                .contains(new DirectoryAccount("bob", "Bob Marley", Set.of(Role.ADMIN, Role.COMPLIANCE)));
        assertThat(dave).as("a posixGroup names its members by memberUid; group names match in any case")
                .get().extracting(DirectoryAccount::roles).isEqualTo(Set.of(Role.COMPLIANCE));
    }

    @Test
    void aWrongOrEmptyPasswordLogsNobodyIn() {
        assertThat(directory.authenticate("alice", "alice-secret-2")).isEmpty();
        assertThat(directory.authenticate("alice", "bob-secret-22")).isEmpty();
        assertThat(directory.authenticate("alice", "")).as("an empty password would be an anonymous bind").isEmpty();
        assertThat(directory.authenticate("alice", null)).isEmpty();
    }

    @Test
    void anUnknownUserOrOneWithoutARoleIsRefused() {
        assertThat(directory.authenticate("mallory", "alice-secret-1")).isEmpty();
        assertThat(directory.authenticate("carol", "carol-secret-3")).as("staff gives no role").isEmpty();
        assertThat(directory.authenticate("", "alice-secret-1")).isEmpty();
    }

    @Test
    void filterMetacharactersInANameMatchOnlyThemselves() {
        for (String name : new String[] {"*)(uid=*", "*", "alice)(|(uid=*", "al*", "alice\\", "(uid=alice)"}) {
            assertThat(directory.authenticate(name, "alice-secret-1")).as(name).isEmpty();
        }
        assertThat(directory.displayName("*")).isEmpty();
    }

    @Test
    void bindsAnonymouslyWithoutAServiceDn() {
        LdapDirectory anonymous = new LdapDirectory(settings(slapd.url(), null, null, "ragguard-admins",
                "ragguard-compliance"));

        assertThat(anonymous.authenticate("alice", "alice-secret-1")).get().extracting(DirectoryAccount::roles)
                .isEqualTo(Set.of(Role.COMPLIANCE));
        assertThat(anonymous.authenticate("alice", "wrong-password")).isEmpty();
    }

    @Test
    void aWrongServicePasswordLogsNobodyIn() {
        LdapDirectory misconfigured = new LdapDirectory(settings(slapd.url(), "uid=ragguard,ou=services,"
                + Slapd.SUFFIX, "not-the-secret", "ragguard-admins", "ragguard-compliance"));

        assertThat(misconfigured.authenticate("alice", "alice-secret-1")).isEmpty();
    }

    @Test
    void readsADisplayName() {
        assertThat(directory.displayName("bob")).contains("Bob Marley");
        assertThat(directory.displayName("nobody")).isEmpty();
    }

    @Test
    void aDirectoryThatIsDownLogsNobodyInWithoutAnException() {
        String url = slapd.url();
        slapd.close();
        long started = System.nanoTime();

        assertThat(directory.authenticate("alice", "alice-secret-1")).isEmpty();
        assertThat(directory.displayName("alice")).isEmpty();
        assertThat(new LdapDirectory(settings(url, null, null, "a", "b")).authenticate("alice", "x")).isEmpty();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void withoutAUrlThereIsNoDirectory() {
        LdapDirectory off = new LdapDirectory(LdapSettings.read(name -> Optional.empty()));

        assertThat(off.enabled()).isFalse();
        assertThat(off.authenticate("alice", "alice-secret-1")).isEmpty();
    }

    @Test
    void escapesFilterValuesAsRfc4515Asks() {
        assertThat(LdapFilters.escape("*)(uid=*\\\0")).isEqualTo("\\2a\\29\\28uid=\\2a\\5c\\00");
        assertThat(LdapFilters.fill("(|(member={1})(memberUid={0}))", "{1}*", "uid=a,ou=p"))
                .isEqualTo("(|(member=uid=a,ou=p)(memberUid={1}\\2a))");
    }

    @Test
    void settingsNeverShowTheBindPassword() {
        assertThat(settings("ldap://x", "cn=s", "hush-hush", "a", "b").toString()).doesNotContain("hush-hush");
    }
}
