#!/usr/bin/env bash
# Builds the DocC documentation of every library module into one static site at out/docs/ with
# swift-docc-plugin (`swift package generate-documentation`, declared in Package.swift): the plugin builds
# the modules (debug; a no-op after `make test`), extracts their symbol graphs and the snippets'
# (Snippets/*.swift, with its snippet-extract tool), runs `docc convert` per module and merges the archives
# (--enable-experimental-combined-documentation, so an article may link to a page of a module it depends on).
#
# The plugin reports DocC's warnings but exits 0, so this script adds what it does not check and fails
# (exit 1) on any of them: a warning (a broken link, a renamed symbol, a snippet that is not found, an
# undocumented parameter), a public type without an abstract, a Swift listing in an article that is not a
# snippet. It prints each module's documentation coverage (DocC's brief table).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(OrbitGeometry OrbitLayout OrbitMotion OrbitScene OrbitSession OrbitFiles OrbitNetwork OrbitSDL)
out=out/docs
log=.build/docs.log

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

targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
rm -rf "$out"
mkdir -p .build "$(dirname "$out")"
echo "docs: swift package generate-documentation (${#modules[@]} modules, one combined site)"
# Options after the plugin's own go to `docc convert`: without synthesized members (Equatable's != and the
# like), with inherited docs, with the coverage table. Not --warnings-as-errors: DocC would stop at the
# first module with a warning; the plugin converts them all, and every warning is listed below.
if ! swift package --allow-writing-to-directory "$out" generate-documentation "${targets[@]}" \
  --enable-experimental-combined-documentation --output-path "$out" --disable-indexing \
  --transform-for-static-hosting --experimental-skip-synthesized-symbols --enable-inherited-docs \
  --experimental-documentation-coverage --coverage-summary-level brief >"$log" 2>&1; then
  cat "$log"
  echo "docs: swift package generate-documentation failed" >&2
  exit 1
fi
# DocC's output without SwiftPM's build lines: each module's diagnostics (with their source lines) and
# coverage table under its name. The plugin converts modules concurrently and says which one finished only
# after DocC's output, so the lines are held until then. The tables count extended types (another module's
# types this one extends), which have no abstract of their own; the abstract check below leaves them out.
awk '/^\[[0-9]+\/[0-9]+\] |^Building for |^Build of |^Build complete|symbol information for|^Building documentation for|^ *--- Experimental coverage|^[[:space:]]*$/ { next }
  /^Finished building documentation for / { split($0, name, "\047"); printf "== %s\n%s", name[2], held; held = ""; next }
  { held = held $0 "\n" }
  END { printf "%s", held }' "$log"
# The plugin exits 0 even when `docc merge` fails: DocC's "Error:" counts too.
warnings=$(grep -c '^warning: \|^error: \|^Error: ' "$log" || true)
if [ ! -f "$out/data/documentation.json" ]; then
  echo "docs: the plugin wrote no combined site to $out" >&2
  exit 1
fi

# Every public type has an abstract (a doc comment's first sentence). DocC's coverage report says so per
# module, but the combined site keeps only the first module's documentation-coverage.json, so this reads
# the site's pages instead (a type's page has no "abstract" when its doc comment is missing).
rm -f "$out/documentation-coverage.json"
missing=$(python3 - "$out/data/documentation" <<'PY'
import glob, json, os, sys
types = {"struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"}
for path in sorted(glob.glob(os.path.join(sys.argv[1], "**", "*.json"), recursive=True)):
    page = json.load(open(path))
    if page["metadata"].get("symbolKind") in types and not page.get("abstract"):
        print(page["identifier"]["url"].split("/documentation/", 1)[1])
PY
)
if [ -n "$missing" ]; then
  count=$(grep -c . <<<"$missing")
  echo "warning: $count public type(s) have no abstract (a doc comment's first sentence):"
  sed 's/^/  /' <<<"$missing"
  warnings=$((warnings + count))
fi

# A page at the site's root that links the modules: DocC's web app routes only documentation/ (the
# combined landing page) and below, so the root index.html it writes would show "not found".
{
  echo '<!doctype html><meta charset="utf-8"><title>Orbit documentation</title>'
  echo '<h1>Orbit documentation</h1><p><a href="documentation/">All modules</a></p><ul>'
  for module in "${modules[@]}"; do
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"documentation/$lower/\">$module</a></li>"
  done
  echo '</ul>'
} >"$out/index.html"

if [ "$warnings" -gt 0 ]; then
  echo "docs: $warnings warning(s); the documentation must build without any" >&2
  exit 1
fi
echo "docs: ${#modules[@]} modules in $out with no warnings in ${SECONDS} s; open them with:"
echo "  python3 -m http.server --directory $out 8000   # then http://localhost:8000/"
