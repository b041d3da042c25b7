#!/usr/bin/env python3
"""A large people file like Assets/people.json, for startup figures of `orbit-demo --people`:
out/crowd-<N>.json (default N = 1,000,000; pass another count as the first argument) with ids, names,
lat/lon around Prague's Old Town Square (log-uniform 20 m - 1000 km), ~30% inactive, weighted relations and
avatar paths (relative to the file, pointing at ../Assets/avatars). Seeded: the same bytes every run."""
import argparse
import json
import math
import os
import random

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("count", nargs="?", type=int, default=1_000_000, help="people in the file (default 1,000,000)")
count = parser.parse_args().count
if count < 0:
    parser.error("count must be 0 or more")
random.seed(22)
viewer = (50.087465, 14.421254)
first = ["Tereza", "Ondřej", "Aino", "Mateo", "Priya", "Kwame", "Yuki", "Léa", "Bence", "Noor",
         "Santiago", "Ingrid", "Chidi", "Mei", "Luka", "Amara", "Jakub", "Giulia", "Omar", "Zsófia"]
last = ["Novák", "Virtanen", "García", "Sharma", "Mensah", "Tanaka", "Dubois", "Nagy", "Haddad", "Silva",
        "Lindqvist", "Okafor", "Chen", "Horvat", "Kim", "Dvořák", "Rossi", "Khan", "Kovács", "Müller"]
relations = ["friend"] * 28 + ["following"] * 22 + ["follower"] * 20 + ["none"] * 24 + ["blocked"] * 6
avatars = sorted(name for name in os.listdir("Assets/avatars") if name.endswith((".png", ".jpg")))
users = []
for i in range(count):
    meters = math.exp(math.log(20) + (math.log(1_000_000) - math.log(20)) * random.random())
    bearing = 2 * math.pi * random.random()
    north, east = meters * math.cos(bearing), meters * math.sin(bearing)
    lat = viewer[0] + north / 111_320
    lon = viewer[1] + east / (111_320 * math.cos(math.radians(viewer[0])))
    users.append({"id": "c%d" % i, "name": "%s %s" % (random.choice(first), random.choice(last)),
                  "lat": round(max(-90, min(90, lat)), 6), "lon": round(max(-180, min(180, lon)), 6),
                  "active": random.random() >= 0.3, "relation": random.choice(relations),
                  "avatar": "../Assets/avatars/" + avatars[i % len(avatars)]})
scene = {"viewer": {"lat": viewer[0], "lon": viewer[1]}, "viewport": {"width": 1280, "height": 800},
         "avatarRadius": 22, "spacing": 4, "seed": 7}
os.makedirs("out", exist_ok=True)
with open("out/crowd-%d.json" % count, "w") as f:
    json.dump(dict(scene, users=users), f, ensure_ascii=False)
