-- The reasons histogram per tenant, so that the dashboard's reasons follow its tenant filter: each hour's bucket
-- is one tenant's. Hours counted before this version have no tenant ('') and count only for all tenants
-- together. The unique key leads with the hour, so that a range (of one tenant or all) reads its part of the
-- index. Portable between H2 2.x and PostgreSQL 15.
alter table histogram_bucket add column tenant_id varchar(64) default '' not null;
alter table histogram_bucket drop constraint uq_histogram;
alter table histogram_bucket add constraint uq_histogram_hour unique (bucket_start, tenant_id, validator, reason);
