#!/bin/sh
# The live figures of OrbitSession's Benchmarks article: library updates and frames (orbit-bench --section live),
# orbit-layout live end to end per update at 100k people, orbit-layout place on 1M people end to end.
set -e
swift build -c release --product orbit-bench
swift build -c release --product orbit-layout
python3 scripts/generate_live_inputs.py
uptime
.build/release/orbit-bench --section live
for feed in empty 100k; do
    /usr/bin/time -f "orbit-layout live, 100k people, feed $feed: %e s wall, %U s user, %S s sys" \
        .build/release/orbit-layout live out/live-100k.json --feed out/live-feed-$feed.ndjson --out out/live-$feed.json
done
echo "per update end to end: (time with the 100k feed - time with the empty feed) / 100000"
/usr/bin/time -f "orbit-layout place, 1M people: %e s wall, %U s user, %S s sys" \
    .build/release/orbit-layout place out/live-1m.json --out out/live-1m-layout.json
