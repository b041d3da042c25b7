#!/usr/bin/env bash
# Builds orbit-demo (release) and runs it: a window when there is a display; without one (no DISPLAY or
# WAYLAND_DISPLAY) an offscreen run of the sample fling replay that writes a screenshot and statistics.
# Extra arguments go to orbit-demo (see `orbit-demo --help`).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product orbit-demo
demo=.build/release/orbit-demo

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  echo "demo: opening the Orbit window (drag a ring, fling it, click a person, scroll to zoom; ? for help, Esc quits)"
  exec "$demo" "$@"
fi

mkdir -p out
echo "demo: no display (DISPLAY and WAYLAND_DISPLAY are unset), so rendering offscreen instead of opening a window:"
echo "demo: replaying Assets/traces/fling.json (flings on the second and third rings, ~10 s at 60 fps)"
SDL_VIDEODRIVER=offscreen "$demo" --offscreen --replay Assets/traces/fling.json \
  --screenshot out/orbit-demo.png --stats out/orbit-demo-stats.json "$@"
echo "demo: wrote $(pwd)/out/orbit-demo.png (the last frame) and $(pwd)/out/orbit-demo-stats.json (frame times, textures, decodes)"
echo "demo: with a display (or under 'xvfb-run -a make demo') the same command opens the window"
