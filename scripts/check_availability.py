#!/usr/bin/env python3
"""Fails when a module references an API newer than the package's declared minimum systems.

Linux compilers ignore Apple availability, so this reads what they keep: the toolchain's symbol graphs
carry each standard-library, Foundation, Dispatch and Synchronization declaration's `@available(macOS …,
iOS …)`, and an index store (built with `-index-store-path`) lists every declaration our modules
reference, by USR, with its line and column. A reference to a declaration introduced after the minimum
(inherited from the enclosing type when the member carries none; for a protocol requirement with default
implementations, the oldest of those) is an error (except the implicit mentions of requirements a conformance leaves to default
implementations), unless it sits inside the
braces of an `if #available(…)` that names versions at least as new for every platform checked.

usage: check_availability.py --index STORE --symbols DIR --minimum macOS=13 --minimum iOS=16 MODULE...
"""

import argparse
import ctypes
import glob
import json
import os
import re
import sys


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


ROLE_DECLARATION, ROLE_DEFINITION, ROLE_IMPLICIT = 1 << 0, 1 << 1, 1 << 8
DEPENDENCY_RECORD = 2
APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)


def load_index_library():
    """libIndexStore from the toolchain that runs `swift` (it must read the store that toolchain wrote)."""
    swift = os.path.realpath(os.popen("command -v swift").read().strip())
    lib_dir = os.path.join(os.path.dirname(os.path.dirname(swift)), "lib")
    for name in ("libIndexStore.so", "libIndexStore.dylib"):
        path = os.path.join(lib_dir, name)
        if os.path.exists(path):
            lib = ctypes.CDLL(path)
            break
    else:
        sys.exit(f"check_availability: no libIndexStore beside {swift}")
    void_p = ctypes.c_void_p
    signatures = {
        "indexstore_store_create": ([ctypes.c_char_p, ctypes.POINTER(void_p)], void_p),
        "indexstore_store_units_apply_f": ([void_p, ctypes.c_uint, void_p, UNIT_APPLIER], ctypes.c_bool),
        "indexstore_unit_reader_create": ([void_p, ctypes.c_char_p, ctypes.POINTER(void_p)], void_p),
        "indexstore_unit_reader_get_module_name": ([void_p], StringRef),
        "indexstore_unit_reader_dependencies_apply_f": ([void_p, void_p, APPLIER], ctypes.c_bool),
        "indexstore_unit_reader_dispose": ([void_p], None),
        "indexstore_unit_dependency_get_kind": ([void_p], ctypes.c_int),
        "indexstore_unit_dependency_get_name": ([void_p], StringRef),
        "indexstore_unit_dependency_get_filepath": ([void_p], StringRef),
        "indexstore_record_reader_create": ([void_p, ctypes.c_char_p, ctypes.POINTER(void_p)], void_p),
        "indexstore_record_reader_occurrences_apply_f": ([void_p, void_p, APPLIER], ctypes.c_bool),
        "indexstore_record_reader_dispose": ([void_p], None),
        "indexstore_occurrence_get_symbol": ([void_p], void_p),
        "indexstore_occurrence_get_roles": ([void_p], ctypes.c_uint64),
        "indexstore_occurrence_get_line_col": ([void_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)], None),
        "indexstore_symbol_get_usr": ([void_p], StringRef),
        "indexstore_symbol_get_name": ([void_p], StringRef),
    }
    for name, (arguments, result) in signatures.items():
        function = getattr(lib, name)
        function.argtypes, function.restype = arguments, result
    return lib


def references(lib, store_path, modules):
    """(file, line, column, usr, name, roles) of every reference from the named modules' compiled files."""
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        sys.exit(f"check_availability: cannot open the index store {store_path}")
    unit_names = []
    lib.indexstore_store_units_apply_f(store, 0, None, UNIT_APPLIER(lambda _, name: unit_names.append(name.text()) or True))
    records = {}  # record name -> source file
    for unit_name in unit_names:
        unit = lib.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
        if not unit:
            continue
        if lib.indexstore_unit_reader_get_module_name(unit).text() in modules:
            def dependency(_, dep):
                if lib.indexstore_unit_dependency_get_kind(dep) == DEPENDENCY_RECORD:
                    records[lib.indexstore_unit_dependency_get_name(dep).text()] = \
                        lib.indexstore_unit_dependency_get_filepath(dep).text()
                return True
            lib.indexstore_unit_reader_dependencies_apply_f(unit, None, APPLIER(dependency))
        lib.indexstore_unit_reader_dispose(unit)
    found = []
    for record_name, path in sorted(records.items(), key=lambda item: item[1]):
        record = lib.indexstore_record_reader_create(store, record_name.encode(), ctypes.byref(error))
        if not record:
            continue
        def occurrence(_, occ):
            roles = lib.indexstore_occurrence_get_roles(occ)
            if roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                return True
            symbol = lib.indexstore_occurrence_get_symbol(occ)
            line, column = ctypes.c_uint(), ctypes.c_uint()
            lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line), ctypes.byref(column))
            found.append((path, line.value, column.value, lib.indexstore_symbol_get_usr(symbol).text(),
                          lib.indexstore_symbol_get_name(symbol).text(), roles))
            return True
        lib.indexstore_record_reader_occurrences_apply_f(record, None, APPLIER(occurrence))
        lib.indexstore_record_reader_dispose(record)
    return found


