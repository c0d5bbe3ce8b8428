#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the server-mode tests and prints its URL.
# Usage: eval "$(bash scripts/pg-test-server.sh)"   (exports DATABASE_URL and PG_TEST_DIR)
set -euo pipefail
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bindir" ] || { echo "PostgreSQL is not installed (Debian: apt-get install postgresql)" >&2; exit 1; }
port=${PG_TEST_PORT:-55432}
# Skip ports something else already listens on (say, a server left running by hand).
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
dir=$(mktemp -d /tmp/pg-test-XXXXXX)
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run "$bindir/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
run "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export PG_TEST_DIR=$dir"
