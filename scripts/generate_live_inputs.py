#!/usr/bin/env python3
"""Inputs for the live figures (OrbitSession's Benchmarks article): out/live-1m.json and out/live-100k.json (place inputs,
log-uniform distances 10 m - 50 km, viewport 1280x800, avatar radius 12, spacing 4, seed 7) and
out/live-feed-100k.ndjson (100,000 updates over the 100k people, 200 per second: 60% walks of up to 2 m,
15% idle/active, 12.5% arrivals, 12.5% departures) plus an empty feed. Seeded: the same files every run."""
import argparse
import json
import os
import random

argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()

os.makedirs("out", exist_ok=True)
random.seed(7)
relations = ["friend", "following", "follower", "blocked", "none"]
users = [{"id": "p%d" % i, "distanceMeters": round(10 * 5000 ** random.random(), 3), "active": random.random() < 0.7,
          "relation": random.choice(relations)} for i in range(1_000_000)]
scene = {"viewport": {"width": 1280, "height": 800}, "avatarRadius": 12, "spacing": 4, "seed": 7}
with open("out/live-1m.json", "w") as f:
    json.dump(dict(scene, users=users), f)
users = users[:100_000]
with open("out/live-100k.json", "w") as f:
    json.dump(dict(scene, users=users), f)

random.seed(11)
present = [u["id"] for u in users]
distance = {u["id"]: u["distanceMeters"] for u in users}
lines, arrivals = [], 0
for k in range(100_000):
    t = round(k * 0.005, 3)
    roll, i = random.random(), random.randrange(len(present))
    if roll < 0.6:
        who = present[i]
        distance[who] = max(0, distance[who] + 4 * (random.random() - 0.5))
        lines.append({"t": t, "op": "upsert", "person": {"id": who, "distanceMeters": distance[who]}})
    elif roll < 0.75:
        who = present[i]
        lines.append({"t": t, "op": "upsert", "person": {"id": who, "distanceMeters": distance[who], "active": random.random() < 0.5}})
    elif roll < 0.875:
        arrivals += 1
        who = "new%d" % arrivals
        distance[who] = 10 * 5000 ** random.random()
        present.append(who)
        lines.append({"t": t, "op": "upsert", "person": {"id": who, "distanceMeters": distance[who]}})
    else:
        present[i], present[-1] = present[-1], present[i]
        lines.append({"t": t, "op": "remove", "id": present.pop()})
with open("out/live-feed-100k.ndjson", "w") as f:
    f.write("\n".join(json.dumps(line) for line in lines) + "\n")
open("out/live-feed-empty.ndjson", "w").close()
