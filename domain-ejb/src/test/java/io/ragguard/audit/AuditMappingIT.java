package io.ragguard.audit;

import io.ragguard.audit.entity.AuditEvent;
import io.ragguard.database.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.temporal.ChronoUnit;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

class AuditMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @Test
    void listsEventsNewestFirstLimitedToTheMostRecent() {
        AuditEvent first = new AuditEvent("alice", "setting.change", "validation.mode", "enforce", "shadow");
        db.run(em -> em.persist(first));
        db.run(em -> em.persist(new AuditEvent("bob", "setting.change", "validation.mode", "shadow", "off")));
        db.run(em -> em.persist(new AuditEvent("alice", "setting.reset", "validation.mode", "off", null)));

        List<AuditEvent> recent = db.read(em -> em.createNamedQuery(AuditEvent.RECENT, AuditEvent.class)
                .setMaxResults(2).getResultList());
        List<AuditEvent> all = db.read(em -> em.createNamedQuery(AuditEvent.RECENT, AuditEvent.class)
                .getResultList());

        assertThat(recent).extracting(AuditEvent::getActor, AuditEvent::getAction, AuditEvent::getOldValue,
                AuditEvent::getNewValue).containsExactly(
                tuple("alice", "setting.reset", "off", null),
                tuple("bob", "setting.change", "shadow", "off"));
        assertThat(all).last().satisfies(e -> {
            assertThat(e.getTarget()).isEqualTo("validation.mode");
            assertThat(e.getAt()).isCloseTo(first.getAt(), within(1, ChronoUnit.MILLIS));
        });
    }

    @Test
    void holdsTheLongestSettingValueAsOldAndNewValue() {
        String longest = "x".repeat(4000);
        db.run(em -> em.persist(new AuditEvent("alice", "setting.change", "chat.default.tenant", longest, longest)));

        List<AuditEvent> all = db.read(em -> em.createNamedQuery(AuditEvent.RECENT, AuditEvent.class).getResultList());

        assertThat(all).singleElement().satisfies(e -> {
            assertThat(e.getOldValue()).isEqualTo(longest);
            assertThat(e.getNewValue()).isEqualTo(longest);
        });
    }
}
