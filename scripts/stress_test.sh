#!/usr/bin/env bash
# Flakiness check: runs `make test` N times in a row while every core is kept busy, and prints pass or fail
# and the duration of each run. Exits 1 if any run failed (its log's path is printed), 0 otherwise.
# The load is Debian's `stress --cpu <cores>` when installed (`apt-get install stress`), else one busy-loop
# shell per core; it is stopped when the script ends, however it ends. A manual check, not part of CI.
# Usage: scripts/stress_test.sh [N]   (default 5)
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "usage: scripts/stress_test.sh [N], N a positive whole number" >&2; exit 64; }
cores=$(nproc)
logs=$(mktemp -d "${TMPDIR:-/tmp}/orbit-stress.XXXXXX")

load=()
stop_load() {
    for pid in "${load[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null; done
    wait "${load[@]}" 2>/dev/null
}
trap stop_load EXIT
trap 'exit 130' INT TERM
if command -v stress >/dev/null; then
    # Its own process group, so its workers stop with it.
    setsid stress --cpu "$cores" --quiet &
    load+=("$!")
    echo "load: stress --cpu $cores"
else
    for _ in $(seq "$cores"); do
        bash -c 'while :; do :; done' &
        load+=("$!")
    done
    echo "load: $cores busy-loop shells (stress is not installed)"
fi

failures=0
for run in $(seq "$runs"); do
    start=$(date +%s)
    if make test >"$logs/run-$run.log" 2>&1; then outcome=pass; else outcome=FAIL; failures=$((failures + 1)); fi
    line="run $run/$runs: $outcome in $(($(date +%s) - start)) s"
    [[ $outcome == FAIL ]] && line+=" (log: $logs/run-$run.log)"
    echo "$line"
done
echo "$((runs - failures)) of $runs runs passed under load (logs in $logs)"
[[ $failures -eq 0 ]]
