package io.ragguard.conversation;

import io.ragguard.conversation.entity.Conversation;
import io.ragguard.conversation.entity.Message;
import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.PersistenceException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class ConversationMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @BeforeEach
    void addTenantAndConversations() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Retail", "retail"));
            em.persist(new Conversation("c-1", "northwind", null));
            em.persist(new Conversation("c-2", "northwind", 7L));
        });
    }

    private List<Message> messagesOf(String conversation) {
        return db.read(em -> em.createNamedQuery(Message.OF_CONVERSATION, Message.class)
                .setParameter("conversation", conversation).getResultList());
    }

    @Test
    void listsTheMessagesOfOneConversationInTheOrderWritten() {
        db.run(em -> {
            em.persist(new Message("c-1", "user", "How long do returns take?"));
            em.persist(new Message("c-2", "user", "Is delivery free?"));
        });
        db.run(em -> em.persist(new Message("c-1", "assistant", "Returns take 30 days [1].")));
        db.run(em -> em.persist(new Message("c-1", "user", "And refunds?")));

        assertThat(messagesOf("c-1")).extracting(Message::getRole, Message::getContent).containsExactly(
                tuple("user", "How long do returns take?"),
                tuple("assistant", "Returns take 30 days [1]."),
                tuple("user", "And refunds?"));
        assertThat(messagesOf("unknown")).isEmpty();
    }

    @Test
    void findsAConversationWithItsTenantAndTheKeyThatBeganIt() {
        Conversation withoutKey = db.read(em -> em.find(Conversation.class, "c-1"));
        Conversation withKey = db.read(em -> em.find(Conversation.class, "c-2"));

        assertThat(withoutKey.getId()).isEqualTo("c-1");
        assertThat(withoutKey.belongsTo("northwind", null)).isTrue();
        assertThat(withoutKey.belongsTo("medica", null)).isFalse();
        assertThat(withoutKey.belongsTo("northwind", 7L)).isFalse();
        assertThat(withKey.belongsTo("northwind", 7L)).isTrue();
        assertThat(withKey.belongsTo("northwind", 8L)).isFalse();
        assertThat(withKey.belongsTo("northwind", null)).isFalse();
    }

    @Test
    void keepsALongMessageWhole() {
        String answer = "Unopened items can be returned within thirty days of purchase [1]. ".repeat(200);
        db.run(em -> em.persist(new Message("c-1", "assistant", answer)));

        assertThat(messagesOf("c-1")).singleElement().extracting(Message::getContent).isEqualTo(answer);
    }

    @Test
    void refusesAMessageOfAnUnknownConversation() {
        assertThatThrownBy(() -> db.run(em -> em.persist(new Message("c-9", "user", "Hello?"))))
                .isInstanceOf(PersistenceException.class);
    }

    @Test
    void refusesAConversationOfAnUnknownTenant() {
        assertThatThrownBy(() -> db.run(em -> em.persist(new Conversation("c-3", "nobody", null))))
                .isInstanceOf(PersistenceException.class);
    }
}
