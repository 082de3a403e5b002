package io.ragguard.people.control;

import io.ragguard.people.boundary.Role;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class ConfiguredLoginsTest {

    private final ConfiguredLogins logins = new ConfiguredLogins(Map.of("admin.user", "Admin",
            "admin.password", "s3cret-admin", "compliance.user", "compliance", "compliance.password", "s3cret-c"));

    @Test
    void theAdminHasBothRolesAndTheComplianceOfficerOne() {
        assertThat(logins.all()).extracting(ConfiguredLogins.Login::name).containsExactly("Admin", "compliance");
        assertThat(logins.named("admin")).get().extracting(ConfiguredLogins.Login::roles)
                .isEqualTo(Set.of(Role.ADMIN, Role.COMPLIANCE));
        assertThat(logins.named("COMPLIANCE")).get().extracting(ConfiguredLogins.Login::roles)
                .isEqualTo(Set.of(Role.COMPLIANCE));
    }

    @Test
    void checksThePasswordOfTheNamedLoginOnly() {
        assertThat(logins.check("admin", "s3cret-admin")).get().extracting(ConfiguredLogins.Login::name)
                .isEqualTo("Admin");
        assertThat(logins.check("admin", "s3cret-c")).isEmpty();
        assertThat(logins.check("compliance", "s3cret-admin")).isEmpty();
        assertThat(logins.check("admin", "s3cret-admin ")).isEmpty();
        assertThat(logins.check("admin", "")).isEmpty();
        assertThat(logins.check("nobody", "s3cret-admin")).isEmpty();
    }

    @Test
    void aLoginWithoutAPasswordCannotLogIn() {
        ConfiguredLogins passwordless = new ConfiguredLogins(Map.of("admin.user", "admin", "admin.password", " "));

        assertThat(passwordless.all()).singleElement().extracting(ConfiguredLogins.Login::usable).isEqualTo(false);
        assertThat(passwordless.check("admin", "")).isEmpty();
        assertThat(passwordless.check("admin", " ")).isEmpty();
    }
}
