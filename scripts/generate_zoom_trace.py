#!/usr/bin/env python3
"""Writes Assets/traces/zoom.json: the demo replay that checks avatars end sharp after zooming.

    python3 scripts/generate_zoom_trace.py

For a 1280x800 window (centre 640, 400), 60 fps, in window coordinates:
  0.0-0.3 s  a fling: press right of the centre, drag upwards fast, let go (the ring coasts);
  1.2-1.65 s four wheel notches out (dy = -1 each, 0.15 s apart) about the window centre;
  2.0-2.9 s  seven wheel notches in (dy = +1 each, 0.15 s apart) about an off-centre point (900, 300);
  then 2 s of rest (duration 4.9 s), so the last frames show what the residency settles on.
Deterministic: running it again gives the same bytes. Python standard library only.
"""
import argparse
import json
from pathlib import Path

argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()

FPS = 60
events = []
for i in range(19):  # the fling: 0.3 s at 60 Hz along an arc right of the centre
    t = i / FPS
    events.append({"t": round(t, 4), "type": "down" if i == 0 else "move", "x": 880.0, "y": round(430.0 - 600.0 * t, 2)})
events.append({"t": 0.3, "type": "up", "x": 880.0, "y": 250.0})
for i in range(4):
    events.append({"t": round(1.2 + 0.15 * i, 4), "type": "wheel", "x": 640.0, "y": 400.0, "dy": -1.0})
for i in range(7):
    events.append({"t": round(2.0 + 0.15 * i, 4), "type": "wheel", "x": 900.0, "y": 300.0, "dy": 1.0})
last = events[-1]["t"]
trace = {"center": {"x": 640.0, "y": 400.0}, "fps": FPS, "duration": round(last + 2.0, 4), "events": events}
path = Path(__file__).resolve().parent.parent / "Assets" / "traces" / "zoom.json"
path.write_text(json.dumps(trace, indent=1) + "\n")
print(f"wrote {path} ({len(events)} events, {trace['duration']} s)")
