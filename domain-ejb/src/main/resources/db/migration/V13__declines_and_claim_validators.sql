-- Why a recorded reply does not answer, and which validator judged each recorded claim. Portable between
-- H2 2.x and PostgreSQL 15.

-- no_context, off_topic, unsupported or out_of_scope when the record's status is declined; null otherwise
alter table validation_record add column decline_reason varchar(16);

-- the validator whose verdict the claim is (faithfulness labels supported, unsupported, contradicted and
-- not_a_claim; claims labels Supported, Contradictory and Insufficient); null for claims recorded before
alter table recorded_claim add column validator varchar(40);
