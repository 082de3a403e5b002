package io.ragguard.retrieval.opensearch;

import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.IndexedPassage;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import static io.ragguard.retrieval.control.PassageFields.CHUNK_ID;
import static io.ragguard.retrieval.control.PassageFields.DOCUMENT_ID;
import static io.ragguard.retrieval.control.PassageFields.SENTENCE_VECTORS;
import static io.ragguard.retrieval.control.PassageFields.SOURCE_ID;
import static io.ragguard.retrieval.control.PassageFields.TEXT;
import static io.ragguard.retrieval.control.PassageFields.TITLE;
import static io.ragguard.retrieval.control.PassageFields.VECTOR;

/**
 * How a passage is kept in an OpenSearch index: the index's mapping, and the JSON document of a
 * passage both ways. The passage vector is a {@code knn_vector} (Lucene HNSW, cosine); the sentence
 * vectors are only kept, never searched: a {@code binary} field holding one base64 string per
 * sentence, the sentence's float32 values little-endian, which round-trips exactly and takes about
 * half the space of JSON numbers.
 */
final class OpenSearchDocuments {

    /** The dimension of the encoder's embeddings (all-MiniLM-L6-v2). */
    static final int DIMENSION = 384;


    private OpenSearchDocuments() {
    }

    /**
     * A tenant's index: the prefix, then the tenant id, in which anything but a-z, 0-9, _ and - is
     * written {@code .} and its UTF-16 code in hex, since index names are lower case and few
     * characters are allowed: "Acme Co" is {@code <prefix>.0041cme.0020.0043o}.
     */
    static String indexName(String prefix, String tenant) {
        StringBuilder name = new StringBuilder(prefix);
        tenant.chars().forEach(c -> {
            if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
                name.append((char) c);
            } else {
                name.append('.').append(String.format("%04x", c));
            }
        });
        return name.toString();
    }

    /** Settings and mapping of a tenant's index; unknown fields are refused, not guessed. */
    static JsonObject index() {
        JsonObject english = Json.createObjectBuilder().add("type", "text").add("analyzer", "english").build();
        JsonObject keyword = Json.createObjectBuilder().add("type", "keyword").build();
        return Json.createObjectBuilder()
                .add("settings", Json.createObjectBuilder().add("index", Json.createObjectBuilder().add("knn", true)))
                .add("mappings", Json.createObjectBuilder()
                        .add("dynamic", "strict")
                        .add("properties", Json.createObjectBuilder()
                                .add(CHUNK_ID, keyword)
                                .add(DOCUMENT_ID, keyword)
                                .add(TITLE, english)
                                .add(SOURCE_ID, keyword)
                                .add(TEXT, english)
                                .add(VECTOR, Json.createObjectBuilder()
                                        .add("type", "knn_vector")
                                        .add("dimension", DIMENSION)
                                        .add("method", Json.createObjectBuilder()
                                                .add("name", "hnsw")
                                                .add("engine", "lucene")
                                                .add("space_type", "cosinesimil")))
                                .add(SENTENCE_VECTORS, Json.createObjectBuilder().add("type", "binary"))))
                .build();
    }

    static JsonObject document(IndexedPassage passage) {
        JsonArrayBuilder sentences = Json.createArrayBuilder();
        passage.sentenceVectors().forEach(vector -> sentences.add(base64(vector)));
        JsonObjectBuilder document = Json.createObjectBuilder()
                .add(CHUNK_ID, String.valueOf(passage.chunkId()))
                .add(DOCUMENT_ID, String.valueOf(passage.documentId()))
                .add(TEXT, passage.text())
                .add(VECTOR, numbers(passage.vector()))
                .add(SENTENCE_VECTORS, sentences);
        if (passage.title() != null) {
            document.add(TITLE, passage.title());
        }
        if (passage.sourceId() != null) {
            document.add(SOURCE_ID, passage.sourceId());
        }
        return document.build();
    }

    /** A search hit as a candidate scored {@code score}. */
    static Candidate candidate(JsonObject hit, double score) {
        JsonObject source = hit.getJsonObject("_source");
        List<float[]> sentences = new ArrayList<>();
        JsonArray stored = source.getJsonArray(SENTENCE_VECTORS);
        if (stored != null) {
            stored.getValuesAs(JsonString.class).forEach(value -> sentences.add(floats(value.getString())));
        }
        return new Candidate(source.getString(CHUNK_ID), source.getString(DOCUMENT_ID),
                source.getString(TITLE, null), source.getString(SOURCE_ID, null), source.getString(TEXT, ""),
                score, vector(source.getJsonArray(VECTOR)), sentences);
    }

    /** Floats as JSON numbers in their shortest exact decimal form. */
    static JsonArrayBuilder numbers(float[] vector) {
        JsonArrayBuilder numbers = Json.createArrayBuilder();
        for (float value : vector) {
            numbers.add(new BigDecimal(Float.toString(value)));
        }
        return numbers;
    }

    private static float[] vector(JsonArray array) {
        if (array == null) {
            return new float[0];
        }
        float[] vector = new float[array.size()];
        for (int i = 0; i < vector.length; i++) {
            // the decimal as written, parsed straight to float: exact (double first could round twice)
            vector[i] = Float.parseFloat(((JsonNumber) array.get(i)).toString());
        }
        return vector;
    }

    private static String base64(float[] vector) {
        ByteBuffer bytes = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asFloatBuffer().put(vector);
        return Base64.getEncoder().encodeToString(bytes.array());
    }

    private static float[] floats(String base64) {
        ByteBuffer bytes = ByteBuffer.wrap(Base64.getDecoder().decode(base64)).order(ByteOrder.LITTLE_ENDIAN);
        float[] vector = new float[bytes.remaining() / Float.BYTES];
        bytes.asFloatBuffer().get(vector);
        return vector;
    }
}
