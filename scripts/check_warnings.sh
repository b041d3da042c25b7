#!/usr/bin/env bash
# Builds everything, tests included, from scratch (a compiler prints a file's warnings only when it
# compiles it) in .build/check-warnings and fails on any warning line: the compiler's, SwiftPM's
# ("prohibited flag(s)" from a pkg-config file), the linker's.
set -euo pipefail
cd "$(dirname "$0")/.."

# Plain SwiftPM, as a user builds without the Makefile: on Linux no target of Package.swift reads pkg-config
# (its `homebrew`), so nothing hides a warning; on macOS the Makefile's filtered copies stay on the path.
[ "$(uname)" = Darwin ] || unset PKG_CONFIG_PATH
scratch=.build/check-warnings
rm -rf "$scratch"
status=0
swift build --build-tests --scratch-path "$scratch" >"$scratch.log" 2>&1 || status=$?
warnings=$(grep -iE '(^|[: ])warning:' "$scratch.log" | sort -u || true)
if [ "$status" -ne 0 ]; then
  cat "$scratch.log"
  exit "$status"
fi
if [ -n "$warnings" ]; then
  printf '%s\n' "$warnings"
  echo "check_warnings: $(printf '%s\n' "$warnings" | wc -l) distinct warning lines (full log: $scratch.log)" >&2
  exit 1
fi
echo "check_warnings: a clean build with tests printed no warning"
