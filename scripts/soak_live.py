#!/usr/bin/env python3
"""Soak for `orbit-layout live` (issue 17): a long feed through the live layout, with the process's resident
memory sampled every 0.5 s and its peak (getrusage of the child, as /usr/bin/time -v reports it).

    swift build -c release --product orbit-layout
    scripts/soak_live.py                      # 2,000,000 updates over 100,000 people
    scripts/soak_live.py --updates 500000 --bad-lines 10000000

The people file and the feed are generated, seeded, in a temporary folder that is removed afterwards: the
same mix as scripts/generate_live_inputs.py (200 updates a second; 60% walks of up to 2 m, 15% idle/active,
12.5% arrivals, 12.5% departures). --bad-lines N runs a second feed of N lines "x" (all skipped).
Prints one line per run: updates, feed bytes, wall time, peak RSS, and RSS at each quarter of the run.
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time


def generate(folder, people, updates):
    random.seed(7)
    users = [{"id": "p%d" % i, "distanceMeters": round(10 * 5000 ** random.random(), 3), "active": random.random() < 0.7}
             for i in range(people)]
    scene = {"viewport": {"width": 1280, "height": 800}, "avatarRadius": 12, "spacing": 4, "seed": 7}
    with open(os.path.join(folder, "people.json"), "w") as f:
        json.dump(dict(scene, users=users), f)
    random.seed(11)
    present = [u["id"] for u in users]
    distance = {u["id"]: u["distanceMeters"] for u in users}
    arrivals = 0
    with open(os.path.join(folder, "feed.ndjson"), "w") as f:
        for k in range(updates):
            t = round(k * 0.005, 3)
            roll, i = random.random(), random.randrange(len(present))
            if roll < 0.6:
                who = present[i]
                distance[who] = max(0, distance[who] + 4 * (random.random() - 0.5))
                line = {"t": t, "op": "upsert", "person": {"id": who, "distanceMeters": round(distance[who], 3)}}
            elif roll < 0.75:
                who = present[i]
                line = {"t": t, "op": "upsert", "person": {"id": who, "distanceMeters": round(distance[who], 3), "active": random.random() < 0.5}}
            elif roll < 0.875 or len(present) < 2:
                arrivals += 1
                who = "new%d" % arrivals
                distance[who] = round(10 * 5000 ** random.random(), 3)
                present.append(who)
                line = {"t": t, "op": "upsert", "person": {"id": who, "distanceMeters": distance[who]}}
            else:
                present[i], present[-1] = present[-1], present[i]
                line = {"t": t, "op": "remove", "id": present.pop()}
            f.write(json.dumps(line) + "\n")


def resident_kib(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def soak(binary, folder, feed, label):
    start = time.monotonic()
    child = subprocess.Popen([binary, "live", os.path.join(folder, "people.json"), "--feed", feed, "--out", os.path.join(folder, "out.json")],
                             stderr=subprocess.DEVNULL)
    samples = []
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid == child.pid:
            break
        rss = resident_kib(child.pid)
        if rss is not None:
            samples.append(rss)
        time.sleep(0.5)
    seconds = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("%s: exit %d" % (label, os.waitstatus_to_exitcode(status)))
    with open(os.path.join(folder, "out.json")) as f:
        live = json.load(f)["live"]
    skipped = live.get("skippedCount", len(live["skipped"]))  # builds before skippedCount listed every skip
    quarters = [samples[min(len(samples) - 1, len(samples) * q // 4)] // 1024 for q in (1, 2, 3, 4)] if samples else []
    print("%s: %d lines (%d applied, %d skipped), feed %.1f MB, %.1f s, peak RSS %.0f MB, RSS at each quarter of the run %s MB"
          % (label, live["updates"] + skipped, live["updates"], skipped, os.path.getsize(feed) / 1e6, seconds,
             usage.ru_maxrss / 1024, quarters), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/orbit-layout")
    parser.add_argument("--people", type=int, default=100_000)
    parser.add_argument("--updates", type=int, default=2_000_000)
    parser.add_argument("--bad-lines", type=int, default=0)
    arguments = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="orbit-soak-")
    try:
        generate(folder, arguments.people, arguments.updates)
        soak(arguments.binary, folder, os.path.join(folder, "feed.ndjson"), "%d people, %d updates" % (arguments.people, arguments.updates))
        if arguments.bad_lines:
            bad = os.path.join(folder, "bad.ndjson")
            with open(bad, "w") as f:
                f.write("x\n" * arguments.bad_lines)
            soak(arguments.binary, folder, bad, "%d bad lines" % arguments.bad_lines)
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
