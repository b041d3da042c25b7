#!/usr/bin/env bash
# Lays out the bundled people and writes an SVG picture of the rings.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product orbit-layout
mkdir -p out
.build/release/orbit-layout place Assets/people.json --format svg --out out/people.svg
echo "demo: wrote $(pwd)/out/people.svg (the bundled people laid out on their rings)"
