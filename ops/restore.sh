#!/usr/bin/env bash
# Restores a backup that ops/backup.sh wrote: the database (replacing what it holds) and secret.key.
# Stop the server first; at its next start it rebuilds the search index from the restored database.
#
#   ops/restore.sh FILE.tar.gz
#
# Reads the same environment as ops/backup.sh. For PostgreSQL the database must exist (an empty one
# after a loss: createdb); what it holds of RAG Guard's is dropped and restored.
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 FILE.tar.gz" >&2
    exit 2
fi
data=${RAGGUARD_DATA_DIR:-./data}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/database.sh"
tar -xzf "$1" -C "$work"
mkdir -p "$data"

if postgresql; then
    if [ ! -f "$work/ragguard.pgdump" ]; then
        echo "$1 holds no PostgreSQL dump (it is an H2 backup)" >&2
        exit 1
    fi
    PGPASSWORD=${DB_PASSWORD:-} "$(tool pg_restore)" --clean --if-exists --no-owner --host "$db_host" \
        --port "$db_port" --username "${DB_USER:-ragguard}" --dbname "$db_name" "$work/ragguard.pgdump"
else
    if [ ! -f "$work/db/ragguard.mv.db" ]; then
        echo "$1 holds no H2 database (it is a PostgreSQL backup)" >&2
        exit 1
    fi
    rm -rf "$data/db"
    mkdir -p "$data/db"
    cp -p "$work"/db/* "$data/db/"
fi
if [ -f "$work/secret.key" ]; then
    cp -p "$work/secret.key" "$data/secret.key"
fi
# derived from the database: rebuilt at the next start
rm -rf "$data/index"
echo "restored from $1 into $data${db_name:+ and database $db_name}"
