-- A document's whole text lives in a table of its own. Inserting a chunk checks its document's row
-- (the foreign key), and every query that fetches chunks with their document reads that row: with
-- megabytes of text in it, H2 decoded the whole text again for each chunk, and a 3 MB upload ran
-- past the transaction timeout.
create table knowledge_document_text (
    document_id bigint not null primary key references knowledge_document (id) on delete cascade,
    content     text   not null
);
insert into knowledge_document_text (document_id, content) select id, content from knowledge_document;
alter table knowledge_document drop column content;
