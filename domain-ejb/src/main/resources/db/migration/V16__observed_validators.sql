-- a validator in observe mode ran and was recorded, but its verdict neither changed nor refused the answer
alter table validator_result add column observed boolean default false not null;
