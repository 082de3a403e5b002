package io.ragguard.knowledge.entity;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.io.StringReader;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

@Entity
@Table(name = "knowledge_document")
@NamedQuery(name = KnowledgeDocument.COUNT_BY_TENANT,
        query = "select d.tenantId, count(d) from KnowledgeDocument d group by d.tenantId")
@NamedQuery(name = KnowledgeDocument.CHUNK_COUNT,
        query = "select count(c) from Chunk c where c.document.id = :id")
/** A tenant's documents, and by the database's cascade their texts, chunks and indexing jobs. */
@NamedQuery(name = KnowledgeDocument.DELETE_OF_TENANT,
        query = "delete from KnowledgeDocument d where d.tenantId = :tenant")
public class KnowledgeDocument {

    public static final String COUNT_BY_TENANT = "KnowledgeDocument.countByTenant";
    public static final String CHUNK_COUNT = "KnowledgeDocument.chunkCount";
    public static final String DELETE_OF_TENANT = "KnowledgeDocument.deleteOfTenant";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(nullable = false)
    private String title;

    @Column(name = "source_id", nullable = false)
    private String sourceId;

    /** A JSON object of strings, or null when the document has no metadata. */
    @Column
    private String metadata;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected KnowledgeDocument() {
    }

    public KnowledgeDocument(String tenantId, String title, String sourceId) {
        this(tenantId, title, sourceId, Map.of());
    }

    /**
     * A document; a null {@code sourceId} is replaced by {@code doc-<id>} once the id is known. Its
     * text is a {@link DocumentText} of its own.
     */
    public KnowledgeDocument(String tenantId, String title, String sourceId, Map<String, String> metadata) {
        this.tenantId = tenantId;
        this.title = title;
        this.sourceId = sourceId == null ? "" : sourceId;
        this.metadata = metadata.isEmpty() ? null : json(metadata);
        this.createdAt = Instant.now();
    }

    /** After the first insert: gives a document stored without a source id the source id {@code doc-<id>}. */
    public void nameSourceAfterId() {
        if (sourceId.isEmpty() && id != null) {
            sourceId = "doc-" + id;
        }
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

    public Map<String, String> getMetadata() {
        return metadata(metadata);
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    /** The metadata column read back: the JSON object of strings as a sorted map, empty for null. */
    public static Map<String, String> metadata(String json) {
        Map<String, String> values = new TreeMap<>();
        if (json != null && !json.isBlank()) {
            try (JsonReader reader = Json.createReader(new StringReader(json))) {
                JsonObject object = reader.readObject();
                object.forEach((key, value) -> values.put(key,
                        value instanceof JsonString string ? string.getString() : value.toString()));
            }
        }
        return values;
    }

    private static String json(Map<String, String> values) {
        JsonObjectBuilder object = Json.createObjectBuilder();
        new TreeMap<>(values).forEach(object::add);
        return object.build().toString();
    }
}
