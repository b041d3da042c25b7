#!/usr/bin/env python3
"""Makes the pictures of the DocC articles with Orbit's own command line tool.

Layout pictures are `orbit-layout place --format svg` of small invented scenes; the fling plot is drawn
from `orbit-layout spin` frames of one synthetic drag, once with each coast (ours and the original). The inputs are
made here from fixed seeds, so running this again gives the same files.

    swift build --product orbit-layout --product GettingStartedSDL && python3 scripts/generate_doc_pictures.py

Writes Sources/OrbitLayout/OrbitLayout.docc/Resources/layout-*.svg,
Sources/OrbitMotion/OrbitMotion.docc/Resources/fling-speed.svg and the frame that the Getting-started SDL snippet
draws, Sources/OrbitSession/OrbitSession.docc/Resources/getting-started-frame.png (public domain, CC0, like
the other assets). The optional argument is the folder of the built tools (default .build/debug).
"""
import json
import math
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT_PICTURES = os.path.join(ROOT, "Sources/OrbitLayout/OrbitLayout.docc/Resources")
MOTION_PICTURES = os.path.join(ROOT, "Sources/OrbitMotion/OrbitMotion.docc/Resources")
SESSION_PICTURES = os.path.join(ROOT, "Sources/OrbitSession/OrbitSession.docc/Resources")
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jana", "Karl", "Lea", "Milo",
         "Nina", "Otto", "Pia", "Quin", "Rosa", "Sam", "Tea", "Uma", "Vik", "Wes", "Xia", "Yan", "Zoe"]
RELATIONS = ["friend", "following", "follower", "none", "none", "none", "blocked"]


def run(tool, *arguments, stdin=None):
    return subprocess.run([tool, *arguments], input=stdin, check=True, capture_output=True, text=True, cwd=ROOT).stdout


def people(rng, count, near, far, prefix="p"):
    """`count` people at log-uniform distances between `near` and `far` metres."""
    return [{"id": f"{prefix}{i:02}", "name": NAMES[i % len(NAMES)],
             "distanceMeters": round(math.exp(rng.uniform(math.log(near), math.log(far)))),
             "relation": rng.choice(RELATIONS), "active": rng.random() > 0.2} for i in range(count)]


def scene(users, size=480, **extra):
    return {"viewport": {"width": size, "height": size}, "avatarRadius": 14, "spacing": 4, "seed": 7,
            "users": users, **extra}


def place(tool, work, name, request, previous=None):
    """Writes `name`.svg from `request`; returns the JSON layout for a later incremental step."""
    path = os.path.join(work, name + ".json")
    with open(path, "w") as f:
        json.dump(request, f)
    flags = ["--previous", previous] if previous else []
    run(tool, "place", path, *flags, "--format", "svg", "--out", os.path.join(LAYOUT_PICTURES, name + ".svg"))
    layout = os.path.join(work, name + "-layout.json")
    run(tool, "place", path, *flags, "--out", layout)
    return layout


def layout_pictures(tool, work):
    rng = random.Random(3)
    # Rings by distance band: 48 people from 15 m to 20 km over the default bands.
    place(tool, work, "layout-rings", scene(people(rng, 48, 15, 20_000)))
    # Spill: 70 people all within the first band (250 m); the first ring holds what fits, the farthest
    # of the band move outward. With two rings at most, who does not fit is unplaced.
    crowd = people(rng, 70, 5, 240)
    place(tool, work, "layout-spill", scene(crowd, size=360))
    place(tool, work, "layout-capped", scene(crowd, size=360, maxRings=2))
    # Stability: 40 people, then 6 leave and 6 arrive (named "new"); everyone else keeps their spot.
    before = people(rng, 40, 15, 20_000)
    previous = place(tool, work, "layout-stable-before", scene(before))
    after = before[6:] + [dict(p, name="new") for p in people(rng, 6, 15, 20_000, prefix="n")]
    place(tool, work, "layout-stable-after", scene(after), previous=previous)
    # Bearing: a viewer in Prague, three groups of people to the north-east, south and west.
    viewer = {"lat": 50.0875, "lon": 14.4213}
    groups = [(45, 8), (180, 8), (270, 8)]
    users = []
    for bearing, count in groups:
        for i in range(count):
            meters = math.exp(rng.uniform(math.log(30), math.log(4_000)))
            angle = math.radians(bearing + rng.uniform(-15, 15))
            lat = viewer["lat"] + meters * math.cos(angle) / 111_320
            lon = viewer["lon"] + meters * math.sin(angle) / (111_320 * math.cos(math.radians(viewer["lat"])))
            users.append({"id": f"b{len(users):02}", "name": f"{bearing}°", "lat": round(lat, 6),
                          "lon": round(lon, 6), "relation": "friend" if bearing == 45 else "following" if bearing == 180 else "follower"})
    for mode in ["random", "bearing"]:
        place(tool, work, f"layout-{mode}", scene(users, viewer=viewer, placement=mode))


