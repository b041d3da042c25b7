#!/usr/bin/env bash
# Builds the DocC documentation of every library module into a static site at out/docs/<Module>/ and
# fails (exit 1) when DocC reports any warning: a broken link, a renamed symbol, a parameter that is not
# documented. Prints each module's documentation coverage; the details are in
# out/docs/<Module>/documentation-coverage.json.
#
# Symbol graphs are extracted from the debug build's modules (swift-symbolgraph-extract), so after
# `make test` nothing is compiled again. Everything comes with the Swift toolchain: no plugin, no network. The
# snippets' symbol graph (the articles' code, Snippets/*.swift) is written by scripts/snippet_symbols.py, as the
# toolchain has no snippet extractor.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(OrbitGeometry OrbitLayout OrbitMotion OrbitScene OrbitSession OrbitFiles OrbitNetwork OrbitSDL)
out=out/docs
graphs=.build/docs-symbol-graphs

toolchain_tool() {
  if command -v xcrun >/dev/null 2>&1; then
    xcrun --find "$1"
  else
    local swift
    swift=$(command -v swift) || { echo "docs: the Swift toolchain is needed" >&2; exit 1; }
    echo "$(dirname "$(readlink -f "$swift")")/$1"
  fi
}
docc=$(toolchain_tool docc)
extract=$(toolchain_tool swift-symbolgraph-extract)
for tool in "$docc" "$extract"; do
  [ -x "$tool" ] || { echo "docs: $tool is missing from the Swift toolchain (6.0 or later ships it)" >&2; exit 1; }
done

# OrbitSDL and OrbitFiles depend on every other library module, so this builds them all (a no-op after
# `make test`). SwiftPM's own notes (pkg-config flags) are shown only when the build fails.
mkdir -p .build
echo "docs: building the library modules (debug)"
for target in OrbitSDL OrbitFiles OrbitSession; do
  swift build --target "$target" >.build/docs-build.log 2>&1 || { cat .build/docs-build.log; exit 1; }
done
bin=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin")")
sdk=()
[ "$(uname -s)" = Darwin ] && sdk=(-sdk "$(xcrun --show-sdk-path)")
# The C modules of OrbitSDL and OrbitFiles, as SwiftPM passes them to the compiler.
c_modules=()
for map in Sources/CSDL2*/module.modulemap Sources/CPangoCairo/module.modulemap Sources/CJPEGDecode/include/module.modulemap Sources/COrbitSignals/include/module.modulemap; do
  c_modules+=(-Xcc "-fmodule-map-file=$map")
done
read -r -a c_includes <<<"$(pkg-config --cflags-only-I sdl2 SDL2_image pangocairo fribidi)"

# The articles' code is compiled: every Swift listing is a snippet (`@Snippet`, Snippets/*.swift, built by
# `swift build` and run by `make test`), except a package manifest, which scripts/check_consumer.sh builds.
listings=$(awk 'FNR == 1 { inside = 0 }
  /^```swift$/ { inside = 1; start = FNR; first = ""; next }
  inside && first == "" { first = $0 }
  inside && /^```$/ { inside = 0; if (first !~ /^\/\/ swift-tools-version/) print FILENAME ":" start; next }' Sources/*/*.docc/*.md)
if [ -n "$listings" ]; then
  printf '%s\n' "$listings"
  echo "docs: these Swift listings are not compiled: make each a snippet (Snippets/, @Snippet)" >&2
  exit 1
fi

rm -rf "$out" "$graphs"
mkdir -p "$out" "$graphs/snippets"
# The snippets' symbol graph, which @Snippet(path: "Orbit/Snippets/NAME") reads; every catalog gets it.
python3 scripts/snippet_symbols.py "$graphs/snippets/Orbit-snippets.symbols.json" Orbit Snippets/*.swift
warnings=0
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  "$extract" -module-name "$module" -target "$triple" "${sdk[@]}" -I "$bin/Modules" \
    "${c_modules[@]}" "${c_includes[@]}" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs/$module"
  cp "$graphs/snippets/Orbit-snippets.symbols.json" "$graphs/$module/"
  log="$graphs/$module.log"
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.orbit.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --enable-inherited-docs --experimental-documentation-coverage --coverage-summary-level brief \
    --output-path "$out/$module" >"$log" 2>&1 || { cat "$log"; echo "docs: docc failed for $module" >&2; exit 1; }
  count=$(grep -c '^warning: \|^error: ' "$log" || true)
  warnings=$((warnings + count))
  echo "== $module: $count warning(s)"
  grep -v '^\s*$\|Experimental coverage output enabled\|^Finished building\|^Generated documentation archive' "$log" || true
  # Every public type has an abstract: the coverage table's "Types | NN% (a/b)" must have a = b.
  read -r with all < <(sed -n 's/^Types *| *[0-9.]*% (\([0-9]*\)\/\([0-9]*\)).*/\1 \2/p' "$log")
  if [ "${with:-x}" != "${all:-y}" ]; then
    echo "warning: $((all - with)) public type(s) of $module have no abstract (a doc comment's first sentence):"
    python3 - "$out/$module/documentation-coverage.json" <<'PY' || true
import json, sys
types = {"Structure", "Class", "Enumeration", "Protocol", "Actor", "Type Alias"}
for entry in json.load(open(sys.argv[1])):
    if entry["kind"]["name"] in types and not entry["hasAbstract"]:
        print("  " + entry["referencePath"].split("/documentation/", 1)[1])
PY
    warnings=$((warnings + all - with))
  fi
done

# One page that links the sites (they are separate DocC archives).
{
  echo '<!doctype html><meta charset="utf-8"><title>Orbit documentation</title>'
  echo '<h1>Orbit documentation</h1><ul>'
  for module in "${modules[@]}"; do
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
  done
  echo '</ul>'
} >"$out/index.html"

if [ "$warnings" -gt 0 ]; then
  echo "docs: $warnings warning(s); the documentation must build without any" >&2
  exit 1
fi
echo "docs: ${#modules[@]} sites in $out with no warnings in ${SECONDS} s; open them with:"
echo "  python3 -m http.server --directory $out 8000   # then http://localhost:8000/"
