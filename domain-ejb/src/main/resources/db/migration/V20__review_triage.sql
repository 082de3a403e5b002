-- Triage of the review queue: each recorded answer's severity (high, medium, low; null for one that needs no
-- review), the key its repeats share (a SHA-256 in hex of tenant, UTC day, folded question, status and the
-- validators that flagged it), and who is to review it (a user's name, or role:admin / role:compliance) with
-- who assigned it and when. Records made before this version get their severity and group key when the
-- application starts (recording's TriageBackfill), a batch at a time. Portable between H2 2.x and PostgreSQL 15.
alter table validation_record add column severity varchar(8);
alter table validation_record add column group_key varchar(64);
alter table validation_record add column assignee varchar(200);
alter table validation_record add column assigned_by varchar(200);
alter table validation_record add column assigned_at timestamp;

-- the queue's groups and its filters by severity and by assignee
create index ix_record_group on validation_record (group_key, created_at);
create index ix_record_severity on validation_record (severity, created_at);
create index ix_record_assignee on validation_record (assignee, created_at);
