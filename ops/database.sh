# Shared by backup.sh and restore.sh: which database the server uses, from DB_URL.

db_host=
db_port=
db_name=

# True when DB_URL names PostgreSQL; sets db_host, db_port and db_name (and PGSSLMODE from sslmode).
postgresql() {
    case "${DB_URL:-}" in
        jdbc:postgresql://*) ;;
        *) return 1 ;;
    esac
    local rest=${DB_URL#jdbc:postgresql://}
    local query=
    if [[ $rest == *\?* ]]; then
        query=${rest#*\?}
        rest=${rest%%\?*}
    fi
    local address=${rest%%/*}
    db_name=${rest#*/}
    db_host=${address%%:*}
    db_port=5432
    if [[ $address == *:* ]]; then
        db_port=${address##*:}
    fi
    if [[ $query =~ (^|&)sslmode=([a-z-]+) ]]; then
        export PGSSLMODE=${BASH_REMATCH[2]}
    fi
    return 0
}

# The PostgreSQL tool named, from PG_BIN when it is set.
tool() {
    echo "${PG_BIN:+$PG_BIN/}$1"
}
