#!/usr/bin/env bash
# Runs every test with code coverage, then prints line coverage per module of Sources/ (llvm-cov's
# report over the test binary, summed per module folder), then the total.
set -euo pipefail
cd "$(dirname "$0")/.."

codecov="$(dirname "$(swift test --show-codecov-path)")"
rm -f "$codecov"/*.profraw
# SwiftPM merges the profiles itself and fails when one is cut short (the tests kill child processes
# built with coverage), so a failed run counts only if a test failed; the profiles are merged below.
if ! swift test --enable-code-coverage --disable-xctest >.build/coverage-test.log 2>&1; then
  grep -qE '^✔ Test run with [0-9]+ tests.* passed' .build/coverage-test.log || { cat .build/coverage-test.log; exit 1; }
fi
grep -E '^. Test run with' .build/coverage-test.log | tail -n 1

# The toolchain's llvm tools (they read the toolchain's profile format), found beside `swift`.
tools="$(dirname "$(readlink -f "$(command -v swift)")")"
profdata="$codecov/merged.profdata"
# Every profile the run wrote, the test binary's and its child processes'; a truncated one is skipped.
find "$codecov" -name '*.profraw' -print0 |
  xargs -0 "$tools/llvm-profdata" merge -sparse --failure-mode=all -o "$profdata" 2>.build/coverage-merge.log
bin=$(swift build --show-bin-path)
binary=$(find "$bin" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
[ -f "$binary" ] || binary=$(find "$bin" -maxdepth 3 -type f -perm -u+x -path '*PackageTests.xctest*' | head -n 1)
llvm_cov="$tools/llvm-cov"

"$llvm_cov" report "$binary" -instr-profile "$profdata" -ignore-filename-regex='(\.build|Tests)/' |
  # Columns: file, regions, missed, cover, functions, missed, executed, lines, missed lines, ...
  # llvm-cov drops the files' common folder (Sources/, or the package's when other folders are in).
  awk '$1 ~ /\.swift$/ {
      path = $1; sub(/^.*Sources\//, "", path); module = path; sub(/\/.*/, "", module)
      lines[module] += $8; missed[module] += $9
    }
    END { for (m in lines) print m, lines[m], missed[m] }' |
  sort |
  awk '
    BEGIN { printf "%-24s %8s %8s %7s\n", "module", "lines", "missed", "cover" }
    { printf "%-24s %8d %8d %6.1f%%\n", $1, $2, $3, 100 * ($2 - $3) / $2; total += $2; missed += $3 }
    END { printf "%-24s %8d %8d %6.1f%%\n", "total", total, missed, 100 * (total - missed) / total }'
