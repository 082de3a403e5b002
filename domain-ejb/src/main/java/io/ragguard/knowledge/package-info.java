/**
 * Knowledge: the documents each tenant's answers are grounded in, and the sentence-aware chunks
 * they are cut into. The database is the source of truth; the search index is derived from it.
 */
package io.ragguard.knowledge;
