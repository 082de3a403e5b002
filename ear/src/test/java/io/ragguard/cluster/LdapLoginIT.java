package io.ragguard.cluster;

import io.ragguard.console.ConsoleBrowser;
import io.ragguard.people.control.Slapd;
import io.ragguard.system.Server;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A node with a directory (LDAP): Debian's slapd, started and seeded by the test. Its people sign in to the
 * API and, in headless Chromium, to the console with their directory passwords, under their directory names,
 * with the roles their groups map to; someone in no mapped group, or with a wrong password, is refused.
 */
class LdapLoginIT {

    @AutoClose
    private Slapd directory;

    @AutoClose
    private LibertyNode node;

    @AutoClose
    private ConsoleBrowser browser;

    @Test
    void directoryPeopleSignInWithTheRolesTheirGroupsMapTo(@TempDir Path profile) throws Exception {
        directory = Slapd.start();
        directory.addSuffix();
        String people = directory.addUnit("people");
        String groups = directory.addUnit("groups");
        String alice = directory.addPerson(people, "alice", "Alice Lindqvist", "fjord-compass-31");
        String bob = directory.addPerson(people, "bob", "Bob Okafor", "granite-meadow-77");
        directory.addPerson(people, "carol", "Carol Reyes", "willow-signal-05");
        directory.addGroup(groups, "ragguard-compliance", alice);
        directory.addGroup(groups, "ragguard-admins", bob);

        node = LibertyNode.create("ragguard-ldap", List.of("RAGGUARD_LDAP_URL=" + directory.url(),
                "RAGGUARD_LDAP_BIND_DN=" + Slapd.ROOT_DN, "RAGGUARD_LDAP_BIND_PASSWORD=" + Slapd.ROOT_PASSWORD,
                "RAGGUARD_LDAP_USER_BASE=" + people, "RAGGUARD_LDAP_GROUP_BASE=" + groups));
        node.start(Duration.ofMinutes(5));
        Server server = new Server(node.base());

        assertThat(server.get("/api/admin/records?limit=1", "alice:fjord-compass-31").status()).isEqualTo(200);
        assertThat(server.get("/api/admin/users", "alice:fjord-compass-31").status())
                .as("compliance is not admin").isEqualTo(403);
        assertThat(server.get("/api/admin/users", "bob:granite-meadow-77").status()).isEqualTo(200);
        assertThat(server.get("/api/admin/records?limit=1", "alice:wrong-password").status()).isEqualTo(401);
        assertThat(server.get("/api/admin/records?limit=1", "carol:willow-signal-05").status())
                .as("in no mapped group").isEqualTo(401);

        browser = new ConsoleBrowser(profile, node.secureBase(), Duration.ofSeconds(60));
        browser.logInAt("review.xhtml", "alice", "fjord-compass-31");
        assertThat(browser.driver().findElement(By.cssSelector(".user-name")).getText()).isEqualTo("Alice Lindqvist");
        assertThat(browser.driver().findElement(By.id("review:answers")).isDisplayed()).isTrue();
        assertThat(server.get("/api/admin/audit?actor=alice&limit=50", "bob:granite-meadow-77").body())
                .contains("\"login\"");
    }
}
