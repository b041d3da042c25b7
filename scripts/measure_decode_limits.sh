#!/usr/bin/env bash
# Measures the decoders against hostile JPEGs (issue 17, items 4 and 14): ten progressive "scan bombs"
# (4096x4096, 30,000 scans of coded end-of-block runs, ~1 MB each, legal JPEG) in one folder beside twenty
# bundled avatars in another, on 1 and 4 decoders; then sixteen 140-byte JPEGs claiming 4096x4096 on 16
# decoders. Each run is the demo, offscreen, stepping until no avatar load is in flight (at most 60 s).
# Prints per run: wall time to settle, CPU, peak RSS, avatars decoded and failed, and the load average.
# CONFIG=debug uses the debug build. Writes under out/decode-limits/. Needs python3 and /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-release}
swift build -c "$config" --product orbit-demo >/dev/null 2>&1
demo=$(swift build -c "$config" --show-bin-path)/orbit-demo
dir=out/decode-limits
rm -rf "$dir"
mkdir -p "$dir/bombs" "$dir/good" "$dir/claims"
python3 - "$dir" <<'PY'
import json, os, shutil, struct, sys
out = sys.argv[1]
segment = lambda marker, body: bytes([0xFF, marker]) + struct.pack(">H", len(body) + 2) + body
def entropy(bits):
    bits += "1" * (-len(bits) % 8)
    data = bytearray()
    for i in range(0, len(bits), 8):
        data.append(int(bits[i:i + 8], 2))
        if data[-1] == 0xFF: data.append(0)
    return bytes(data)
def jpeg(side, scans, progressive=True):
    blocks = (side // 8) ** 2
    head = b"\xFF\xD8" + segment(0xDB, bytes([0] + [1] * 64)) \
        + segment(0xC2 if progressive else 0xC0, bytes([8]) + struct.pack(">HH", side, side) + bytes([1, 1, 0x11, 0])) \
        + segment(0xC4, bytes([0x00, 1] + [0] * 15 + [0])) + segment(0xC4, bytes([0x10, 1] + [0] * 15 + [0xE0]))
    if not progressive:  # every block's DC difference and AC left to the decoder's zero fill: 140 bytes
        return head + segment(0xDA, bytes([1, 1, 0x00, 0, 63, 0])) + b"\xFF\xD9"
    dc = segment(0xDA, bytes([1, 1, 0x00, 0, 0, 0])) + entropy("0" * blocks)
    ac = segment(0xDA, bytes([1, 1, 0x00, 1, 63, 0])) + entropy(("0" + "1" * 14) * -(-blocks // 32767))
    return head + dc + ac * (scans - 1) + b"\xFF\xD9"
bomb, claim = jpeg(4096, 30000), jpeg(4096, 1, progressive=False)
users = []
for i in range(10):
    open(f"{out}/bombs/bomb{i}.jpg", "wb").write(bomb)
    users.append({"id": f"b{i}", "name": f"Bomb {i}", "distanceMeters": 30 + 10 * i, "avatar": f"bombs/bomb{i}.jpg"})
for i in range(20):
    name = "avatar-%02d.%s" % (21 + i, "png" if 21 + i <= 24 else "jpg")
    shutil.copy(f"Assets/avatars/{name}", f"{out}/good/{name}")
    users.append({"id": f"g{i}", "name": f"Good {i}", "distanceMeters": 130 + 10 * i, "avatar": f"good/{name}"})
json.dump({"viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "users": users}, open(f"{out}/bombs.json", "w"))
for i in range(16): open(f"{out}/claims/claim{i}.jpg", "wb").write(claim)
claims = [{"id": f"c{i}", "name": f"Claim {i}", "distanceMeters": 30 + 10 * i, "avatar": f"claims/claim{i}.jpg"} for i in range(16)]
json.dump({"viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "users": claims}, open(f"{out}/claims.json", "w"))
PY
summary='import json,sys; d=json.load(open(sys.argv[1])); print("%s: decoded %d, failed %d, peakRSS %d MB" % (sys.argv[2], d["decodesDone"], d["decodeFailures"], d["peakRSSBytes"] // 1000000))'
run() {
  local people=$1 decoders=$2 label=$3
  local timing
  timing=$(/usr/bin/time -f "%e s to settle, CPU %U s user + %S s sys" "$demo" --people "$dir/$people.json" --offscreen --frames 1 \
    --settle 60 --decoders "$decoders" --stats "$dir/$people-$decoders.json" 2>&1 >/dev/null | tail -n 1)
  python3 -c "$summary" "$dir/$people-$decoders.json" "$label, $decoders decoder(s): $timing, load $(cut -d' ' -f1-3 /proc/loadavg)"
}
run bombs 1 "10 scan bombs + 20 avatars"
run bombs 4 "10 scan bombs + 20 avatars"
run claims 16 "16 JPEGs of 140 bytes claiming 4096x4096"
