package io.ragguard.conversation.boundary;

import io.ragguard.conversation.entity.Conversation;
import io.ragguard.conversation.entity.Message;
import io.ragguard.privacy.PiiScanner;
import io.ragguard.tenant.boundary.TenantDeleted;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Conversations: what was said before a question (read without writing anything), and each
 * answered turn appended, the conversation created with its first turn. Messages are stored with
 * personal data redacted unless {@code recording.raw-personal-data} says to keep it.
 */
@Stateless
public class Conversations {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._:-]{1,64}");

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "recording.raw-personal-data", defaultValue = "false")
    Provider<Boolean> rawPersonalData;

    /**
     * The conversation to continue and its messages so far: a new one, under a new id, when
     * {@code requested} is null; the named one when this tenant's key {@code key} began it.
     *
     * @throws InvalidConversationException when the name is malformed
     * @throws ForeignConversationException when the name is of no conversation this key began, whether
     *                                      another key's, another tenant's or none at all: the same
     *                                      refusal, which tells no caller what others' ids are
     */
    public ConversationHistory history(String requested, String tenant, Long key) {
        if (requested == null) {
            return new ConversationHistory(UUID.randomUUID().toString(), List.of());
        }
        if (!ID.matcher(requested).matches()) {
            throw new InvalidConversationException(
                    "conversation_id must be 1 to 64 letters, digits or . _ : -");
        }
        Conversation existing = em.find(Conversation.class, requested);
        if (existing == null || !existing.belongsTo(tenant, key)) {
            throw new ForeignConversationException("conversation_id " + requested + " is no conversation this key "
                    + "began; leave it out to begin one (the answer names its id)");
        }
        return new ConversationHistory(requested, messages(requested));
    }

    /**
     * Appends a question and its answer (none when it was refused) to the conversation, creating it
     * when this is its first turn.
     */
    public void append(String conversation, String tenant, Long key, String question, String answer) {
        if (em.find(Conversation.class, conversation) == null) {
            em.persist(new Conversation(conversation, tenant, key));
        }
        em.persist(new Message(conversation, "user", stored(question)));
        if (answer != null) {
            em.persist(new Message(conversation, "assistant", stored(answer)));
        }
    }

    public List<ChatMessage> messages(String conversation) {
        return em.createNamedQuery(Message.OF_CONVERSATION, Message.class)
                .setParameter("conversation", conversation)
                .getResultStream()
                .map(m -> new ChatMessage(m.getRole(), m.getContent()))
                .toList();
    }

    /**
     * Deletes up to {@code max} of the messages written before {@code cutoff}, and the conversations begun
     * before it that have no message left; returns how many messages it deleted.
     */
    public int purgeOlderThan(Instant cutoff, int max) {
        List<Long> ids = em.createNamedQuery(Message.OLDER_THAN, Long.class).setParameter("cutoff", cutoff)
                .setMaxResults(max).getResultList();
        if (!ids.isEmpty()) {
            em.createNamedQuery(Message.DELETE_IDS).setParameter("ids", ids).executeUpdate();
        }
        em.createNamedQuery(Conversation.DELETE_EMPTY_OLDER_THAN).setParameter("cutoff", cutoff).executeUpdate();
        return ids.size();
    }

    /** A deleted tenant's conversations go, with their messages (the database's cascade). */
    public void forget(@Observes TenantDeleted tenant) {
        em.createNamedQuery(Conversation.DELETE_OF_TENANT).setParameter("tenant", tenant.id()).executeUpdate();
    }

    private String stored(String text) {
        return rawPersonalData.get() ? text : PiiScanner.redact(text);
    }
}
