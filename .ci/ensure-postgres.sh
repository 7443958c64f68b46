# shellcheck shell=bash
# Makes sure a PostgreSQL server answers and exports DATABASE_URL for a base database that the
# tests may connect to and CREATE DATABASE from (the tests make and drop only their own
# parking_test_* databases).
#
# Use, from the repository root:
#   source .ci/ensure-postgres.sh        # exports DATABASE_URL in this shell; a cluster this
#                                        # started is stopped when the shell exits
#   bash .ci/ensure-postgres.sh          # prints `export DATABASE_URL=...`; a cluster it started
#                                        # is left running, and the line to stop it is printed:
#                                        #   eval "$(bash .ci/ensure-postgres.sh)"
#   bash .ci/ensure-postgres.sh --stop DIR   # stops a cluster started that way and removes DIR
#
# Order of preference:
#   1. DATABASE_URL, if already set and it answers a query;
#   2. a server on 127.0.0.1:5432 that lets user postgres into database postgres;
#   3. a throwaway cluster of our own: Debian's postgresql is installed if no binaries exist under
#      /usr/lib/postgresql/*/bin, initdb (trust auth) into a temporary folder owned by the postgres
#      user, started by that user on 127.0.0.1 on a free port from 55432 up.
#
# Switches (environment):
#   CI_PG_FORCE_LOCAL=1   skip 1 and 2 and always start a cluster of our own (to test that path,
#                         or to keep away from a shared server)
#   CI_PG_PORT=N          first port to try for our own cluster (default 55432)
#   CI_PG_KEEP=1          do not stop our own cluster at exit (sourced use)
#
# After it: DATABASE_URL is exported; CI_PG_SOURCE is env|local5432|own; with an own cluster,
# CI_PG_DATADIR holds its folder, and ci_pg_stop stops it. When sourced into a shell that already
# has an EXIT trap, no trap is installed: the caller must call ci_pg_stop itself (.ci/run does).

CI_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CI_REPO_ROOT="$(cd "$CI_DIR/.." && pwd)"
# shellcheck source=lib.sh
. "$CI_DIR/lib.sh"

