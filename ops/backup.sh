#!/usr/bin/env bash
# Backs up what RAG Guard cannot derive again: its database and secret.key, the key that opens the
# secrets stored in it (the search index and the models' cache are rebuilt at start).
#
#   ops/backup.sh FILE.tar.gz
#
# Reads the server's own environment: RAGGUARD_DATA_DIR (default ./data) and, for PostgreSQL, DB_URL
# (jdbc:postgresql://host[:port]/database), DB_USER and DB_PASSWORD; PG_BIN names the folder of
# pg_dump when it is not on the PATH. H2: stop the server first. PostgreSQL: the server may run
# (pg_dump reads one consistent snapshot).
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 FILE.tar.gz" >&2
    exit 2
fi
out=$1
data=${RAGGUARD_DATA_DIR:-./data}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/database.sh"

if [ -f "$data/secret.key" ]; then
    cp -p "$data/secret.key" "$work/secret.key"
elif [ -z "${RAGGUARD_SECRET_KEY:-}" ]; then
    echo "note: $data/secret.key does not exist: no secret has been stored yet" >&2
else
    echo "note: the secrets' key is RAGGUARD_SECRET_KEY: keep it with this backup" >&2
fi

if postgresql; then
    PGPASSWORD=${DB_PASSWORD:-} "$(tool pg_dump)" --format=custom --no-owner --host "$db_host" --port "$db_port" \
        --username "${DB_USER:-ragguard}" --dbname "$db_name" --file "$work/ragguard.pgdump"
else
    if [ ! -f "$data/db/ragguard.mv.db" ]; then
        echo "no H2 database at $data/db/ragguard.mv.db: set RAGGUARD_DATA_DIR to the server's data folder" >&2
        exit 1
    fi
    mkdir "$work/db"
    cp -p "$data"/db/ragguard.* "$work/db/"
fi

tar -czf "$out" -C "$work" .
echo "backed up to $out"
