package io.ragguard.conversation.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "conversation")
public class Conversation {

    @Id
    private String id;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected Conversation() {
    }

    public Conversation(String id, String tenantId) {
        this.id = id;
        this.tenantId = tenantId;
        this.createdAt = Instant.now();
    }

    public String getId() {
        return id;
    }

    public boolean belongsTo(String tenant) {
        return tenantId.equals(tenant);
    }
}
