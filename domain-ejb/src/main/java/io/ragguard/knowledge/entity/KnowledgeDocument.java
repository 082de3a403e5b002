package io.ragguard.knowledge.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "knowledge_document")
@NamedQuery(name = KnowledgeDocument.COUNT_BY_TENANT,
        query = "select d.tenantId, count(d) from KnowledgeDocument d group by d.tenantId")
public class KnowledgeDocument {

    public static final String COUNT_BY_TENANT = "KnowledgeDocument.countByTenant";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(nullable = false)
    private String title;

    @Column(name = "source_id", nullable = false)
    private String sourceId;

    @Column(nullable = false)
    private String content;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected KnowledgeDocument() {
    }

    public KnowledgeDocument(String tenantId, String title, String sourceId, String content) {
        this.tenantId = tenantId;
        this.title = title;
        this.sourceId = sourceId;
        this.content = content;
        this.createdAt = Instant.now();
    }

    public Long getId() {
        return id;
    }

    public String getTenantId() {
        return tenantId;
    }

    public String getTitle() {
        return title;
    }

    public String getSourceId() {
        return sourceId;
    }

    public String getContent() {
        return content;
    }
}
