#!/usr/bin/env bash
# Follows "Getting started" (OrbitSession's documentation) as a new user would: in a temporary folder, a package
# with the article's Package.swift (its `.package(path: "../orbit")` is this checkout, linked as `orbit`) and the
# article's renderer-free program (Snippets/GettingStarted.swift) as its main.swift. Builds it (debug, its own
# .build: nothing is shared with this checkout's), runs it from another folder on Assets/people.json, and fails
# unless it writes an SVG frame that draws people, and unless the program links no SDL library (ldd, where
# there is one; otool -L on macOS).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
article=Sources/OrbitSession/OrbitSession.docc/GettingStarted.md

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/orbit"
mkdir -p "$work/nearby/Sources/Nearby" "$work/run"
# The article's manifest: its swift block that starts with the tools version.
awk '/^```swift$/ { inside = 1; block = ""; next }
     inside && /^```$/ { inside = 0; if (block ~ /^\/\/ swift-tools-version/) { printf "%s", block; exit } next }
     inside { block = block $0 "\n" }' "$article" >"$work/nearby/Package.swift"
grep -q '^// swift-tools-version' "$work/nearby/Package.swift" || { echo "check_consumer: $article shows no Package.swift" >&2; exit 1; }
cp Snippets/GettingStarted.swift "$work/nearby/Sources/Nearby/main.swift"
# Orbit's own dependencies (swift-collections) resolve as they do for Orbit: from the offline copies when
# set-up pointed SwiftPM at them (scripts/setup.sh), else from their public URLs.
if [ -f .swiftpm/configuration/mirrors.json ]; then
  mkdir -p "$work/nearby/.swiftpm/configuration"
  cp .swiftpm/configuration/mirrors.json "$work/nearby/.swiftpm/configuration/"
fi

echo "check_consumer: building a fresh package that depends on Orbit by path (debug)"
start=$SECONDS
# Plain SwiftPM, as the user runs it: no PKG_CONFIG_PATH of the Makefile's on Linux (see scripts/check_warnings.sh).
(cd "$work/nearby" && if [ "$(uname)" != Darwin ]; then unset PKG_CONFIG_PATH; fi && swift build >"$work/build.log" 2>&1) || { cat "$work/build.log"; echo "check_consumer: the consumer does not build" >&2; exit 1; }
# No warning at all: SwiftPM reads every system library target of a package, used or not, so a `pkgConfig:` name
# with flags it prohibits would warn here too (Package.swift names none on Linux).
if grep -i 'warning' "$work/build.log"; then
  echo "check_consumer: the consumer's plain swift build prints warnings (above)" >&2
  exit 1
fi
program="$work/nearby/.build/debug/Nearby"
(cd "$work/run" && "$program" "$repo/Assets/people.json" frame.svg) >"$work/run.log" 2>&1 || {
  cat "$work/run.log"; echo "check_consumer: the consumer's program failed" >&2; exit 1
}
people=$(grep -c '<circle [^>]*data-id=' "$work/run/frame.svg" || true)
[ "$people" -gt 0 ] || { echo "check_consumer: the frame draws nobody" >&2; exit 1; }
if command -v ldd >/dev/null 2>&1; then
  libraries=$(ldd "$program")
else
  libraries=$(otool -L "$program")
fi
if grep -qi 'sdl\|pango\|cairo' <<<"$libraries"; then
  grep -i 'sdl\|pango\|cairo' <<<"$libraries"
  echo "check_consumer: the renderer-free program links a rendering library" >&2
  exit 1
fi
echo "check_consumer: built and ran in $((SECONDS - start)) s: the frame draws $people people, no SDL, Pango or Cairo linked"
