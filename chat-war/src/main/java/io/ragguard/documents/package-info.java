/**
 * {@code /api/knowledge}: the door to a tenant's knowledge documents, for admins and for integration keys
 * scoped to the tenant: add a document (JSON or a file), list, read, delete, see its chunks and ingest
 * jobs, and rebuild the index. The work is the {@code knowledge} component's, in domain-ejb.
 */
package io.ragguard.documents;
