#!/usr/bin/env bash
# Runs the package-benchmark benchmarks in Benchmarks/ (a package of their own, depending on this checkout by
# path) and compares them with the committed baseline (Benchmarks/.benchmarkBaselines/OrbitBenchmarks/committed)
# within each benchmark's thresholds (Benchmarks/OrbitBenchmarks/OrbitBenchmarks.swift). Fails on a regression
# past a threshold; an improvement passes (and is printed: update the baseline to keep it).
# Usage: scripts/bench_check.sh            check against the committed baseline (make bench-check)
#        scripts/bench_check.sh update     re-measure and overwrite the committed baseline (make bench-baseline)
# Release build. package-benchmark links the system's jemalloc (libjemalloc-dev, which scripts/setup.sh
# installs) for its malloc counts, the figures that repeat exactly on a loaded machine; Swift's hashing is made
# deterministic so that they do.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
unset BENCHMARK_DISABLE_JEMALLOC
export SWIFT_DETERMINISTIC_HASHING=1
baseline=committed
if ! pkg-config --exists jemalloc; then
  echo "bench_check: jemalloc's pkg-config file is missing (libjemalloc-dev; brew install jemalloc): run scripts/setup.sh" >&2
  exit 1
fi

# The offline copies of package-benchmark and its dependencies, as set up for the root package
# (scripts/setup.sh, ../shared/deps/mirror.sh): the same mirrors file.
if [ -f ../.swiftpm/configuration/mirrors.json ]; then
  mkdir -p .swiftpm/configuration
  cp ../.swiftpm/configuration/mirrors.json .swiftpm/configuration/
fi

start=$SECONDS
swift package resolve
case "${1:-check}" in
update)
  swift package --allow-writing-to-package-directory benchmark baseline update "$baseline" --no-progress
  echo "bench_check: baseline '$baseline' re-measured in $((SECONDS - start)) s; commit Benchmarks/.benchmarkBaselines"
  ;;
check)
  # SwiftPM ends a failing plugin with exit status 1 whatever the cause; package-benchmark names the cause in an
  # "error: benchmarkThreshold..." line: a regression fails, only improvements pass.
  log=$(mktemp)
  trap 'rm -f "$log"' EXIT
  status=0
  swift package benchmark baseline check "$baseline" --no-progress 2>&1 | tee "$log" || status=${PIPESTATUS[0]}
  if [ "$status" -eq 0 ]; then
    echo "bench_check: within the thresholds of baseline '$baseline' ($((SECONDS - start)) s)"
  elif grep -q 'error: benchmarkThresholdImprovement' "$log" && ! grep -q 'error: benchmarkThresholdRegression' "$log"; then
    echo "bench_check: better than baseline '$baseline' past its thresholds: passes (\`make bench-baseline\` keeps it) ($((SECONDS - start)) s)"
  else
    echo "bench_check: a regression against baseline '$baseline' (above), or the run failed ($((SECONDS - start)) s)" >&2
    exit 1
  fi
  ;;
*)
  echo "usage: scripts/bench_check.sh [check|update]" >&2
  exit 64
  ;;
esac
