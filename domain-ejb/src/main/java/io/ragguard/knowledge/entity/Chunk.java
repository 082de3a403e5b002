package io.ragguard.knowledge.entity;

import io.ragguard.database.V6__IdSequences;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/** A passage of a document, the unit that is indexed, retrieved and cited. */
@Entity
@Table(name = "chunk")
@NamedQuery(name = Chunk.OF_TENANT,
        query = "select c from Chunk c join fetch c.document where c.tenantId = :tenant order by c.id")
@NamedQuery(name = Chunk.COUNT_OF_TENANT, query = "select count(c) from Chunk c where c.tenantId = :tenant")
@NamedQuery(name = Chunk.OF_DOCUMENT,
        query = "select c from Chunk c where c.document.id = :document order by c.ordinal, c.id")
@NamedQuery(name = Chunk.OF_DOCUMENT_AFTER, query = "select c from Chunk c join fetch c.document "
        + "where c.document.id = :document and c.id > :after order by c.id")
public class Chunk {

    public static final String OF_TENANT = "Chunk.ofTenant";
    public static final String COUNT_OF_TENANT = "Chunk.countOfTenant";
    public static final String OF_DOCUMENT_AFTER = "Chunk.ofDocumentAfter";
    public static final String OF_DOCUMENT = "Chunk.ofDocument";

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "chunk_seq")
    @SequenceGenerator(name = "chunk_seq", sequenceName = "chunk_seq", allocationSize = V6__IdSequences.ALLOCATION)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "document_id")
    private KnowledgeDocument document;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(nullable = false)
    private int ordinal;

    @Column(nullable = false)
    private String text;

    protected Chunk() {
    }

    public Chunk(KnowledgeDocument document, int ordinal, String text) {
        this.document = document;
        this.tenantId = document.getTenantId();
        this.ordinal = ordinal;
        this.text = text;
    }

    public Long getId() {
        return id;
    }

    public KnowledgeDocument getDocument() {
        return document;
    }

    public String getTenantId() {
        return tenantId;
    }

    public int getOrdinal() {
        return ordinal;
    }

    public String getText() {
        return text;
    }
}
