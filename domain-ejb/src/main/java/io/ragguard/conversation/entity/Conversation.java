package io.ragguard.conversation.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.Objects;

@Entity
@Table(name = "conversation")
@NamedQuery(name = Conversation.DELETE_EMPTY_OLDER_THAN, query = "delete from Conversation c where c.createdAt < :cutoff "
        + "and not exists (select m from Message m where m.conversationId = c.id)")
/** A tenant's conversations, and by the database's cascade their messages. */
@NamedQuery(name = Conversation.DELETE_OF_TENANT, query = "delete from Conversation c where c.tenantId = :tenant")
public class Conversation {

    public static final String DELETE_EMPTY_OLDER_THAN = "Conversation.deleteEmptyOlderThan";
    public static final String DELETE_OF_TENANT = "Conversation.deleteOfTenant";

    @Id
    private String id;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    /** The integration key that began it, the only one that continues it; null: begun without a key. */
    @Column(name = "key_id")
    private Long keyId;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected Conversation() {
    }

    public Conversation(String id, String tenantId, Long keyId) {
        this.id = id;
        this.tenantId = tenantId;
        this.keyId = keyId;
        this.createdAt = Instant.now();
    }

    public String getId() {
        return id;
    }

    /** Whether the caller may continue it: the tenant it was begun in, and the key that began it. */
    public boolean belongsTo(String tenant, Long key) {
        return tenantId.equals(tenant) && Objects.equals(keyId, key);
    }
}
