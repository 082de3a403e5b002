-- the integration key that began a conversation, the only one that may continue it; null: begun without one
alter table conversation add column key_id bigint;
