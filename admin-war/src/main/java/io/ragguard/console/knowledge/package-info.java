/**
 * The knowledge page: a tenant's documents a page at a time, file upload through the knowledge
 * boundary (the same path as {@code POST /api/knowledge}), deletion and rebuilding the index.
 */
package io.ragguard.console.knowledge;
