package io.ragguard.people;

import io.ragguard.database.TestDatabase;
import io.ragguard.people.boundary.Role;
import io.ragguard.people.entity.UserAccount;
import jakarta.persistence.PersistenceException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The user_account table (migration V19) and its entity: a user stored with its name folded and its roles as
 * a comma list, found by name, listed by name, changed, and one user per name.
 */
class UserAccountMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @Test
    void storesAUserWithItsNameFoldedAndItsRolesAsACommaList() {
        db.run(em -> em.persist(new UserAccount(" Dana ", "Dana Whitfield", EnumSet.of(Role.COMPLIANCE, Role.ADMIN),
                "pbkdf2-sha512:1:c2FsdA==:aGFzaA==", true, "alice")));
        db.run(em -> em.persist(new UserAccount("carl", "Carl", Set.of(Role.COMPLIANCE), null, false, "alice")));

        Object[] row = db.read(em -> (Object[]) em.createNativeQuery("select name, roles, password_hash, enabled, "
                + "updated_at from user_account where display_name = 'Dana Whitfield'").getSingleResult());
        assertThat(row[0]).isEqualTo("dana");
        assertThat(row[1]).isEqualTo("admin,compliance");
        assertThat(row[2]).isEqualTo("pbkdf2-sha512:1:c2FsdA==:aGFzaA==");
        assertThat(row[3]).isEqualTo(true);
        assertThat(row[4]).as("never changed").isNull();

        UserAccount dana = db.read(em -> em.createNamedQuery(UserAccount.BY_NAME, UserAccount.class)
                .setParameter("name", "dana").getSingleResult());
        assertThat(dana.getRoles()).containsExactlyInAnyOrder(Role.ADMIN, Role.COMPLIANCE);
        assertThat(dana.getCreatedBy()).isEqualTo("alice");
        assertThat(dana.getCreatedAt()).isNotNull();
        List<String> listed = db.read(em -> em.createNamedQuery(UserAccount.ALL, UserAccount.class).getResultStream()
                .map(UserAccount::getName).toList());
        assertThat(listed).containsExactly("carl", "dana");
        UserAccount carl = db.read(em -> em.createNamedQuery(UserAccount.BY_NAME, UserAccount.class)
                .setParameter("name", "carl").getSingleResult());
        assertThat(carl.getPasswordHash()).isNull();
        assertThat(carl.isEnabled()).isFalse();
    }

    @Test
    void aChangeIsStoredWithWhoMadeIt() {
        long id = db.transaction(em -> {
            UserAccount user = new UserAccount("omar", "Omar", Set.of(Role.COMPLIANCE), null, true, "alice");
            em.persist(user);
            em.flush();
            return user.getId();
        });
        List<String> changed = db.transaction(em -> em.find(UserAccount.class, id).change("Omar Haddad",
                EnumSet.allOf(Role.class), "pbkdf2-sha512:2:c2FsdA==:aGFzaA==", "bob"));
        boolean disabled = db.transaction(em -> em.find(UserAccount.class, id).enable(false, "bob"));

        UserAccount omar = db.read(em -> em.find(UserAccount.class, id));
        assertThat(changed).containsExactly("display name Omar → Omar Haddad",
                "roles compliance → admin,compliance", "password changed");
        assertThat(disabled).isTrue();
        assertThat(omar.getDisplayName()).isEqualTo("Omar Haddad");
        assertThat(omar.getRoles()).containsExactlyInAnyOrder(Role.ADMIN, Role.COMPLIANCE);
        assertThat(omar.isEnabled()).isFalse();
        assertThat(omar.getUpdatedBy()).isEqualTo("bob");
        assertThat(omar.getUpdatedAt()).isNotNull();
    }

    @Test
    void aNameIsOneUsers() {
        db.run(em -> em.persist(new UserAccount("dana", "Dana", Set.of(Role.COMPLIANCE), null, true, "alice")));

        assertThatThrownBy(() -> db.run(em -> em.persist(new UserAccount("DANA", "Other Dana",
                Set.of(Role.ADMIN), null, true, "alice")))).isInstanceOf(PersistenceException.class);
    }
}
