#!/usr/bin/env bash
# Fails when a renderer-free module references an API newer than the macOS and iOS versions Package.swift
# declares (Linux compilers ignore Apple availability). Builds the modules with an index store, extracts
# the toolchain's symbol graphs (which keep every declaration's @available), and runs
# scripts/check_availability.py over both; first proves on a scratch package that the checker catches
# `String(validating:as:)` (macOS 15 / iOS 18) and accepts it inside `if #available`.
set -euo pipefail
cd "$(dirname "$0")/.."

# The modules an app may use without the SDL backend: every library product but OrbitSDL.
read -r -a modules <<<"$(sed -n 's/.*\.library(name: "\([^"]*\)".*/\1/p' Package.swift | grep -vx OrbitSDL | tr '\n' ' ')"
[ ${#modules[@]} -gt 0 ] || { echo "check_availability: no library products in Package.swift" >&2; exit 1; }
macos=$(sed -n 's/.*\.macOS(\.v\([0-9_]*\)).*/\1/p' Package.swift | head -n 1 | tr _ .)
ios=$(sed -n 's/.*\.iOS(\.v\([0-9_]*\)).*/\1/p' Package.swift | head -n 1 | tr _ .)
[ -n "$macos" ] && [ -n "$ios" ] || { echo "check_availability: no .macOS/.iOS platforms in Package.swift" >&2; exit 1; }

scratch=$PWD/.build/availability
mkdir -p "$scratch"
index_flags=(-Xswiftc -index-store-path -Xswiftc "$scratch/index" -Xswiftc -index-ignore-system-modules)

# The toolchain's symbol graphs, once per toolchain.
triple=$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)
symbols="$scratch/symbols-$(swift --version 2>/dev/null | cksum | cut -d ' ' -f 1)"
if [ ! -d "$symbols" ]; then
  sdk=()
  [ "$(uname -s)" = Darwin ] && sdk=(-sdk "$(xcrun --show-sdk-path)")
  mkdir -p "$symbols.tmp"
  for module in Swift _Concurrency _StringProcessing Foundation FoundationEssentials FoundationInternationalization Dispatch Synchronization; do
    swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" -minimum-access-level public \
      -output-dir "$symbols.tmp" >/dev/null 2>&1 || true
  done
  mv "$symbols.tmp" "$symbols"
fi

# The self-test: one unguarded call (line 3) must be reported, the guarded one (line 5) must not.
probe="$scratch/probe"
mkdir -p "$probe/Sources/Probe"
cat >"$probe/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Probe", targets: [.target(name: "Probe")])
SWIFT
cat >"$probe/Sources/Probe/Probe.swift" <<'SWIFT'
public func decode(_ bytes: [UInt8]) -> String? {
    // An API of macOS 15 / iOS 18, unguarded:
    let unguarded = String(validating: bytes, as: UTF8.self)
    if #available(macOS 15, iOS 18, *) {
        return String(validating: bytes, as: UTF8.self)
    }
    return unguarded
}
SWIFT
swift build --package-path "$probe" "${index_flags[@]}" >"$scratch/probe.log" 2>&1 || { cat "$scratch/probe.log"; exit 1; }
if found=$(./scripts/check_availability.py --index "$scratch/index" --symbols "$symbols" \
  --minimum "macOS=$macos" --minimum "iOS=$ios" Probe 2>/dev/null); then
  echo "check_availability: the self-test's unguarded String(validating:as:) was not reported" >&2
  exit 1
fi
if [ "$(printf '%s\n' "$found" | grep -c 'Probe.swift:3:.*String.init(validating:as:) needs')" -ne 1 ] ||
  [ "$(printf '%s\n' "$found" | grep -c 'error:')" -ne 1 ]; then
  printf 'check_availability: the self-test expected one error, at Probe.swift:3; got:\n%s\n' "$found" >&2
  exit 1
fi

for module in "${modules[@]}"; do
  swift build --scratch-path "$scratch/build" --target "$module" "${index_flags[@]}" >"$scratch/build.log" 2>&1 ||
    { cat "$scratch/build.log"; exit 1; }
done
./scripts/check_availability.py --index "$scratch/index" --symbols "$symbols" \
  --minimum "macOS=$macos" --minimum "iOS=$ios" "${modules[@]}"