def availability(symbol_dir, platforms):
    """USR -> {platform: (major, minor)} introduced, members inheriting their type's when they have none."""
    own, parent, names, defaults, requirements = {}, {}, {}, {}, set()
    for path in glob.glob(os.path.join(symbol_dir, "*.symbols.json")):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            names[usr] = ".".join(symbol.get("pathComponents", []))
            for entry in symbol.get("availability") or []:
                if entry.get("domain") in platforms and "introduced" in entry:
                    version = entry["introduced"]
                    own.setdefault(usr, {})[entry["domain"]] = (version.get("major", 0), version.get("minor", 0))
        for relation in graph.get("relationships", []):
            if relation["kind"] == "memberOf":
                parent[relation["source"]] = relation["target"]
            elif relation["kind"] == "requirementOf":
                requirements.add(relation["source"])
            elif relation["kind"] == "defaultImplementationOf":
                requirements.add(relation["source"])
                defaults.setdefault(relation["target"], []).append(relation["source"])
    resolved = {}

    def introduced(usr, depth=0):
        if usr in resolved:
            return resolved[usr]
        result = dict(own.get(usr, {}))
        if usr in parent and depth < 8:
            for platform, version in introduced(parent[usr], depth + 1).items():
                result.setdefault(platform, version)
        resolved[usr] = result
        return result

    table = {usr: introduced(usr) for usr in set(own) | set(parent)}
    # A requirement added to a protocol later, with a default implementation (`FixedWidthInteger.&*`,
    # the decoding containers' `Int128` overloads): the index names the requirement, but older systems
    # call the default, so the requirement is as old as its oldest default implementation.
    for requirement, implementations in defaults.items():
        if requirement in table:
            oldest = {}
            for implementation in implementations:
                for platform in platforms:
                    version = introduced(implementation).get(platform, (0, 0))
                    oldest[platform] = min(oldest.get(platform, version), version)
            table[requirement] = {p: v for p, v in oldest.items() if v > (0, 0)}
    return table, names, requirements


AVAILABLE = re.compile(r"#available\(([^)]*)\)")


def guarded_ranges(path):
    """[(first line, last line, {platform: version})] of each `if #available(…) {…}` body in the file."""
    with open(path) as file:
        text = file.read()
    ranges = []
    for match in AVAILABLE.finditer(text):
        versions = {}
        for part in match.group(1).split(","):
            fields = part.split()
            if len(fields) == 2:
                numbers = [int(n) for n in fields[1].split(".")[:2]] + [0]
                versions[fields[0]] = (numbers[0], numbers[1])
        brace = text.find("{", match.end())
        if brace < 0 or text[match.end():brace].strip() == "else":  # `guard #available` is not followed
            continue
        depth, end = 0, brace
        for end in range(brace, len(text)):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            if depth == 0:
                break
        ranges.append((text.count("\n", 0, brace) + 1, text.count("\n", 0, end) + 1, versions))
    return ranges


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--index", required=True)
    parser.add_argument("--symbols", required=True)
    parser.add_argument("--minimum", action="append", required=True, help="platform=major[.minor]")
    parser.add_argument("modules", nargs="+")
    options = parser.parse_args()
    minimum = {}
    for item in options.minimum:
        platform, version = item.split("=")
        numbers = [int(n) for n in version.split(".")[:2]] + [0]
        minimum[platform] = (numbers[0], numbers[1])

    table, names, requirements = availability(options.symbols, set(minimum))
    if not table:
        sys.exit(f"check_availability: no availability in the symbol graphs under {options.symbols}")
    found = references(load_index_library(), options.index, set(options.modules))
    if not found:
        sys.exit(f"check_availability: no references of {', '.join(options.modules)} in {options.index}")
    guards, errors = {}, set()
    for path, line, column, usr, name, roles in found:
        # A conformance names, implicitly, the default implementations it takes (every `Int128` overload
        # of a decoding container); only an explicit call of one is a use.
        if roles & ROLE_IMPLICIT and usr in requirements:
            continue
        newer = {p: v for p, v in table.get(usr, {}).items() if v > minimum[p]}
        if not newer:
            continue
        if path not in guards:
            guards[path] = guarded_ranges(path) if os.path.exists(path) else []
        if any(first <= line <= last and all(versions.get(p, (0, 0)) >= v for p, v in newer.items())
               for first, last, versions in guards[path]):
            continue
        needs = ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in sorted(newer.items()))
        errors.add(f"{path}:{line}:{column}: error: {names.get(usr) or name} needs {needs}; the package declares "
                   + ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in sorted(minimum.items())))
    for error in sorted(errors):
        print(error)
    print(f"check_availability: {len(found)} references of {', '.join(options.modules)} checked against "
          f"{len(table)} declarations with availability; {len(errors)} newer than declared", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
