#!/usr/bin/env bash
# The public API of the app-facing modules (OrbitGeometry, OrbitLayout, OrbitMotion, OrbitScene, OrbitSession)
# as one sorted list: `swift package dump-symbol-graph --minimum-access-level public`, each symbol reduced to a
# line "Module kind path: declaration" (extensions of another module's types included, under the module that
# declares them). `scripts/api.sh write` writes API.txt; `scripts/api.sh check` (CI) fails on any difference
# from the committed API.txt, printing it: a change of the public API is made on purpose, by `make api`, and
# reviewed in the diff. `swift package diagnose-api-breaking-changes TAG` is the anchor for what breaks clients.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-check}
case "$mode" in write | check) ;; *) echo "usage: scripts/api.sh write|check" >&2; exit 64 ;; esac
modules=(OrbitGeometry OrbitLayout OrbitMotion OrbitScene OrbitSession)

log=$(mktemp)
listing=$(mktemp)
trap 'rm -f "$log" "$listing"' EXIT
# dump-symbol-graph loads every module of the package, the test modules too: on a fresh clone they must be
# built first (the same debug build `make test` uses, so nothing is built twice).
if ! swift build --build-tests >"$log" 2>&1; then
  cat "$log"
  echo "api: the build failed" >&2
  exit 1
fi
if ! swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1; then
  cat "$log"
  echo "api: dump-symbol-graph failed" >&2
  exit 1
fi
folder=$(sed -n 's/^Files written to \(.*\)$/\1/p' "$log" | tail -n 1)
[ -d "$folder" ] || { cat "$log"; echo "api: dump-symbol-graph named no folder" >&2; exit 1; }

python3 - "$folder" "${modules[@]}" >"$listing" <<'PY'
import json, os, sys

folder, modules = sys.argv[1], sys.argv[2:]
lines = set()
for name in sorted(os.listdir(folder)):
    # <Module>.symbols.json, and <Module>@<Other>.symbols.json for its extensions of Other's types.
    if not name.endswith(".symbols.json") or name.split("@")[0].split(".")[0] not in modules:
        continue
    module = name.split("@")[0].split(".")[0]
    with open(os.path.join(folder, name)) as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        path = ".".join(symbol["pathComponents"])
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        lines.add(f"{module} {kind} {path}: {' '.join(declaration.split())}")
print("\n".join(sorted(lines)))
PY
count=$(wc -l <"$listing" | tr -d ' ')
for module in "${modules[@]}"; do
  printf '%s %s\n' "$module" "$(grep -c "^$module " "$listing" || true)"
done | paste -sd' ' - | sed 's/^/api: public symbols per module: /'
echo "api: $count public symbols in the app-facing modules"

if [ "$mode" = write ]; then
  cp "$listing" API.txt
  echo "api: wrote API.txt"
  exit 0
fi
if ! diff -u API.txt "$listing" >"$log"; then
  cat "$log"
  echo "api: the public API differs from API.txt (above: - committed, + now); if the change is meant, run 'make api' and commit API.txt" >&2
  exit 1
fi
echo "api: the public API matches API.txt"
