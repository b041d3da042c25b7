#!/usr/bin/env bash
# Serves Assets/avatars over HTTP on 127.0.0.1:8642 (scripts/avatar_server.py) and opens the demo on
# Assets/people-urls.json, whose avatars are URLs on that server: the avatars come from the network, through the
# image cache (--image-cache DIR, default the platform's; pass extra demo flags after the script's name).
# The server stops when the demo ends. `make serve-avatars` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
port=8642
python3 scripts/avatar_server.py --dir Assets/avatars --port "$port" --lifetime 86400 >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
# Wait (up to 10 s) until it answers.
for _ in $(seq 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  sleep 0.1
done
swift run orbit-demo --people Assets/people-urls.json "$@"
