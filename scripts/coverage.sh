#!/usr/bin/env bash
# Runs every test with code coverage, then prints line coverage per module of Sources/ (llvm-cov's
# report over the test binary, summed per module folder), then the total.
set -euo pipefail
cd "$(dirname "$0")/.."

swift test --enable-code-coverage --disable-xctest >.build/coverage-test.log 2>&1 || { cat .build/coverage-test.log; exit 1; }
tail -n 1 .build/coverage-test.log

# `--show-codecov-path` names the JSON export; the merged profile sits beside it.
profdata="$(dirname "$(swift test --show-codecov-path)")/default.profdata"
bin=$(swift build --show-bin-path)
binary=$(find "$bin" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
[ -f "$binary" ] || binary=$(find "$bin" -maxdepth 3 -type f -perm -u+x -path '*PackageTests.xctest*' | head -n 1)
# The toolchain's llvm-cov (it reads the toolchain's profile format), found beside `swift`.
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=$(xcrun --find llvm-cov 2>/dev/null || command -v llvm-cov)

"$llvm_cov" report "$binary" -instr-profile "$profdata" -ignore-filename-regex='(\.build|Tests)/' |
  # Columns: file, regions, missed, cover, functions, missed, executed, lines, missed lines, ...
  awk -v root="$PWD/Sources/" 'index($1, root) == 1 {
      module = substr($1, length(root) + 1); sub(/\/.*/, "", module)
      lines[module] += $8; missed[module] += $9
    }
    END { for (m in lines) print m, lines[m], missed[m] }' |
  sort |
  awk '
    BEGIN { printf "%-24s %8s %8s %7s\n", "module", "lines", "missed", "cover" }
    { printf "%-24s %8d %8d %6.1f%%\n", $1, $2, $3, 100 * ($2 - $3) / $2; total += $2; missed += $3 }
    END { printf "%-24s %8d %8d %6.1f%%\n", "total", total, missed, 100 * (total - missed) / total }'
