#!/usr/bin/env bash
# Soak: the demo over 10,000 scripted frames (about 167 s of feed time) with a feed streaming updates the whole
# way — walks, idle/active, arrivals and departures, plus refused updates (removals of unknown ids, invalid
# people) — offscreen. Samples the process's resident set (VmRSS) and peak (VmHWM) every 5 s of real time and
# prints them with the elapsed time, then the run's statistics. A flat VmHWM after the first samples means
# memory does not grow with frames or updates. Needs python3.
# Usage: scripts/soak_demo.sh [PEOPLE] [FRAMES] [UPDATES_PER_SECOND]   (defaults 10000 10000 200)
set -euo pipefail
cd "$(dirname "$0")/.."
people=${1:-10000}
frames=${2:-10000}
rate=${3:-200}
swift build -c release --product orbit-demo >/dev/null 2>&1
mkdir -p out
python3 - "$people" "$frames" "$rate" <<'PY'
import json, random, sys
people, frames, rate = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
random.seed(17)
present = ["n%d" % i for i in range(1, people + 1)]  # the synthetic crowd's ids, n1…nN (CrowdGenerator)
distance = {who: 10 * 5000 ** random.random() for who in present}
arrivals = 0
with open("out/soak-feed.ndjson", "w") as f:
    for k in range(int(frames / 60 * rate)):
        t = round(k / rate, 4)
        roll, i = random.random(), random.randrange(len(present))
        if roll < 0.6:
            who = present[i]
            distance[who] = max(0, distance[who] + 4 * (random.random() - 0.5))
            line = {"t": t, "op": "upsert", "person": {"id": who, "distanceMeters": distance[who]}}
        elif roll < 0.75:
            line = {"t": t, "op": "upsert", "person": {"id": present[i], "distanceMeters": distance[present[i]], "active": random.random() < 0.5}}
        elif roll < 0.86:
            arrivals += 1
            who = "soak%d" % arrivals
            distance[who] = 10 * 5000 ** random.random()
            present.append(who)
            line = {"t": t, "op": "upsert", "person": {"id": who, "name": "Soak %d" % arrivals, "distanceMeters": distance[who]}}
        elif roll < 0.97:
            who = present.pop(i)
            line = {"t": t, "op": "remove", "id": who}
        elif roll < 0.985:
            line = {"t": t, "op": "remove", "id": "nobody%d" % k}  # refused: unknown id
        else:
            line = {"t": t, "op": "upsert", "person": {"id": "bad%d" % k, "distanceMeters": -1}}  # refused: invalid
        f.write(json.dumps(line) + "\n")
PY
echo "feed: $(wc -l < out/soak-feed.ndjson) updates over $((frames / 60)) s; $people people; $frames frames; load $(cut -d' ' -f1-3 /proc/loadavg)"
.build/release/orbit-demo --offscreen --users "$people" --frames "$frames" --feed out/soak-feed.ndjson \
  --stats out/soak-stats.json 2> out/soak-stderr.txt &
pid=$!
start=$(date +%s)
while kill -0 "$pid" 2>/dev/null; do
  if [ -r "/proc/$pid/status" ]; then
    rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    hwm=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    [ -n "$rss" ] && echo "t=$(( $(date +%s) - start ))s VmRSS $((rss / 1024)) MB VmHWM $((hwm / 1024)) MB"
  fi
  sleep 5
done
wait "$pid" && status=0 || status=$?
echo "exit $status after $(( $(date +%s) - start )) s; stderr lines: $(wc -l < out/soak-stderr.txt)"
python3 -c 'import json; d=json.load(open("out/soak-stats.json")); f=d["frameMs"]; c=d["frameCPUMs"]; print("frames %d, frameMs p50 %.2f p99 %.2f maxAfterFirst %.1f, frameCPUMs p99 %.2f, peakRSS %d MB, people at end %d" % (d["frames"], f["p50"], f["p99"], f["maxAfterFirst"], c["p99"], d["peakRSSBytes"] // 1000000, d["people"]))'
