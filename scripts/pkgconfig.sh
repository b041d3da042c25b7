#!/usr/bin/env bash
# Writes, for every `pkgConfig:` name in Package.swift, a filtered copy of its pkg-config flags to
# .build/pkgconfig/<name>.pc, keeping only the flags SwiftPM accepts from a system library
# (cflags: -I, -F; libs: -L, -l, -F, -framework, -w). SwiftPM drops any other flag anyway but warns
# "prohibited flag(s)" on every build (SDL's -D_REENTRANT, Pango's -pthread). The Makefile puts
# .build/pkgconfig first on PKG_CONFIG_PATH, so `make` builds find these copies; pkg-config itself
# resolves `Requires:`, so each copy holds the full, flat flag list and requires nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
# Only macOS's targets name pkg-config files (Package.swift's `homebrew`).
[ "$(uname)" = Darwin ] || exit 0

out=.build/pkgconfig
mkdir -p "$out"
# The caller's search path without this folder, so pkg-config reads the real .pc files.
system_path=$(printf '%s' "${PKG_CONFIG_PATH:-}" | tr ':' '\n' | { grep -vxF "$PWD/$out" || true; } | paste -sd: -)
pc() { PKG_CONFIG_PATH="$system_path" pkg-config "$@"; }
names=$(sed -n 's/.*pkgConfig: *homebrew("\([^"]*\)").*/\1/p' Package.swift)
for name in $names; do
  if ! cflags=$(pc --cflags "$name" 2>/dev/null) || ! libs=$(pc --libs "$name" 2>/dev/null); then
    # Missing: leave SwiftPM to say so (with the provider's install hint).
    rm -f "$out/$name.pc"
    continue
  fi
  keep() { # keep <allowed prefixes regex> <flags...>
    local allowed=$1 kept=() next=0
    shift
    for flag in "$@"; do
      if [ "$next" -eq 1 ]; then kept+=("$flag"); next=0; continue; fi
      case "$flag" in
      -framework) kept+=("$flag"); next=1 ;;
      *) [[ "$flag" =~ $allowed ]] && kept+=("$flag") ;;
      esac
    done
    echo "${kept[*]:-}"
  }
  # shellcheck disable=SC2086 # split the flags on purpose
  {
    echo "Name: $name"
    echo "Description: $name with only the flags SwiftPM accepts (written by scripts/pkgconfig.sh)"
    echo "Version: $(pc --modversion "$name")"
    echo "Cflags: $(keep '^-[IF]' $cflags)"
    echo "Libs: $(keep '^(-[LlF]|-w$)' $libs)"
  } >"$out/$name.pc.tmp"
  mv "$out/$name.pc.tmp" "$out/$name.pc"
done