# Prints the first line of a query's answer; fails when the server cannot be reached or refuses.
ci_pg_query() {
  local url=$1 sql=$2
  if command -v psql >/dev/null 2>&1; then
    PGCONNECT_TIMEOUT=5 psql "$url" -X -A -t -q -v ON_ERROR_STOP=1 -c "$sql" </dev/null 2>/dev/null | head -n1
    return "${PIPESTATUS[0]}"
  fi
  # No psql: the pg package from the repository's node_modules (npm ci has run by now).
  (cd "$CI_REPO_ROOT" && CI_PG_URL="$url" CI_PG_SQL="$sql" node -e '
    const { createRequire } = require("node:module");
    const pg = createRequire(process.cwd() + "/apps/server/package.json")("pg");
    const c = new pg.Client({ connectionString: process.env.CI_PG_URL, connectionTimeoutMillis: 5000 });
    c.connect()
      .then(() => c.query({ text: process.env.CI_PG_SQL, rowMode: "array" }))
      .then((r) => { if (r.rows.length) console.log(r.rows[0].map(String).join("|")); return c.end(); })
      .then(() => process.exit(0), () => process.exit(1));
  ' </dev/null 2>/dev/null)
}

# Usable: answers, and the role may create databases.
ci_pg_usable() {
  local answer
  answer=$(ci_pg_query "$1" "select case when rolcreatedb or rolsuper then 't' else 'f' end from pg_roles where rolname = current_user") ||
    return 1
  if [ "$answer" != t ]; then
    ci_note "$(ci_pg_redact "$1") answers, but its role may not CREATE DATABASE"
    return 1
  fi
}

ci_pg_redact() { printf '%s' "$1" | sed -E 's#(://[^:/@]+):[^@]*@#\1:***@#'; }

ci_pg_bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
  [ -n "$d" ] && [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && printf '%s\n' "$d"
}

# Runs a command as the postgres user (PostgreSQL refuses to run as root); as a non-root user,
# runs it as that user.
ci_pg_as_owner() {
  if [ "$(id -u)" != 0 ]; then
    (cd / && "$@")
  elif command -v runuser >/dev/null 2>&1; then
    (cd / && runuser -u postgres -- "$@")
  else
    local q
    q=$(printf '%q ' "$@")
    (cd / && su postgres -s /bin/bash -c "$q")
  fi
}

ci_pg_port_free() {
  local port=$1
  if command -v ss >/dev/null 2>&1; then
    ss -Htln "sport = :$port" 2>/dev/null | grep -q . && return 1
  fi
  # Anything answering on the loopback address means taken.
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 1; fi
  return 0
}

ci_pg_start_own() {
  local bindir datadir port last log
  bindir=$(ci_pg_bindir) || true
  if [ -z "$bindir" ]; then
    ci_note "no PostgreSQL binaries under /usr/lib/postgresql/*/bin; installing Debian's postgresql"
    ci_apt_install postgresql || return 1
    bindir=$(ci_pg_bindir) || { ci_die "postgresql installed, but no initdb/pg_ctl under /usr/lib/postgresql/*/bin"; return 1; }
  fi
  ci_note "using $bindir ($("$bindir/postgres" --version 2>/dev/null))"

  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    ci_note "creating system user postgres"
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres || { ci_die "useradd postgres failed"; return 1; }
  fi

  datadir=$(mktemp -d "${TMPDIR:-/tmp}/ci-postgres.XXXXXX") || return 1
  chmod 755 "$datadir" # /tmp/ci-postgres.* must be reachable by the postgres user
  mkdir -p "$datadir/data" "$datadir/run"
  [ "$(id -u)" = 0 ] && chown -R postgres: "$datadir"
  CI_PG_DATADIR=$datadir
  export CI_PG_DATADIR
  log="$datadir/postgres.log"

  ci_note "initdb $datadir/data (auth trust, superuser postgres)"
  if ! ci_pg_as_owner "$bindir/initdb" -D "$datadir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
    --no-sync >"$datadir/initdb.log" 2>&1; then
    cat "$datadir/initdb.log" >&2
    rm -rf "$datadir"
    unset CI_PG_DATADIR
    ci_die "initdb failed"
    return 1
  fi

  port=${CI_PG_PORT:-55432}
  last=$((port + 200))
  while [ "$port" -le "$last" ]; do
    if ci_pg_port_free "$port"; then
      # Throwaway test cluster: durability off for speed.
      if ci_pg_as_owner "$bindir/pg_ctl" -D "$datadir/data" -l "$log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$datadir/run -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
        start >/dev/null 2>&1; then
        break
      fi
      if grep -qiE 'could not (bind|create listen)|address already in use' "$log" 2>/dev/null; then
        ci_note "port $port was taken meanwhile; trying the next"
        : >"$log"
      else
        tail -n 30 "$log" >&2 2>/dev/null
        rm -rf "$datadir"
        unset CI_PG_DATADIR
        ci_die "pg_ctl start failed"
        return 1
      fi
    fi
    port=$((port + 1))
  done
  if [ "$port" -gt "$last" ]; then
    rm -rf "$datadir"
    unset CI_PG_DATADIR
    ci_die "no free port in ${CI_PG_PORT:-55432}..$last"
    return 1
  fi
  echo "$bindir" >"$datadir/bindir"
  CI_PG_STARTED=1
  export CI_PG_STARTED
  DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"

  for _ in $(seq 1 30); do
    ci_pg_usable "$DATABASE_URL" && return 0
    sleep 1
  done
  tail -n 30 "$log" >&2 2>/dev/null
  ci_pg_stop
  ci_die "own cluster started on port $port but does not answer"
  return 1
}

# Stops the cluster this started (if any) and removes its folder. Safe to call more than once.
ci_pg_stop() {
  local datadir=${1:-${CI_PG_DATADIR:-}} bindir
  [ -n "$datadir" ] && [ -d "$datadir/data" ] || return 0
  if [ -z "${1:-}" ] && [ "${CI_PG_STARTED:-}" != 1 ]; then return 0; fi
  bindir=$(cat "$datadir/bindir" 2>/dev/null || ci_pg_bindir)
  ci_note "stopping own PostgreSQL cluster in $datadir"
  ci_pg_as_owner "$bindir/pg_ctl" -D "$datadir/data" -m fast -w -t 60 stop >/dev/null 2>&1 ||
    ci_note "pg_ctl stop failed (already stopped?)"
  case "$datadir" in
  */ci-postgres.*) rm -rf "$datadir" ;;
  esac
  if [ "$datadir" = "${CI_PG_DATADIR:-}" ]; then
    unset CI_PG_STARTED CI_PG_DATADIR
  fi
  return 0
}

