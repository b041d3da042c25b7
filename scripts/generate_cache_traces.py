#!/usr/bin/env python3
"""Writes the demo replays that measure avatars after the camera rests (OrbitSession's Benchmarks article):

    python3 scripts/generate_cache_traces.py

For a 1280x800 window, 60 fps, in window coordinates; every replay starts with 1.5 s of rest (the first view
loads) and ends with 2 s of rest:
  Assets/traces/corner-home.json  six wheel notches in about the top-right corner (1180, 80), 1.5 s of rest,
                                  a drag across empty space near the corner, 1.5 s of rest, then Home: for the
                                  180 sample people, who should find their photos still there;
  Assets/traces/zoom-in.json      seven wheel notches in about (900, 300): for the 100k crowd;
  Assets/traces/three-steps.json  three notches in, three more, six out, three in, about the centre, 1.5 s of
                                  rest after each: the crowd's 40 files at three size steps (48, 64 and 96 px
                                  from the crowd's 38-pt avatars at scale 1), each step shown once more later.
Deterministic: running it again gives the same bytes. Python standard library only.
"""
import argparse
import json
from pathlib import Path

argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()

FPS = 60
TRACES = Path(__file__).resolve().parent.parent / "Assets" / "traces"


def wheel(events, t, notches, x, y):
    """`notches` wheel steps (positive: in) 0.15 s apart from `t`; returns the time after the last."""
    for i in range(abs(notches)):
        events.append({"t": round(t + 0.15 * i, 4), "type": "wheel", "x": x, "y": y, "dy": 1.0 if notches > 0 else -1.0})
    return t + 0.15 * (abs(notches) - 1)


def write(name, events):
    trace = {"center": {"x": 640.0, "y": 400.0}, "fps": FPS, "duration": round(events[-1]["t"] + 2.0, 4), "events": events}
    path = TRACES / name
    path.write_text(json.dumps(trace, indent=1) + "\n")
    print(f"wrote {path} ({len(events)} events, {trace['duration']} s)")


events = []
t = wheel(events, 1.5, 6, 1180.0, 80.0) + 1.5
for i in range(19):  # a slow drag across the corner, 0.3 s
    events.append({"t": round(t + i / FPS, 4), "type": "down" if i == 0 else "move", "x": round(1200.0 - 10 * i, 2), "y": 60.0})
events.append({"t": round(t + 18 / FPS, 4), "type": "up", "x": 1020.0, "y": 60.0})
events.append({"t": round(t + 18 / FPS + 1.5, 4), "type": "key", "key": "Home"})
write("corner-home.json", events)

events = []
wheel(events, 1.5, 7, 900.0, 300.0)
write("zoom-in.json", events)

events = []
t = 1.5
for notches in (3, 3, -6, 3):
    t = wheel(events, t, notches, 640.0, 400.0) + 1.5
write("three-steps.json", events)
