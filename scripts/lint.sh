#!/usr/bin/env bash
# Lints Sources, Tests, Demo, Snippets and Benchmarks/OrbitBenchmarks (not Benchmarks/.build) with the toolchain's
# `swift-format lint --strict` and the checked-in .swift-format. Fails on any finding of the enabled rules. The
# pretty-printer's whitespace findings (Indentation, AddLines, RemoveLine, Spacing, TrailingComma, LineLength,
# EndOfLineComment, TrailingWhitespace) cannot be turned off in a configuration (swiftlang/swift-format#764) and the tree
# is not formatted by swift-format, so they are counted, not enforced.
set -euo pipefail
cd "$(dirname "$0")/.."

whitespace='Indentation|AddLines|RemoveLine|Spacing|TrailingComma|LineLength|EndOfLineComment|TrailingWhitespace'
findings=$(swift-format lint --strict --recursive --parallel Sources Tests Demo Snippets Benchmarks/OrbitBenchmarks 2>&1 || true)
rules=$(printf '%s\n' "$findings" | grep -E '(warning|error):' | grep -Ev "\[($whitespace)\]" || true)
whitespace_count=$(printf '%s\n' "$findings" | grep -cE "\[($whitespace)\]" || true)
echo "lint: $whitespace_count whitespace findings of the pretty-printer (not enforced)"
if [ -n "$rules" ]; then
  printf '%s\n' "$rules"
  echo "lint: $(printf '%s\n' "$rules" | wc -l) findings of the enabled rules" >&2
  exit 1
fi
echo "lint: 0 findings of the enabled rules"
