#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the integration tests.
#   scripts/pg-cluster.sh start   prints postgres://postgres@127.0.0.1:<port>/postgres (only that, on stdout)
#   scripts/pg-cluster.sh stop    stops it and deletes its directory; safe to call twice or with nothing running
# The cluster directory is remembered in $PG_STATE so `stop` (e.g. from a trap) finds what `start` made.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
# absolute, because we cd away below
PG_STATE=$(realpath -m "${PG_STATE:-/tmp/medportal-pg.state}")
# `stop` deletes only directories matching this, so a corrupted state file cannot aim rm -rf elsewhere
DIR_PREFIX=/tmp/medportal-pg.
# run as postgres, the binaries complain when they cannot read the current directory (e.g. /root)
cd /

log() { echo "[pg-cluster] $*" >&2; }

# Debian's server binaries refuse to run as root: as root, drop to the postgres user; otherwise
# (already postgres, or a normal user owning the temp dir) run them directly.
as_pg() {
  if [[ $EUID -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

cmd_stop() {
  [[ -s $PG_STATE ]] || { rm -f "$PG_STATE"; return 0; }
  local dir
  dir=$(<"$PG_STATE")
  if [[ $dir != "$DIR_PREFIX"* ]]; then
    log "state file $PG_STATE names '$dir', not one of ours; leaving it alone"
    return 1
  fi
  if [[ -f $dir/data/postmaster.pid ]]; then
    local pid
    pid=$(head -n1 "$dir/data/postmaster.pid")
    # immediate: the data is thrown away anyway, no need for a clean checkpoint
    if ! as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >&2; then
      # pg_ctl failed (broken data dir?): kill the postmaster we started, by its pid
      if [[ $pid =~ ^[0-9]+$ ]]; then kill -KILL "$pid" 2>/dev/null || true; fi
    fi
  fi
  rm -rf -- "$dir"
  rm -f "$PG_STATE"
  log "stopped and removed $dir"
}

cmd_start() {
  [[ -x $PG_BIN/initdb ]] || { log "$PG_BIN/initdb not found; run scripts/ensure-deps.sh --system"; exit 1; }
  # a leftover from a run that was killed before its trap could fire
  if [[ -s $PG_STATE ]]; then log "cleaning up a stale cluster from $PG_STATE"; cmd_stop; fi

  if [[ $EUID -eq 0 ]]; then
    id -u postgres >/dev/null 2>&1 || useradd --system postgres
  fi
  # under /tmp, not $TMPDIR: the postgres user must be able to reach it, and the socket path must stay short
  local dir
  dir=$(mktemp -d "${DIR_PREFIX}XXXXXX")
  echo "$dir" >"$PG_STATE"
  # if anything below fails, do not leave a half-made cluster behind
  trap 'cmd_stop || true' EXIT
  if [[ $EUID -eq 0 ]]; then chown postgres: "$dir"; fi

  # C.UTF-8 gives UTF-8 character semantics with bytewise (fast, deterministic) collation
  local locale=C
  if locale -a 2>/dev/null | tr '[:upper:]' '[:lower:]' | tr -d '-' | grep -qx 'c.utf8'; then locale=C.UTF-8; fi
  # initdb is chatty: keep its output unless it fails
  if ! as_pg "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres --no-sync -E UTF8 --locale="$locale" >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    exit 1
  fi

  # a port picked by the kernel can be taken by someone else before postgres binds it: retry
  local port attempt
  for attempt in 1 2 3; do
    port=$(free_port)
    # TCP on loopback only, the unix socket in our dir (not /var/run/postgresql, owned by the
    # system cluster); max_connections covers parallel test workers; durability is pointless here
    local opts="-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200"
    opts+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    if as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -o "$opts" -w start >&2; then
      trap - EXIT
      log "running in $dir (log: $dir/log)"
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
    log "start attempt $attempt on port $port failed:"
    tail -n 5 "$dir/log" >&2 || true
  done
  exit 1
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  *) echo "usage: $0 start|stop   (state file: \$PG_STATE, default /tmp/medportal-pg.state)" >&2; exit 2 ;;
esac
