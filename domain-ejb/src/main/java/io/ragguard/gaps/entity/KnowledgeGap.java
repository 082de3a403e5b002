package io.ragguard.gaps.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

/** A name an answer used for a question that none of the retrieved evidence contained. */
@Entity
@Table(name = "knowledge_gap")
@NamedQuery(name = KnowledgeGap.OF_TENANT,
        query = "select g from KnowledgeGap g where g.tenantId = :tenant order by g.createdAt desc, g.id desc")
@NamedQuery(name = KnowledgeGap.SUMMARY,
        query = "select g.entityName, count(g), max(g.createdAt) from KnowledgeGap g where g.tenantId = :tenant "
                + "group by g.entityName order by count(g) desc, max(g.createdAt) desc, g.entityName")
@NamedQuery(name = KnowledgeGap.DELETE_OF_TENANT, query = "delete from KnowledgeGap g where g.tenantId = :tenant")
public class KnowledgeGap {

    public static final String OF_TENANT = "KnowledgeGap.ofTenant";
    public static final String SUMMARY = "KnowledgeGap.summary";
    public static final String DELETE_OF_TENANT = "KnowledgeGap.deleteOfTenant";
    static final int ENTITY_LENGTH = 500;
    static final int QUESTION_LENGTH = 4000;

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(name = "entity", nullable = false)
    private String entityName;

    @Column(nullable = false)
    private String question;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected KnowledgeGap() {
    }

    /** Over-long names and questions are cut to what the columns hold. */
    public KnowledgeGap(String tenantId, String entityName, String question) {
        this.tenantId = tenantId;
        this.entityName = cut(entityName, ENTITY_LENGTH);
        this.question = cut(question == null ? "" : question, QUESTION_LENGTH);
        this.createdAt = Instant.now();
    }

    private static String cut(String text, int length) {
        return text.length() <= length ? text : text.substring(0, length);
    }

    public Long getId() {
        return id;
    }

    public String getTenantId() {
        return tenantId;
    }

    public String getEntityName() {
        return entityName;
    }

    public String getQuestion() {
        return question;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }
}
