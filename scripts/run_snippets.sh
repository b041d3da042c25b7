#!/usr/bin/env bash
# Runs every snippet (Snippets/*.swift, the DocC articles' code) from the package's root, as `swift build` built
# it, and fails when one exits non-zero. The two Getting-started programs write their frame into a temporary
# folder, and the renderer-free one's SVG must draw people (`data-id` discs); FetchAvatarBytes fetches from a
# local avatar server. Prints each snippet's time.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --show-bin-path)
out=$(mktemp -d)
server=""
trap 'rm -rf "$out"; [ -z "$server" ] || kill "$server" 2>/dev/null || true' EXIT
# FetchAvatarBytes fetches from a server of our own on 127.0.0.1 (it prints its port first).
python3 scripts/avatar_server.py --dir Assets/avatars --lifetime 120 >"$out/server.out" 2>"$out/server.err" &
server=$!
for _ in $(seq 100); do [ -s "$out/server.out" ] && break; sleep 0.1; done
port=$(head -1 "$out/server.out" | cut -d' ' -f2)
for file in Snippets/*.swift; do
  name=$(basename "$file" .swift)
  [ -x "$bin/$name" ] || { echo "run_snippets: $bin/$name is missing (run swift build first)" >&2; exit 1; }
  args=()
  case "$name" in
    GettingStarted) args=(Assets/people.json "$out/frame.svg") ;;
    GettingStartedSDL) args=(Assets/people.json "$out/frame.png") ;;
    FetchAvatarBytes) args=("http://127.0.0.1:$port/avatars/avatar-01.png") ;;
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
