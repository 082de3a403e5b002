/**
 * The search store for more than one node: an OpenSearch cluster reached over its REST API, one
 * index per tenant with BM25 and a k-NN field.
 */
package io.ragguard.retrieval.opensearch;
