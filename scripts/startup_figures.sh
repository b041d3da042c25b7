#!/bin/sh
# The startup figures of OrbitSession's Benchmarks article: the library's stages (orbit-bench --section startup),
# then orbit-demo offscreen to its first frame with a synthetic crowd of 1k, 100k and 1M people and with a 1M-person
# people file (--people), each under /usr/bin/time, with its own startupMs and peakRSSBytes from --stats.
set -e
swift build -c release --product orbit-bench
swift build -c release --product orbit-demo
[ -f out/crowd-1000000.json ] || python3 scripts/generate_crowd_file.py 1000000
mkdir -p out
uptime
.build/release/orbit-bench --section startup
for users in 1000 100000 1000000; do
    uptime
    /usr/bin/time -f "orbit-demo --users $users: %e s wall, %U s user, %S s sys, %M KB peak" \
        .build/release/orbit-demo --offscreen --users "$users" --frames 1 --stats "out/startup-$users.json"
    grep -E '"(startupMs|peakRSSBytes)"' "out/startup-$users.json"
done
uptime
/usr/bin/time -f "orbit-demo --people out/crowd-1000000.json: %e s wall, %U s user, %S s sys, %M KB peak" \
    .build/release/orbit-demo --offscreen --people out/crowd-1000000.json --frames 1 --stats out/startup-file.json
grep -E '"(startupMs|peakRSSBytes)"' out/startup-file.json
