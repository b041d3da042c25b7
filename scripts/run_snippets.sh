#!/usr/bin/env bash
# Runs every snippet (Snippets/*.swift, the DocC articles' code) from the package's root, as `swift build` built
# it, and fails when one exits non-zero. The two Getting-started programs write their frame into a temporary
# folder, and the renderer-free one's SVG must draw people (`data-id` discs). Prints each snippet's time.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for file in Snippets/*.swift; do
  name=$(basename "$file" .swift)
  [ -x "$bin/$name" ] || { echo "run_snippets: $bin/$name is missing (run swift build first)" >&2; exit 1; }
  args=()
  case "$name" in
    GettingStarted) args=(Assets/people.json "$out/frame.svg") ;;
    GettingStartedSDL) args=(Assets/people.json "$out/frame.png") ;;
  esac
  start=$(date +%s%N)
  if ! "$bin/$name" "${args[@]}" >"$out/$name.log" 2>&1; then
    cat "$out/$name.log"
    echo "run_snippets: $name failed" >&2
    exit 1
  fi
  echo "snippet $name: $(( ($(date +%s%N) - start) / 1000000 )) ms"
done
if ! grep -q '<circle [^>]*data-id=' "$out/frame.svg"; then
  echo "run_snippets: GettingStarted's SVG draws nobody" >&2
  exit 1
fi
[ -s "$out/frame.png" ] || { echo "run_snippets: GettingStartedSDL wrote no PNG" >&2; exit 1; }
