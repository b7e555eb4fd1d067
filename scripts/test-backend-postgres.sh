#!/usr/bin/env bash
# Runs the local backend's suite against a real PostgreSQL (Debian's package), in a throwaway
# cluster on loopback that is removed afterwards. `npm run test:backend:pg`.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql); skipping the PostgreSQL run" >&2
  exit 0
fi
# Below Linux's ephemeral range (32768–60999): after the e2e run a client socket can hold a port
# in that range, and the server could not bind it.
port=${PG_TEST_PORT:-25432}
dir=$(mktemp -d /tmp/backend-pg.XXXXXX)
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
cleanup() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
# A loaded machine can take a while to start it; when it does not start, its log says why.
if ! as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 180 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null; then
  echo "PostgreSQL did not start on port $port; its log:" >&2
  cat "$dir/log" >&2 || true
  exit 1
fi
"$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -qc 'create database backend_test'

echo "backend suite on $("$bin/postgres" --version)"
# One file at a time: every file's backend shares this one database (the root config runs a
# worker per core, and a file counting orders saw another file's orders arrive).
DATABASE_URL="postgres://postgres@127.0.0.1:$port/backend_test" npx jest --selectProjects local-backend --runInBand "$@"
