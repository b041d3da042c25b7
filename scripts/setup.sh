#!/usr/bin/env bash
# Installs what Orbit needs to build, test and run: SDL2, SDL2_image, Pango and Cairo, libjpeg-turbo (with
# pkg-config), fonts for every script names come in, Xvfb for headless runs, and jemalloc for `make bench-check`.
# Debian/Ubuntu through apt, macOS through Homebrew (whose Pango finds the system's fonts, which cover these scripts).
# Does nothing when everything is already there; uses sudo only when not root. Where ../shared/deps holds
# offline copies of the Swift packages Orbit depends on (a machine with no route to GitHub), points SwiftPM
# at them (its mirror.sh) and resolves, so the public URLs in Package.swift resolve from there.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: the Swift toolchain (6.2 or later; the renderer-free libraries alone need 6.0) is needed: https://www.swift.org/install" >&2
  exit 1
fi

swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' | head -n 1)
if [ -n "$swift_version" ]; then
  read -r swift_major swift_minor <<<"$swift_version"
  if [ "$swift_major" -lt 6 ] || { [ "$swift_major" -eq 6 ] && [ "$swift_minor" -lt 2 ]; }; then
    echo "setup: Swift $swift_major.$swift_minor found; the demo and the SDL backend need 6.2 or later (the renderer-free libraries alone need 6.0)" >&2
    exit 1
  fi
fi

case "$(uname -s)" in
Linux)
  # Fonts: Noto (core) for Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Bengali, Thai and more;
  # WenQuanYi Micro Hei for Chinese, Japanese and Korean (1.6 MB, where Noto CJK is 56 MB); Noto Color Emoji.
  packages=(pkg-config libsdl2-dev libsdl2-image-dev libpango1.0-dev libcairo2-dev libjpeg-dev
    fonts-noto-core fonts-wqy-microhei fonts-noto-color-emoji xvfb xauth)
  packages+=(python3) # scripts/check_availability.py reads the index store through ctypes
  packages+=(libjemalloc-dev) # package-benchmark's malloc counts (make bench-check, Benchmarks/)
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
  ;;
Darwin)
  if ! command -v brew >/dev/null 2>&1; then
    echo "setup: Homebrew is needed on macOS: https://brew.sh" >&2
    exit 1
  fi
  for p in pkg-config sdl2 sdl2_image pango cairo jpeg-turbo jemalloc; do
    brew list --versions "$p" >/dev/null 2>&1 || brew install "$p"
  done
  ;;
*)
  echo "setup: unsupported system $(uname -s); install SDL2, SDL2_image, Pango, Cairo, libjpeg-turbo, pkg-config and fonts for every script by hand" >&2
  exit 1
  ;;
esac

if [ -x ../shared/deps/mirror.sh ]; then
  ../shared/deps/mirror.sh
  # As file:// URLs rather than paths: SwiftPM pins a path mirror as "localSourceControl" in Package.resolved,
  # which a machine without the mirrors rejects ("invalid absolute path"); a URL mirror pins the public URL
  # as "remoteSourceControl", the same file a machine that reaches GitHub writes.
  sed -i.bak 's#"mirror" : "/#"mirror" : "file:///#' .swiftpm/configuration/mirrors.json
  rm -f .swiftpm/configuration/mirrors.json.bak
  swift package resolve
fi
