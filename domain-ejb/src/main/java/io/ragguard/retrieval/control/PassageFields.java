package io.ragguard.retrieval.control;

/**
 * The field names an indexed passage has in every {@link SearchStore}: a Lucene document and an
 * OpenSearch document hold the same passage under the same names.
 */
public final class PassageFields {

    public static final String CHUNK_ID = "chunk_id";
    public static final String DOCUMENT_ID = "document_id";
    public static final String TITLE = "title";
    public static final String SOURCE_ID = "source_id";
    public static final String TEXT = "text";
    public static final String VECTOR = "vector";
    public static final String SENTENCE_VECTORS = "sentence_vectors";

    private PassageFields() {
    }
}
