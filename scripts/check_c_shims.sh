#!/usr/bin/env bash
# Checks Sources/CPangoCairo/shim.h, which declares the part of Pango, Cairo and GObject that OrbitSDL calls
# instead of including their headers (see the shim for why), against the installed libraries' own headers:
# compiled after them, a prototype that differs is a conflicting declaration (an error), and every enumerator
# and macro value the shim defines must equal theirs; PangoRectangle must be four ints, x, y, width, height, both
# in their headers and in the shim compiled alone. Needs pkg-config, here only, to find the headers.
set -euo pipefail
cd "$(dirname "$0")/.."
shim=Sources/CPangoCairo/shim.h
cc=${CC:-$(command -v clang || command -v cc)}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rectangle() {
  echo '_Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle is not four ints");'
  local offset=0
  for field in x y width height; do
    echo "_Static_assert(offsetof(PangoRectangle, $field) == $offset * sizeof(int), \"PangoRectangle.$field moved\");"
    offset=$((offset + 1))
  done
}
{
  echo '#include <stddef.h>'
  echo '#include <pango/pangocairo.h>'
  echo '#define ORBIT_CHECK_AGAINST_SYSTEM_HEADERS 1'
  echo "#include \"$PWD/$shim\""
  # "NAME = VALUE," in an enum and "#define NAME VALUE": the shim's values, asserted against the headers'.
  sed -nE 's/^[[:space:]]*((PANGO|CAIRO)_[A-Z0-9_]+)[[:space:]]*=[[:space:]]*(-?[0-9]+),?$/_Static_assert(\1 == \3, "\1 is not \3");/p;
           s/^#define[[:space:]]+((PANGO|CAIRO)_[A-Z0-9_]+)[[:space:]]+(-?[0-9]+)$/_Static_assert(\1 == \3, "\1 is not \3");/p' "$shim"
  rectangle
} >"$work/system.c"
{
  echo '#include <stddef.h>'
  echo "#include \"$PWD/$shim\""
  rectangle
} >"$work/alone.c"
asserts=$(grep -c '_Static_assert' "$work/system.c")
# shellcheck disable=SC2046 # pkg-config's flags, split on purpose
if ! "$cc" -std=c11 -fsyntax-only -Werror $(pkg-config --cflags pangocairo) "$work/system.c" 2>"$work/log" ||
  ! "$cc" -std=c11 -fsyntax-only -Werror "$work/alone.c" 2>>"$work/log"; then
  cat "$work/log"
  echo "check_c_shims: $shim differs from the installed Pango, Cairo or GObject headers (above)" >&2
  exit 1
fi
prototypes=$(grep -cE '^[a-z].*\(.*\);$' "$shim")
echo "check_c_shims: $shim matches the installed headers ($prototypes prototypes, $asserts values and offsets)"
