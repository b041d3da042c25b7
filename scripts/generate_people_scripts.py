#!/usr/bin/env python3
"""Writes Assets/people-scripts.json: the 180 people of Assets/people.json with names in every script.

The first fourteen are one name per script the renderer must draw (Latin with diacritics, Cyrillic, Greek,
Arabic, Hebrew, Devanagari, Bengali, Thai, Chinese, Japanese, Korean, emoji, a mixed-direction name) and an
80-character name; the tests open each one's card. Everyone else gets a name from those scripts in turn, so a
frame of this file shows every script at once. Deterministic: running it again gives the same bytes. Invented
names, public domain (CC0).
"""
import argparse
import json
from pathlib import Path

argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()

SAMPLES = [
    "Zoë Ångström-Dvořák", "Пётр Ёлкин", "Νίκος Παπαδόπουλος", "محمد الأحمد", "יוסי כהן", "देवनागरी नाम",
    "রবীন্দ্রনাথ ঠাকুর", "สมชาย ใจดี", "李华", "さくら 山田", "김민준", "Ana 😀👍🏽", "محمد (Mo) الأحمد",
    "Maximiliana Alexandrina Konstantinopoulou-Vanderberghe de la Montgomery-Smythe I",
]
POOLS = [
    ["Łucja Wójcik", "Søren Ørsted", "Amélie Lefèvre", "Nguyễn Thị Minh", "Ayşe Yılmaz"],
    ["Анна Петрова", "Дмитрий Смирнов", "Олена Шевченко", "Іван Франко", "Милица Јовановић"],
    ["Ελένη Γεωργίου", "Δημήτρης Νικολάου", "Σοφία Ιωάννου"],
    ["فاطمة الزهراء", "عمر خالد", "ليلى حداد", "يوسف رحمن"],
    ["שרה לוי", "דוד כהן", "מיכל אברהם"],
    ["आरव शर्मा", "प्रिया पटेल", "अनन्या अय्यर"],
    ["অমিত রহমান", "সুমি খাতুন", "রাহুল দাস"],
    ["สมหญิง รักไทย", "ธนากร ศรีสุข", "มาลี วงศ์ดี"],
    ["王伟", "陈静", "张敏", "刘洋"],
    ["田中 ひろし", "佐藤 ゆき", "鈴木 はると"],
    ["이서연", "박지우", "최민수"],
    ["Mia 🌸", "Leo 🦁", "Sam 🎸"],
    ["نور (Noor) حداد", "Omar عمر"],
]

assert len(SAMPLES[-1]) == 80
root = Path(__file__).resolve().parent.parent
people = json.loads((root / "Assets/people.json").read_text(encoding="utf-8"))
people["about"] = ("The people of people.json with names in every script, written by scripts/generate_people_scripts.py "
                   "(invented names; public domain, CC0). Avatar paths are relative to this file.")
for index, user in enumerate(people["users"]):
    if index < len(SAMPLES):
        user["name"] = SAMPLES[index]
        if user.get("relation") == "blocked":
            user["relation"] = "none"  # hidden by default, and the tests open every sample's card
    else:
        pool = POOLS[index % len(POOLS)]
        user["name"] = pool[(index // len(POOLS)) % len(pool)]
(root / "Assets/people-scripts.json").write_text(json.dumps(people, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