def fling_trace():
    """A drag at a steady 2 rad/s on a ring of radius 150 for 0.3 s, then a release; 240 frames a second."""
    center, radius, speed = (300.0, 300.0), 150.0, 2.0
    events = []
    for i in range(19):
        t = i / 60
        angle = speed * t
        events.append({"t": round(t, 4), "type": "down" if i == 0 else "move",
                       "x": center[0] + radius * math.sin(angle), "y": center[1] + radius * math.cos(angle)})
    events.append(dict(events[-1], type="up"))
    return {"center": {"x": center[0], "y": center[1]}, "fps": 240, "duration": 2.0, "events": events}


def fling_plot(tool, work):
    trace = os.path.join(work, "fling-trace.json")
    with open(trace, "w") as f:
        json.dump(fling_trace(), f)
    runs = {rule: json.loads(run(tool, "spin", "--trace", trace, "--distance", rule))
            for rule in ["velocity-continuous", "original"]}
    release = next(e["t"] for e in fling_trace()["events"] if e["type"] == "up")
    width, height, left, top, plot_w, plot_h = 640, 300, 60, 30, 540, 220
    top_speed = max(abs(f["velocity"]) for r in runs.values() for f in r["frames"]) * 1.1
    duration = fling_trace()["duration"]

    def x(t):
        return left + plot_w * t / duration

    def y(v):
        return top + plot_h * (1 - v / top_speed)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">',
             f'<rect width="{width}" height="{height}" fill="#FFFFFF"/>',
             f'<line x1="{x(release):.1f}" y1="{top}" x2="{x(release):.1f}" y2="{top + plot_h}" stroke="#C7C7CC" stroke-dasharray="4 4"/>',
             f'<text x="{x(release) + 4:.1f}" y="{top + 12}" fill="#636366">release</text>']
    for v in range(0, int(top_speed) + 1, 2):
        parts.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{left + plot_w}" y2="{y(v):.1f}" stroke="#F2F2F7"/>')
        parts.append(f'<text x="{left - 8}" y="{y(v) + 4:.1f}" text-anchor="end" fill="#636366">{v}</text>')
    for i in range(0, int(duration * 10) + 1, 2):
        t = i / 10
        parts.append(f'<text x="{x(t):.1f}" y="{top + plot_h + 18}" text-anchor="middle" fill="#636366">{t:g}</text>')
    parts.append(f'<path d="M{left} {top}V{top + plot_h}H{left + plot_w}" fill="none" stroke="#1C1C1E"/>')
    parts.append(f'<text x="{left + plot_w / 2}" y="{height - 8}" text-anchor="middle">time (s)</text>')
    parts.append(f'<text transform="translate(16 {top + plot_h / 2}) rotate(-90)" text-anchor="middle">ring speed (rad/s)</text>')
    colours = {"velocity-continuous": ("#0A84FF", "Orbit: scroll-view decay"), "original": ("#FF9F0A", "original: D = v·T")}
    for n, (rule, result) in enumerate(runs.items()):
        colour, label = colours[rule]
        points = " ".join(f"{x(f['t']):.1f},{y(f['velocity']):.1f}" for f in result["frames"])
        parts.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>')
        parts.append(f'<line x1="{left + plot_w - 190}" y1="{top + 14 + 18 * n}" x2="{left + plot_w - 170}" '
                     f'y2="{top + 14 + 18 * n}" stroke="{colour}" stroke-width="2"/>')
        parts.append(f'<text x="{left + plot_w - 164}" y="{top + 18 + 18 * n}">{label}</text>')
    parts.append("</svg>")
    with open(os.path.join(MOTION_PICTURES, "fling-speed.svg"), "w") as f:
        f.write("\n".join(parts) + "\n")


def main():
    tools = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug")
    layout, getting_started = (os.path.join(tools, name) for name in ["orbit-layout", "GettingStartedSDL"])
    for tool in [layout, getting_started]:
        if not os.access(tool, os.X_OK):
            sys.exit(f"{tool} not found: build it first (see the top of this script)")
    for folder in [LAYOUT_PICTURES, MOTION_PICTURES, SESSION_PICTURES]:
        os.makedirs(folder, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="orbit-doc-pictures-") as work:
        layout_pictures(layout, work)
        fling_plot(layout, work)
    run(getting_started, "Assets/people.json", os.path.join(SESSION_PICTURES, "getting-started-frame.png"))


if __name__ == "__main__":
    main()
