#!/usr/bin/env python3
"""Writes the symbol graph of SwiftPM snippets (Snippets/*.swift) that DocC's @Snippet directive reads.

    scripts/snippet_symbols.py OUTPUT.symbols.json PACKAGE SNIPPET.swift...

The Swift toolchain ships no snippet extractor (swift-docc-plugin's `snippet-extract` is a package of its
own, which the no-outside-packages rule and offline builds exclude), so this reads snippets by SE-0356's
rules: the leading `//` comment lines are the explanation; `// snippet.hide` and `// snippet.show` hide and
show lines; `// snippet.NAME` starts a slice that `// snippet.end` or the next slice ends; blank lines
around a slice are left out and the shown lines lose their common indentation. DocC finds a snippet by the
path `PACKAGE/Snippets/NAME` (the file's base name).
"""
import json
import os
import re
import sys

MARKER = re.compile(r"^\s*//\s*snippet\.(\S+)", re.IGNORECASE)


def parse(source):
    lines = source.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    explanation = []
    while lines and lines[0].strip().startswith("//") and not MARKER.match(lines[0]):
        explanation.append(lines.pop(0).strip()[2:])
    indent = min((len(l) - len(l.lstrip()) for l in explanation if l.strip()), default=0)
    explanation = [l[min(indent, len(l) - len(l.lstrip())):] for l in explanation]
    while explanation and not explanation[-1].strip():
        explanation.pop()

    shown, slices, visible, current = [], {}, True, None

    def end_slice():
        if current and current[1] < len(shown):
            slices[current[0]] = [current[1], len(shown)]

    for line in lines:
        marker = MARKER.match(line)
        name = marker.group(1).lower() if marker else None
        if name == "hide" or name == "show":
            visible = name == "show"
        elif name == "end":
            end_slice()
            current = None
        elif marker:
            if visible:
                end_slice()
                current = (marker.group(1), len(shown))
        elif visible and (shown or line.strip()):
            shown.append(line)
    end_slice()
    for name, (lower, upper) in slices.items():
        while lower < upper and not shown[lower].strip():
            lower += 1
        while lower < upper and not shown[upper - 1].strip():
            upper -= 1
        slices[name] = [lower, upper]
    common = min((len(l) - len(l.lstrip(" ")) for l in shown if l), default=0)
    shown = [l[common:] for l in shown]
    while shown and not shown[-1].strip():
        shown.pop()
    return explanation, shown, slices


def symbol(path, package):
    name = os.path.splitext(os.path.basename(path))[0]
    with open(path, encoding="utf-8") as file:
        explanation, lines, slices = parse(file.read())
    entry = {
        "identifier": {"precise": f"$snippet__{package}.{name}", "interfaceLanguage": "swift"},
        "names": {"title": name},
        "pathComponents": ["Snippets", name],
        "docComment": {"lines": [{"text": line} for line in explanation]},
        "accessLevel": "public",
        "kind": {"identifier": "snippet", "displayName": "Snippet"},
        "snippet": {"language": "swift", "lines": lines},
    }
    if slices:
        entry["snippet"]["slices"] = slices
    return entry


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    output, package, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    graph = {
        "metadata": {"formatVersion": {"major": 0, "minor": 1, "patch": 0}, "generator": "scripts/snippet_symbols.py"},
        "module": {"name": package, "platform": {}, "isVirtual": True},
        "symbols": [symbol(path, package) for path in sorted(paths)],
        "relationships": [],
    }
    with open(output, "w", encoding="utf-8") as file:
        json.dump(graph, file, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
