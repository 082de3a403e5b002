-- Knowledge is indexed in the background: one job per uploaded document, claimed by one node,
-- its progress kept so that a client (and the console) can follow it and a node can take over
-- the job of a node that died.
create table ingest_job (
    id           varchar(64)   primary key,
    document_id  bigint        not null references knowledge_document (id) on delete cascade,
    tenant_id    varchar(64)   not null,
    status       varchar(16)   not null,
    chunks       integer       not null,
    indexed      integer       not null,
    error        varchar(1000),
    claimed_by   varchar(200),
    created_by   varchar(200)  not null,
    created_at   timestamp     not null,
    updated_at   timestamp     not null
);
create index ix_job_status on ingest_job (status, updated_at);
create index ix_job_document on ingest_job (document_id);

-- records and conversations are purged by age (recording.retention.days)
create index ix_record_created on validation_record (created_at);
create index ix_conversation_created on conversation (created_at);
create index ix_message_created on message (created_at);
