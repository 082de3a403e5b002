package io.ragguard.knowledge.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * The whole text of a {@link KnowledgeDocument}, kept apart from the document's row so that the
 * chunks, which refer to that row, never carry the text along; read only to show the document.
 */
@Entity
@Table(name = "knowledge_document_text")
public class DocumentText {

    @Id
    @Column(name = "document_id")
    private Long documentId;

    @Column(nullable = false)
    private String content;

    protected DocumentText() {
    }

    /** The text of a document already persisted (its id known). */
    public DocumentText(KnowledgeDocument document, String content) {
        this.documentId = document.getId();
        this.content = content;
    }

    public String getContent() {
        return content;
    }
}
