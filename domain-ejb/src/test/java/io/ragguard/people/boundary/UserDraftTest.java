package io.ragguard.people.boundary;

import io.ragguard.request.Problem;
import org.junit.jupiter.api.Test;

import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class UserDraftTest {

    private static Optional<String> field(UserDraft draft) {
        return draft.problem().map(Problem::field);
    }

    private static UserDraft draft(String name, String displayName, Set<String> roles, String password) {
        return new UserDraft(name, displayName, roles, password, null);
    }

    @Test
    void acceptsADraftWithinTheRules() {
        UserDraft draft = draft(" j.doe@example-1_x ", "Jane Doe", Set.of("Admin", " compliance"), "twelve chars");

        assertThat(draft.problem()).isEmpty();
        assertThat(draft.name()).isEqualTo("j.doe@example-1_x");
        assertThat(draft.parsedRoles()).containsExactlyInAnyOrder(Role.ADMIN, Role.COMPLIANCE);
        assertThat(draft.enabled()).as("enabled when left out").isTrue();
    }

    @Test
    void takesTheNameAsDisplayNameWhenNoneIsGivenAndNeedsNoPassword() {
        UserDraft draft = draft("dana", " ", Set.of("compliance"), null);

        assertThat(draft.problem()).isEmpty();
        assertThat(draft.displayName()).isEqualTo("dana");
    }

    @Test
    void namesTheFieldAtFault() {
        assertThat(field(draft(null, "x", Set.of("admin"), null))).contains("name");
        assertThat(field(draft("", "x", Set.of("admin"), null))).contains("name");
        assertThat(field(draft("jane doe", "x", Set.of("admin"), null))).contains("name");
        assertThat(field(draft("d\u0430na", "x", Set.of("admin"), null))).as("a Cyrillic а").contains("name");
        assertThat(field(draft("a".repeat(101), "x", Set.of("admin"), null))).contains("name");
        assertThat(field(draft("a".repeat(100), "x", Set.of("admin"), null))).isEmpty();
        assertThat(field(draft("jane", "x".repeat(201), Set.of("admin"), null))).contains("display_name");
        assertThat(field(draft("jane", "two\nlines", Set.of("admin"), null))).contains("display_name");
        assertThat(field(draft("jane", "x", Set.of(), null))).contains("roles");
        assertThat(field(draft("jane", "x", null, null))).contains("roles");
        assertThat(field(draft("jane", "x", Set.of("admin", "root"), null))).contains("roles");
        assertThat(field(draft("jane", "x", Set.of("admin"), "eleven char"))).contains("password");
        assertThat(field(draft("jane", "x", Set.of("admin"), "x".repeat(1_001)))).contains("password");
        assertThat(field(draft("jane", "x", Set.of("admin"), "twelve chars"))).isEmpty();
    }

    @Test
    void checksOnlyWhatAChangeGives() {
        assertThat(new UserChange(null, null, null, null).problem()).isEmpty();
        assertThat(new UserChange(null, null, false, null).problem()).isEmpty();
        assertThat(new UserChange(" ", null, null, null).problem()).map(Problem::field).contains("display_name");
        assertThat(new UserChange(null, Set.of(), null, null).problem()).map(Problem::field).contains("roles");
        assertThat(new UserChange(null, Set.of("auditor"), null, null).problem()).map(Problem::field)
                .contains("roles");
        assertThat(new UserChange(null, null, null, "short").problem()).map(Problem::field).contains("password");
        assertThat(new UserChange("Dana W.", Set.of("ADMIN"), true, "a long new password").problem()).isEmpty();
        assertThat(new UserChange(null, Set.of("ADMIN"), null, null).parsedRoles()).containsExactly(Role.ADMIN);
        assertThat(new UserChange(null, null, null, null).parsedRoles()).isNull();
    }

    @Test
    void rolesAreStoredAndListedByTheirNames() {
        assertThat(Role.joined(Set.of(Role.COMPLIANCE, Role.ADMIN))).isEqualTo("admin,compliance");
        assertThat(Role.split("compliance,admin,root")).containsExactlyInAnyOrder(Role.ADMIN, Role.COMPLIANCE);
        assertThat(Role.names(Set.of(Role.COMPLIANCE, Role.ADMIN))).containsExactly("admin", "compliance");
        assertThat(Role.parse(" Compliance ")).contains(Role.COMPLIANCE);
        assertThat(Role.parse("admins")).isEmpty();
    }
}
