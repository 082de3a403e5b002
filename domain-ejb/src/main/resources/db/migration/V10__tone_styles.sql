-- Tone styles that admins create beside the built-in neutral, friendly and scholarly: the rules the
-- last step applies to every answer's form (openers, closings, contractions, emoji, exclamations,
-- sentence length) and the guidance a model is given. Portable between H2 2.x and PostgreSQL 15.
create table tone_style (
    name               varchar(40)   primary key,
    description        varchar(200)  not null,
    openers            boolean       not null,
    closings           boolean       not null,
    contractions       varchar(16)   not null,
    emoji              boolean       not null,
    exclamations       boolean       not null,
    max_sentence_words integer       not null,
    guidance           varchar(2000) not null,
    updated_at         timestamp     not null,
    updated_by         varchar(200)  not null
);
