/**
 * Retrieval: finds a tenant's passages for a question in a Lucene index derived from the
 * database, scores their similarity in [0, 1] and drops what falls below the threshold.
 */
package io.ragguard.retrieval;
