package io.ragguard.retrieval.control;

import java.util.Collection;
import java.util.List;

/**
 * Where each tenant's passages are indexed and searched, lexically (BM25) and by meaning (k-NN over
 * the passage embeddings): Lucene on local disk by default, or an OpenSearch cluster, chosen by the
 * {@code retrieval.store} setting. Fusion, thresholds and diversity are the same for both and live
 * in {@link HybridSearch}.
 */
public interface SearchStore {

    /** The name {@code retrieval.store} selects this store by. */
    String name();

    /** Replaces everything indexed for the tenant. */
    void replaceAll(String tenant, Collection<IndexedPassage> passages);

    /** Adds passages, replacing any with the same chunk id. */
    void add(String tenant, Collection<IndexedPassage> passages);

    /** Removes every passage of one document. */
    void deleteDocument(String tenant, long documentId);

    /** The best {@code k} passages by BM25, best first; {@code score} is the raw BM25 score. */
    List<Candidate> lexical(String tenant, String question, int k);

    /** The {@code k} passages nearest the vector, best first; {@code score} is their cosine similarity. */
    List<Candidate> dense(String tenant, float[] vector, int k);

    /** How many passages the tenant has indexed. */
    long count(String tenant);

    /** Removes the tenant's index altogether (a deleted tenant's); a tenant without one has no passages. */
    void drop(String tenant);
}