ci_pg_ensure() {
  CI_PG_SOURCE=
  if [ "${CI_PG_FORCE_LOCAL:-}" != 1 ]; then
    if [ -n "${DATABASE_URL:-}" ]; then
      if ci_pg_usable "$DATABASE_URL"; then
        CI_PG_SOURCE="env"
        ci_note "using DATABASE_URL from the environment: $(ci_pg_redact "$DATABASE_URL")"
      else
        ci_note "DATABASE_URL is set but does not answer ($(ci_pg_redact "$DATABASE_URL")); looking elsewhere"
      fi
    fi
    if [ -z "$CI_PG_SOURCE" ]; then
      local probe=1 url=postgres://postgres@127.0.0.1:5432/postgres isready
      isready=$(command -v pg_isready || true)
      [ -n "$isready" ] || isready=$(ci_pg_bindir | sed 's#$#/pg_isready#') || true
      if [ -n "$isready" ] && [ -x "$isready" ]; then
        "$isready" -q -h 127.0.0.1 -p 5432 -t 5 </dev/null || probe=0
      fi
      if [ "$probe" = 1 ] && ci_pg_usable "$url"; then
        CI_PG_SOURCE=local5432
        DATABASE_URL=$url
        ci_note "a server answers on 127.0.0.1:5432: using $url"
      else
        ci_note "no usable server on 127.0.0.1:5432"
      fi
    fi
  else
    ci_note "CI_PG_FORCE_LOCAL=1: starting a cluster of our own"
  fi
  if [ -z "$CI_PG_SOURCE" ]; then
    ci_pg_start_own || return 1
    CI_PG_SOURCE=own
    ci_note "own cluster ready: $DATABASE_URL (data in $CI_PG_DATADIR)"
  fi
  export DATABASE_URL CI_PG_SOURCE
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  # Executed, not sourced.
  set -euo pipefail
  if [ "${1:-}" = --stop ]; then
    [ -n "${2:-}" ] || { echo "usage: $0 --stop DIR" >&2; exit 2; }
    ci_pg_stop "$2"
    exit 0
  fi
  ci_pg_ensure
  printf 'export DATABASE_URL=%q\n' "$DATABASE_URL"
  if [ "${CI_PG_SOURCE}" = own ]; then
    echo "# own cluster left running; stop it with: bash $CI_DIR/ensure-postgres.sh --stop $CI_PG_DATADIR"
  fi
else
  if ci_pg_ensure; then
    if [ "${CI_PG_SOURCE}" = own ] && [ "${CI_PG_KEEP:-}" != 1 ] && [ -z "$(trap -p EXIT)" ]; then
      trap ci_pg_stop EXIT
    fi
  else
    ci_die "could not get a PostgreSQL server"
    # sourced: fail the `source` command (set -e in the caller turns it into an exit)
    false
  fi
fi
