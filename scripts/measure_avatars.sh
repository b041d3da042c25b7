#!/usr/bin/env bash
# Measures the avatar residency's targets (OrbitSession's Benchmarks article): the zoom replay at 1k and 100k
# people under Xvfb (sharpAtEnd, placeholdersAtEnd, texture bytes against the budget, frame times), the
# replays of avatars after rest (placeholders after rest, time to sharp, decodes and the image cache), and the
# peak RSS of the demo showing 20 people whose avatar is a 69-byte PNG claiming 23000×23000 pixels.
# Writes out/avatars-*.json and prints one line per run with the load average. Needs xvfb-run, python3, /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product orbit-demo >/dev/null 2>&1
mkdir -p out/avatars-bomb
summary='import json,sys; d=json.load(open(sys.argv[1])); f=d["frameMs"]; c=d["frameCPUMs"]; print("%s: sharpAtEnd %s placeholdersAtEnd %s textureBytesPeak %s of %s (copies %s) frameMs p50 %.2f p99 %.2f maxAfterFirst %.1f frameCPUMs p50 %.2f p99 %.2f peakRSS %d MB" % (sys.argv[2], d["sharpAtEnd"], d["placeholdersAtEnd"], d["textureBytesPeak"], d["textureBudgetBytes"], d["avatarCopyBytesPeak"], f["p50"], f["p99"], f["maxAfterFirst"], c["p50"], c["p99"], d["peakRSSBytes"] // 1000000))'
rests='import json,sys; d=json.load(open(sys.argv[1])); print("%s: placeholderFramesAfterRest %d sharpAfterRestMsMax %.0f (frame clock %.0f) restsEndedUnsharp %d decodesStarted %d decodesCoalesced %d imageCacheHits %d imageCacheBytesPeak %d textureBytesPeak %d texturesDestroyed %d" % (sys.argv[2], d["placeholderFramesAfterRest"], d["sharpAfterRestMsMax"], d["sharpAfterRestFrameClockMsMax"], d["restsEndedUnsharp"], d["decodesStarted"], d["decodesCoalesced"], d["imageCacheHits"], d["imageCacheBytesPeak"], d["textureBytesPeak"], d["texturesDestroyed"]))'
for people in 1000 100000; do
  xvfb-run -a .build/release/orbit-demo --users "$people" --seed 1 --replay Assets/traces/zoom.json \
    --stats "out/avatars-$people.json" 2>/dev/null
  python3 -c "$summary" "out/avatars-$people.json" "$people people, load $(cut -d' ' -f1-3 /proc/loadavg)"
  python3 -c "$rests" "out/avatars-$people.json" "  after rest"
done
# Avatars that are already there (scripts/generate_cache_traces.py): the 180 sample people zoomed into a
# corner and back with Home; the 100k crowd zoomed in seven notches; the crowd's 40 files at three steps.
for run in "corner-home 180" "zoom-in 100000" "three-steps 100000"; do
  set -- $run
  if [ "$2" = 180 ]; then crowd=(); else crowd=(--users "$2" --seed 1); fi
  xvfb-run -a .build/release/orbit-demo "${crowd[@]}" --replay "Assets/traces/$1.json" --stats "out/avatars-$1.json" 2>/dev/null
  python3 -c "$rests" "out/avatars-$1.json" "$1, $2 people, load $(cut -d' ' -f1-3 /proc/loadavg)"
done
python3 - <<'PY'
import json, struct, zlib
chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
bomb = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">II5B", 23000, 23000, 8, 6, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
open("out/avatars-bomb/bomb.png", "wb").write(bomb)
users = [{"id": f"p{i}", "name": f"Bomb {i}", "distanceMeters": 50 + 10 * i, "avatar": "bomb.png"} for i in range(20)]
json.dump({"viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "users": users}, open("out/avatars-bomb/people.json", "w"))
PY
/usr/bin/time -v .build/release/orbit-demo --people out/avatars-bomb/people.json --offscreen --frames 120 \
  --stats out/avatars-bomb.json 2>&1 | grep "Maximum resident" | sed "s/^\s*/header bomb (20 people, one 69-byte PNG claiming 23000x23000): /"
