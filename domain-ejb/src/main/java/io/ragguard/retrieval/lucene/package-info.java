/**
 * The embedded search store: one Lucene index per tenant on local disk, BM25 and HNSW side by
 * side, with each passage's vectors stored for fusion, diversity and the validators.
 */
package io.ragguard.retrieval.lucene;
