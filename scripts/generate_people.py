#!/usr/bin/env python3
"""Writes Assets/people.json: synthetic people around Prague for `orbit-layout place` and the demo.

Deterministic (fixed seed, Python standard library only): running it again gives the same bytes.
Names are invented first-name/surname pairs from many countries; positions are random offsets
from the Old Town Square at realistic distances: a few people very close, most within 1-5 km,
some across the region and a handful in other cities.
"""
import argparse
import json
import math
import random
from pathlib import Path

argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()

SEED = 20260412
COUNT = 180
VIEWER = (50.087465, 14.421254)  # Old Town Square, Prague
EARTH_RADIUS_M = 6_371_008.8
AVATAR_COUNT = 40  # avatars/avatar-01.png ... avatar-24.png, avatar-25.jpg ... avatar-40.jpg

FIRST_NAMES = [
    "Jiří", "Tereza", "Ondřej", "Lucie", "Matěj", "Kateřina", "Vojtěch", "Anežka", "Zdeněk", "Eliška",
    "Marek", "Šárka", "Tomáš", "Klára", "Lukáš", "Barbora", "Jakub", "Markéta", "Petr", "Adéla",
    "Łucja", "Wojciech", "Zsófia", "Bence", "Søren", "Ingrid", "Björn", "Aino", "Mikko", "Sigrid",
    "Zoë", "Amélie", "Théo", "Léa", "Mateo", "Lucía", "Joaquín", "Inês", "João", "Giulia",
    "Lorenzo", "Chiara", "Niamh", "Oisín", "Hannah", "Lukas", "Jürgen", "Maximilian", "Anouk", "Daan",
    "Ayşe", "Emre", "Elif", "Dimitra", "Nikos", "Ioana", "Andrei", "Milica", "Luka", "Ana",
    "Aarav", "Priya", "Ananya", "Rohan", "Mei", "Wei", "Hiroshi", "Yuki", "Haruto", "Ji-woo",
    "Min-jun", "Linh", "Minh", "Siti", "Rizky", "Amara", "Chidi", "Kwame", "Abena", "Thandiwe",
    "Yusuf", "Fatima", "Omar", "Layla", "Noor", "Tariq", "Camila", "Santiago", "Valentina", "Thiago",
    "Olivia", "Liam", "Emma", "Noah", "Aroha", "Tane", "Kalani", "Ximena", "Diego", "Renata",
]
SURNAMES = [
    "Novák", "Svobodová", "Dvořák", "Černá", "Procházka", "Kučerová", "Veselý", "Horáková", "Němec", "Marešová",
    "Kowalska", "Nowak", "Kovács", "Nagy", "Jensen", "Nilsson", "Lindqvist", "Virtanen", "Korhonen", "Hansen",
    "Dubois", "Lefèvre", "García", "Fernández", "Silva", "Rossi", "Bianchi", "O'Brien", "Murphy", "Müller",
    "Schmidt", "Weiß", "de Vries", "van Dijk", "Yılmaz", "Demir", "Papadopoulou", "Popescu", "Jovanović", "Horvat",
    "Sharma", "Patel", "Iyer", "Chen", "Wang", "Tanaka", "Sato", "Kim", "Park", "Nguyễn",
    "Trần", "Santoso", "Okafor", "Mensah", "Dlamini", "Haddad", "Al-Sayed", "Rahman", "Khan", "Cohen",
    "Pereira", "Rodríguez", "Martínez", "Oliveira", "Smith", "Taylor", "Brown", "Ngata", "Kahale", "Hernández",
]
RELATIONS = [("friend", 28), ("following", 22), ("follower", 20), ("none", 24), ("blocked", 6)]
# Cities for the far-away few: (name, lat, lon).
FAR_CITIES = [
    ("Brno", 49.1951, 16.6068), ("Dresden", 51.0504, 13.7373), ("Vienna", 48.2082, 16.3738),
    ("Berlin", 52.5200, 13.4050), ("Munich", 48.1351, 11.5820), ("Kraków", 50.0647, 19.9450),
    ("Budapest", 47.4979, 19.0402), ("Lisbon", 38.7223, -9.1393),
]


def offset(lat, lon, bearing, distance):
    """The point `distance` metres from (lat, lon) along the initial `bearing` (radians), on the sphere."""
    phi1, lam1 = math.radians(lat), math.radians(lon)
    delta = distance / EARTH_RADIUS_M
    phi2 = math.asin(math.sin(phi1) * math.cos(delta) + math.cos(phi1) * math.sin(delta) * math.cos(bearing))
    lam2 = lam1 + math.atan2(math.sin(bearing) * math.sin(delta) * math.cos(phi1),
                             math.cos(delta) - math.sin(phi1) * math.sin(phi2))
    return math.degrees(phi2), (math.degrees(lam2) + 540) % 360 - 180


def distance_meters(rng, index):
    """Realistic distances: ~4% within 60 m, ~14% under 1 km, ~55% 1-5 km, ~20% 5-40 km, the rest in other cities."""
    roll = rng.random()
    if index < 7:
        return rng.uniform(5, 60)
    if roll < 0.14:
        return rng.uniform(60, 1000)
    if roll < 0.70:
        return rng.uniform(1000, 5000)
    if roll < 0.95:
        return math.exp(rng.uniform(math.log(5000), math.log(40000)))
    return None  # in another city


def avatar_path(n):
    return f"avatars/avatar-{n:02d}.{'png' if n <= 24 else 'jpg'}"


def main():
    rng = random.Random(SEED)
    names = [f"{first} {last}" for first in FIRST_NAMES for last in SURNAMES]
    rng.shuffle(names)
    relations = [name for name, weight in RELATIONS for _ in range(weight)]
    users = []
    for index in range(COUNT):
        meters = distance_meters(rng, index)
        if meters is None:
            _, city_lat, city_lon = FAR_CITIES[rng.randrange(len(FAR_CITIES))]
            lat, lon = offset(city_lat, city_lon, rng.uniform(0, 2 * math.pi), rng.uniform(200, 6000))
        else:
            lat, lon = offset(*VIEWER, rng.uniform(0, 2 * math.pi), meters)
        users.append({
            "id": f"u{index + 1:03d}",
            "name": names[index],
            "lat": round(lat, 6),
            "lon": round(lon, 6),
            "active": rng.random() >= 0.3,
            "relation": rng.choice(relations),
            "avatar": avatar_path(index % AVATAR_COUNT + 1),
        })
    document = {
        "about": "Synthetic people around Prague's Old Town Square, generated by scripts/generate_people.py "
                 "(invented names; public domain, CC0). Avatar paths are relative to this file.",
        "viewer": {"lat": VIEWER[0], "lon": VIEWER[1]},
        "viewport": {"width": 1280, "height": 800},
        "avatarRadius": 22,
        "spacing": 4,
        "seed": 7,
        "placement": "random",
        "users": users,
    }
    out = Path(__file__).resolve().parent.parent / "Assets" / "people.json"
    out.write_text(json.dumps(document, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"generate_people: wrote {len(users)} people to {out}")


if __name__ == "__main__":
    main()
