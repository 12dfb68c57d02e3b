#!/usr/bin/env bash
# npm test: everything CI checks, in order. A failing suite does not stop the later ones (one run
# shows every failure) but makes the run exit non-zero; the throwaway PostgreSQL cluster is always
# stopped. Each suite has a time cap and the whole run a budget (TEST_BUDGET seconds, default 60
# minutes), so a hung browser or database cannot stall CI; a run that passes TEST_LIMIT (40 minutes)
# fails even when every suite passed: the suite has to stay fast enough to run after every change.
# Lint and the typechecks, each about one core's work, run at the same time (run_together).
set -euo pipefail
cd "$(dirname "$0")/.."

TEST_BUDGET=${TEST_BUDGET:-3600}
TEST_LIMIT=${TEST_LIMIT:-2400}
# Tests must never reach a database from the caller's environment (it could be production);
# the PostgreSQL suite gets its own throwaway cluster.
unset DATABASE_URL TEST_DATABASE_URL
# one state file per run, so two runs on one machine cannot stop each other's cluster
export PG_STATE=/tmp/medportal-pg.$$.state

results=() # summary lines
failures=() # failing test names, from the output of the suites that failed (CI shows only the tail)
logdir=$(mktemp -d /tmp/medportal-test-logs.XXXXXX)
failed=0
blocked='' # set when a prerequisite failed: later suites are skipped, not run against stale output
child=''   # pid and name of the running suite, for the signal trap
current=''
quiet=''   # set in a suite run alongside others: its output goes to its log, printed when it ends
group=()   # pids of the suites running alongside each other (run_together)

record() { results+=("$(printf '%-4s  %-42s %s' "$1" "$2" "$3")"); }

# can_run <name>: false (and recorded) when the suite must not start
can_run() {
  if [[ -n $blocked ]]; then record SKIP "$1" "($blocked)"; return 1; fi
  if ((SECONDS >= TEST_BUDGET)); then record FAIL "$1" "(time budget of ${TEST_BUDGET}s used up)"; failed=1; return 1; fi
}

