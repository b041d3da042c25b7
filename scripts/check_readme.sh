#!/usr/bin/env bash
# Checks the front door: README.md stays within 200 lines, its first program is exactly the shown part of
# Snippets/GettingStarted.swift (which `make test` builds and runs), and every relative link in README.md,
# CONTRIBUTING.md, CHANGELOG.md, Demo/README.md and Assets/README.md names a file or folder that exists.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
lines=$(wc -l <README.md)
if [ "$lines" -gt 200 ]; then
  echo "check_readme: README.md has $lines lines (at most 200)" >&2
  status=1
fi

# The snippet from its first `// snippet.show` on, against the README's first Swift listing that starts with
# `import` (the manifest's listing comes before it).
snippet=$(awk '/^\/\/ snippet\.show$/ { shown = 1; next } /^\/\/ snippet\.hide$/ { shown = 0; next } shown' Snippets/GettingStarted.swift)
listing=$(awk '/^```swift$/ { inside = 1; body = ""; next }
  inside && /^```$/ { inside = 0; if (body ~ /^import /) { printf "%s", body; exit } next }
  inside { body = body $0 "\n" }' README.md)
if [ "$snippet" != "${listing%$'\n'}" ]; then
  echo "check_readme: README.md's first program differs from Snippets/GettingStarted.swift's shown part:" >&2
  diff <(printf '%s\n' "$snippet") <(printf '%s\n' "${listing%$'\n'}") >&2 || true
  status=1
fi

for doc in README.md CONTRIBUTING.md CHANGELOG.md Demo/README.md Assets/README.md; do
  [ -f "$doc" ] || { echo "check_readme: $doc is missing" >&2; status=1; continue; }
  folder=$(dirname "$doc")
  # Markdown links and images: ](target) with no scheme and no in-page anchor.
  while IFS= read -r target; do
    path=${target%%#*}
    [ -n "$path" ] || continue
    if [ ! -e "$folder/$path" ]; then
      echo "check_readme: $doc links to $target, which does not exist" >&2
      status=1
    fi
  done < <(grep -o '](\([^)]*\))' "$doc" | sed 's/^](//; s/)$//' | grep -v '^[a-z][a-z0-9+.-]*:' || true)
done
[ "$status" -eq 0 ] && echo "check_readme: README.md ($lines lines), its program and the links are in order"
exit "$status"
