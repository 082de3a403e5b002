package io.ragguard.conversation.boundary;

import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Conversations on the real schema: turns appended with personal data redacted, old messages purged. */
class ConversationsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @BeforeEach
    void tenant() {
        db.execute("insert into tenant (id, name, domain, created_at) values ('northwind', 'Northwind', 'retail', "
                + "CURRENT_TIMESTAMP)");
    }

    private static Conversations conversations(EntityManager em, boolean raw) {
        Conversations conversations = new Conversations();
        conversations.em = em;
        conversations.rawPersonalData = () -> raw;
        return conversations;
    }

    private long count(String table) {
        return db.read(em -> ((Number) em.createNativeQuery("select count(*) from " + table).getSingleResult())
                .longValue());
    }

    @Test
    void createsTheConversationWithItsFirstTurnAndRedactsPersonalData() {
        db.run(em -> conversations(em, false).append("c1", "northwind", 1L, "Mail me at jane@example.com", "Done."));
        db.run(em -> conversations(em, false).append("c1", "northwind", 1L, "And call 555-123-4567", null));

        List<ChatMessage> messages = db.read(em -> conversations(em, false).messages("c1"));

        assertThat(messages).extracting(ChatMessage::content).containsExactly("Mail me at [REDACTED EMAIL]", "Done.",
                "And call [REDACTED PHONE]");
        assertThat(count("conversation")).isEqualTo(1);
    }

    @Test
    void continuesAConversationOnlyForTheKeyThatBeganItAndRefusesEveryOtherIdAlike() {
        db.run(em -> conversations(em, false).append("c1", "northwind", 1L, "Where is my order?", "It shipped."));

        assertThat(db.read(em -> conversations(em, false).history("c1", "northwind", 1L)).messages()).hasSize(2);
        String begun = db.read(em -> conversations(em, false).history(null, "northwind", 1L).id());
        assertThat(begun).isNotEqualTo("c1");
        for (Object[] other : new Object[][] {{"c1", "northwind", 2L}, {"c1", "northwind", null}, {"c1", "medica", 1L},
                {"never-begun", "northwind", 1L}}) {
            assertThatThrownBy(() -> db.read(em -> conversations(em, false).history((String) other[0],
                    (String) other[1], (Long) other[2]))).isInstanceOf(ForeignConversationException.class)
                    .hasMessage("conversation_id " + other[0] + " is no conversation this key began; leave it out to "
                            + "begin one (the answer names its id)");
        }
        assertThatThrownBy(() -> db.read(em -> conversations(em, false).history("has spaces", "northwind", 1L)))
                .isInstanceOf(InvalidConversationException.class);
    }

    @Test
    void keepsPersonalDataWhenToldTo() {
        db.run(em -> conversations(em, true).append("c1", "northwind", 1L, "Mail me at jane@example.com", "Done."));

        assertThat(db.read(em -> conversations(em, true).messages("c1")).get(0).content())
                .isEqualTo("Mail me at jane@example.com");
    }

    @Test
    void deletesOldMessagesAndTheConversationsLeftEmpty() {
        db.run(em -> {
            conversations(em, false).append("old", "northwind", 1L, "Where is my order?", "It shipped.");
            conversations(em, false).append("mixed", "northwind", 1L, "Hello?", "Hello.");
        });
        db.execute("update message set created_at = TIMESTAMP '2020-01-01 00:00:00' where conversation_id = 'old'");
        db.execute("update conversation set created_at = TIMESTAMP '2020-01-01 00:00:00'");
        db.execute("update message set created_at = TIMESTAMP '2020-01-01 00:00:00' where conversation_id = 'mixed' "
                + "and role = 'user'");

        int deleted = db.transaction(em -> conversations(em, false)
                .purgeOlderThan(Instant.parse("2021-01-01T00:00:00Z"), 10));

        assertThat(deleted).isEqualTo(3);
        assertThat(count("message")).isEqualTo(1);
        List<?> left = db.read(em -> em.createNativeQuery("select id from conversation").getResultList());
        assertThat(left).hasSize(1).first().hasToString("mixed");
    }

    @Test
    void forgetsADeletedTenantsConversationsWithTheirMessagesSoItsRowCanGo() {
        db.execute("insert into tenant (id, name, domain, created_at) values ('medica', 'Medica', 'pharma', "
                + "CURRENT_TIMESTAMP)");
        db.run(em -> {
            conversations(em, false).append("c1", "northwind", 1L, "Where is my order?", "It shipped.");
            conversations(em, false).append("c2", "medica", 1L, "How cold?", "Below 8 degrees.");
        });

        db.run(em -> conversations(em, false).forget(new TenantDeleted("northwind", "carol")));
        db.run(em -> em.remove(em.find(Tenant.class, "northwind")));

        assertThat(count("conversation")).isEqualTo(1);
        assertThat(count("message")).isEqualTo(2);
        List<ChatMessage> kept = db.read(em -> conversations(em, false).messages("c2"));
        assertThat(kept).extracting(ChatMessage::content).containsExactly("How cold?", "Below 8 degrees.");
    }
}
