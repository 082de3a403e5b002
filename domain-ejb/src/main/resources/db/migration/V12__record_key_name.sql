-- the name of the integration key a recorded request presented (never its value); null for none
alter table validation_record add column key_name varchar(100);