# run_suite <name> <cap-seconds> <command...>: returns the command's status
run_suite() {
  local name=$1 cap=$2 t0=$SECONDS rc=0
  shift 2
  can_run "$name" || return 1
  ((cap <= TEST_BUDGET - SECONDS)) || cap=$((TEST_BUDGET - SECONDS))
  local header="=== $name: $*"
  if [[ -z $quiet ]]; then printf '\n%s\n' "$header"; fi
  # timeout puts the suite in its own process group and on expiry kills all of it (npm, vitest
  # workers, chromium). Background + wait lets a Ctrl-C run our trap now, not after the suite.
  local log
  log="$logdir/$(printf '%02d' "${#results[@]}").log"
  if [[ -n $quiet ]]; then
    timeout -k 10 "$cap" "$@" >"$log" 2>&1 &
  else
    timeout -k 10 "$cap" "$@" > >(tee "$log") 2>&1 &
  fi
  child=$! current=$name
  wait "$child" || rc=$?
  child=''
  if [[ -n $quiet ]]; then printf '\n%s\n' "$header" && cat "$log"; fi
  ((rc == 0)) || collect_failures "$name" "$log"
  local took="$((SECONDS - t0))s"
  if ((rc == 0)); then
    record PASS "$name" "$took"
  elif ((SECONDS - t0 >= cap)); then # timeout exits 124, or 137 if it had to SIGKILL
    record FAIL "$name" "$took, timed out after ${cap}s"
  else
    record FAIL "$name" "$took, exit $rc"
  fi
  ((rc == 0)) || failed=1
  return "$rc"
}

# run_together <suite-function>...: suites that each keep about one core busy (eslint, tsc) at once, each
# in a subshell running the named function (a run_suite call); their summary lines, failures and status
# are passed back through files and recorded in the order given
run_together() {
  local fn dir
  dir=$(mktemp -d "$logdir/together.XXXXXX")
  group=()
  for fn in "$@"; do
    (
      quiet=1 results=() failures=() failed=0
      # a TERM from the trap below stops this suite (its timeout's process group) and nothing else
      trap 'if [[ -n $child ]]; then kill -TERM "$child" 2>/dev/null; wait "$child"; fi; exit 143' TERM
      "$fn" || true
      printf '%s\n' "${results[@]}" >"$dir/$fn.results"
      if ((${#failures[@]})); then printf '%s\n' "${failures[@]}" >"$dir/$fn.failures"; fi
      echo "$failed" >"$dir/$fn.failed"
    ) &
    group+=($!)
  done
  wait "${group[@]}" || true
  group=()
  local line
  for fn in "$@"; do
    if [[ ! -f $dir/$fn.failed ]]; then record FAIL "$fn" "(interrupted)"; failed=1; continue; fi
    while IFS= read -r line; do results+=("$line"); done <"$dir/$fn.results"
    if [[ -f $dir/$fn.failures ]]; then while IFS= read -r line; do failures+=("$line"); done <"$dir/$fn.failures"; fi
    (($(<"$dir/$fn.failed") == 0)) || failed=1
  done
}

# collect_failures <suite> <log>: vitest's lines naming a failed file or test (FAIL ..., × ...), an
# unhandled error, and the errors' first lines, without colours, at most 15 a suite
collect_failures() {
  local line n=0
  sleep 0.2 # tee may still be writing the last lines
  while IFS= read -r line; do
    failures+=("$1: $line")
    n=$((n + 1))
    ((n < 15)) || break
  done < <(sed -e 's/\x1b\[[0-9;]*m//g' "$2" | grep -E '^ *(FAIL|×) |Unhandled (Errors?|Rejection)|^[A-Za-z]*Error: ' |
    sed -e 's/^ *//' | awk '!seen[$0]++')
}

# shellcheck disable=SC2317 # reached through the trap below
cleanup() {
  local rc=$?
  if ((${#group[@]})); then
    kill -TERM "${group[@]}" 2>/dev/null || true
    wait "${group[@]}" 2>/dev/null || true
  fi
  if [[ -n $child ]]; then
    # timeout passes the signal to the suite's whole process group, and because of -k it
    # follows up with SIGKILL 10 s later, so this wait is bounded
    kill -TERM "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
    record FAIL "$current" "(interrupted)"
  fi
  bash scripts/pg-cluster.sh stop || true
  echo
  echo "=== summary"
  if ((${#results[@]})); then printf '%s\n' "${results[@]}"; fi
  if ((${#failures[@]})); then
    echo "failed tests:"
    printf '  %s\n' "${failures[@]}"
  fi
  rm -rf "$logdir"
  if ((SECONDS > TEST_LIMIT)); then
    echo "FAIL  time limit: the run took $((SECONDS / 60))m$((SECONDS % 60))s, past the limit of $((TEST_LIMIT / 60)) minutes." \
      "Make the slowest suite above faster (shared servers, fixtures through the API, tests once per database)" \
      "rather than raising TEST_LIMIT."
    ((rc != 0)) || rc=1
  fi
  local verdict=passed
  ((rc == 0)) || verdict=FAILED
  echo "total: $((SECONDS / 60))m$((SECONDS % 60))s, $verdict"
  # the plain closing line CI reads: suites passed and failed (skipped ones count as failed)
  local passed=0 notpassed=0 line
  for line in "${results[@]}"; do
    if [[ $line == PASS* ]]; then passed=$((passed + 1)); else notpassed=$((notpassed + 1)); fi
  done
  echo "suites: $passed passed, $notpassed failed"
  exit "$rc"
}
trap cleanup EXIT
trap 'echo "interrupted" >&2; exit 130' INT TERM

run_suite "dependencies" 900 bash scripts/ensure-deps.sh --system || blocked="dependencies missing"
run_suite "build" 600 npm run build || blocked="${blocked:-build failed}"

# lint and the typechecks each use about one core: run at once, after the build they check
lint() {
  if compgen -G 'eslint.config.*js' >/dev/null; then
    run_suite "lint (eslint, prettier, line length)" 300 npm run lint
  else
    record SKIP "lint (eslint)" "(no eslint.config.js)"
  fi
}
typecheck_server() { run_suite "typecheck contracts+server" 300 npx tsc -b packages/contracts packages/server; }
typecheck_web() {
  if [[ -f packages/web/tsconfig.json ]]; then
    run_suite "typecheck web" 300 npx tsc -p packages/web --noEmit
  else
    record SKIP "typecheck web" "(no packages/web/tsconfig.json)"
  fi
}
typecheck_e2e() { run_suite "typecheck e2e" 300 npx tsc -p packages/e2e --noEmit; }
run_together lint typecheck_server typecheck_web typecheck_e2e

run_suite "contracts tests" 300 npm test -w @medportal/contracts --if-present || true

# every server test on PostgreSQL, where production runs (the route matrices included); on PGlite, what
# `npm start` embeds, the tests whose outcome can depend on the engine (packages/server/vitest.config.ts)
if can_run "server tests on PostgreSQL"; then
  if pg_url=$(bash scripts/pg-cluster.sh start); then
    run_suite "server tests on PostgreSQL" 900 \
      env TEST_DB=postgres TEST_DATABASE_URL="$pg_url" npm test -w @medportal/server || true
  else
    record FAIL "server tests on PostgreSQL" "(could not start PostgreSQL)"
    failed=1
  fi
  # free its memory before the next suites; the EXIT trap covers every other way out
  bash scripts/pg-cluster.sh stop || true
fi
run_suite "server tests on PGlite (engine-sensitive)" 600 env TEST_DB=pglite TEST_SCOPE=dialect npm test -w @medportal/server || true
run_suite "web tests" 1200 npm test -w @medportal/web --if-present || true

run_suite "e2e (chromium)" 1500 npm test -w @medportal/e2e || true

exit "$failed"
