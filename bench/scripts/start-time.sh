#!/usr/bin/env bash
# Start to ready: how long a built server takes from its start command to GET /health/ready answering
# UP, three times each, for the Liberty server alone (bin/server start), the README's run command on a
# built tree (./mvnw -o liberty:run) and the runnable jar; then where the last start of the server
# went, read from its messages.log. Run from the project's root after ./mvnw package, with nothing on
# port 9080.
#
#   bench/scripts/start-time.sh [rounds]
set -euo pipefail
rounds=${1:-3}
server=ear/target/liberty/wlp/usr/servers/ragguard
wlp=ear/target/liberty/wlp

ready_after() {
    local start=$1
    for _ in $(seq 1 1200); do
        if curl -sf -o /dev/null http://localhost:9080/health/ready; then
            echo "$(( ($(date +%s%N) - start) / 1000000 ))"
            return
        fi
        sleep 0.1
    done
    echo "never ready" >&2
    exit 1
}

stopped() {
    "$wlp/bin/server" stop ragguard >/dev/null 2>&1 || true
    pkill -f 'liberty:run' 2>/dev/null || true
    pkill -f 'ragguard.jar' 2>/dev/null || true
    while curl -s -o /dev/null http://localhost:9080/health/ready; do sleep 0.2; done
    sleep 1
}

median() {
    sort -n | awk '{v[NR]=$1} END {print (NR % 2 ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2)}'
}

stopped
for kind in server run jar; do
    times=()
    for _ in $(seq 1 "$rounds"); do
        start=$(date +%s%N)
        case $kind in
            server) "$wlp/bin/server" start ragguard >/dev/null ;;
            run) (./mvnw -o -q liberty:run >/tmp/start-time-run.log 2>&1 &) ;;
            jar) (cd /tmp && java -jar "$OLDPWD/ear/target/ragguard.jar" >/tmp/start-time-jar.log 2>&1 &) ;;
        esac
        times+=("$(ready_after "$start")")
        if [ "$kind" = server ] && [ "${#times[@]}" -eq "$rounds" ]; then
            cp "$server/logs/messages.log" /tmp/start-time-messages.log
        fi
        stopped
    done
    printf '%-7s start to ready, ms: %s (median %s)\n' "$kind" "${times[*]}" \
        "$(printf '%s\n' "${times[@]}" | median)"
done

# where the server's last start went: the milliseconds from launch to each milestone of messages.log
awk -F'[][]' '
    function ms(stamp,   p, t) { split(stamp, p, ", "); split(p[2], t, ":"); return ((t[1] * 60 + t[2]) * 60 + t[3]) * 1000 + t[4] }
    /CWWKE0001I/ { t0 = ms($2); delete seen }
    t0 && /CWWKE0002I/ && !seen["kernel"]++ { print ms($2) - t0, "kernel started" }
    t0 && /CWWKZ0018I/ && !seen["app"]++ { print ms($2) - t0, "features resolved, application starting" }
    t0 && /HHH000204/ && !seen["jpa"]++ { print ms($2) - t0, "persistence unit: Hibernate begins" }
    t0 && /HHH10001005/ && !seen["db"]++ { print ms($2) - t0, "database connected; Hibernate and CDI build their models" }
    t0 && /database schema at version/ && !seen["flyway"]++ { print ms($2) - t0, "models built, Flyway done" }
    t0 && /index of .* (in step|rebuilt)/ && !seen["index"]++ { print ms($2) - t0, "demo data checked, first index in step" }
    t0 && /CWWKT0016I.*\/console\// && !seen["web"]++ { print ms($2) - t0, "web modules bound" }
    t0 && /CWWKZ0001I/ && !seen["started"]++ { print ms($2) - t0, "application started" }
    t0 && /CWWKF0011I/ && !seen["ready"]++ { print ms($2) - t0, "server ready" }
' /tmp/start-time-messages.log
