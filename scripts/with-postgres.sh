#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on 127.0.0.1, with
# TEST_POSTGRES_URL set; the server and its files are removed afterwards.
# Usage: bash scripts/with-postgres.sh npm run test:postgres
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed: apt-get install postgresql" >&2
  exit 1
fi
port=${PGPORT_TEST:-55432}
dir=$(mktemp -d)
run=()
# The server refuses to run as root: run it as the postgres user Debian's package makes.
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  run=(runuser -u postgres --)
fi
cleanup() {
  "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${run[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
"${run[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
"${run[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres food_test
TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/food_test" "$@"
