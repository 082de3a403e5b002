-- RAG Guard schema, version 2: metadata of knowledge documents, and paging a tenant's documents
-- newest first. Portable between H2 2.x and PostgreSQL 15.

-- a JSON object of strings, as the client sent it; null when there is none
alter table knowledge_document add column metadata text;

create index ix_document_tenant_created on knowledge_document (tenant_id, created_at);
