-- the model that wrote a recorded answer: openai:gpt-4o-mini, extractive, extractive (fallback: timeout)
alter table validation_record add column generator varchar(255);
