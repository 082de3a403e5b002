package io.ragguard.conversation.boundary;

import io.ragguard.conversation.entity.Conversation;
import io.ragguard.conversation.entity.Message;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;

@Stateless
public class Conversations {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._:-]{1,64}");

    @PersistenceContext
    EntityManager em;

    /**
     * The conversation to continue: a new one when {@code requested} is null, the named one when it
     * exists for this tenant, or a new one under the name the client chose.
     */
    public String open(String requested, String tenant) {
        if (requested == null) {
            String id = UUID.randomUUID().toString();
            em.persist(new Conversation(id, tenant));
            return id;
        }
        if (!ID.matcher(requested).matches()) {
            throw new InvalidConversationException(
                    "conversation_id must be 1 to 64 letters, digits or . _ : -");
        }
        Conversation existing = em.find(Conversation.class, requested);
        if (existing == null) {
            em.persist(new Conversation(requested, tenant));
        } else if (!existing.belongsTo(tenant)) {
            throw new InvalidConversationException("conversation " + requested + " belongs to another tenant");
        }
        return requested;
    }

    public void append(String conversation, String role, String content) {
        em.persist(new Message(conversation, role, content));
    }

    public List<ChatMessage> messages(String conversation) {
        return em.createNamedQuery(Message.OF_CONVERSATION, Message.class)
                .setParameter("conversation", conversation)
                .getResultStream()
                .map(m -> new ChatMessage(m.getRole(), m.getContent()))
                .toList();
    }
}
