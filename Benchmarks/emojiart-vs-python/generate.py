#!/usr/bin/env python3
"""Writes a 10,000-emoji .emojiart document as memorize writes one (CS193p 2021's JSON, keys sorted,
no spaces, UTF-8), for compare.sh. Deterministic: the same file on every run.

Usage: generate.py OUT.emojiart [--background BYTES]   (an embedded image of about BYTES bytes)
"""
import base64, json, random, struct, sys, zlib

# A realistic mix: faces, animals, food, hands with skin tones, flags, keycaps, ZWJ families and
# professions, hearts with the variation selector.
EMOJI = ("😀 😂 🥲 😍 🤔 😴 🥳 😎 🐶 🐱 🦊 🐼 🐸 🦄 🐝 🌳 🌵 🌸 🍎 🍕 🍣 ☕️ 🎂 ⚽️ 🏀 🚗 ✈️ 🚀 🏠 ⭐️ 🌈 ❤️ 🔥 "
         "👍🏽 👋🏻 ✌🏿 🤝🏼 🇫🇷 🇯🇵 🇧🇷 🏳️‍🌈 🏴‍☠️ 1️⃣ #️⃣ 👨‍👩‍👧 👩‍👩‍👧‍👦 👨🏾‍🚀 👩🏻‍💻 🧑🏽‍🍳 🐻‍❄️ ❤️‍🔥 😶‍🌫️ 🫠 🪿").split()

def png(size):
    """A valid PNG of noise, about `size` bytes (an embedded photo's bytes do not compress)."""
    rng = random.Random(7)
    side = max(1, int((size / 3) ** 0.5))
    raw = b"".join(b"\x00" + bytes(rng.getrandbits(8) for _ in range(side * 3)) for _ in range(side))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 0)) + chunk(b"IEND", b""))

def main():
    out = sys.argv[1]
    background = {}
    if "--background" in sys.argv:
        size = int(sys.argv[sys.argv.index("--background") + 1])
        background = {"imageData": base64.b64encode(png(size)).decode()}
    rng = random.Random(1)
    # Ids as a drawing that had emoji removed along the way: increasing, with gaps.
    ids, next_id = [], 0
    while len(ids) < 10_000:
        next_id += rng.choice((1, 1, 1, 2, 3))
        ids.append(next_id)
    emojis = [{"id": i, "size": rng.randint(12, 200), "text": rng.choice(EMOJI),
               "x": rng.randint(-600, 600), "y": rng.randint(-400, 400)} for i in ids]
    document = {"background": background, "emojis": emojis, "uniqueEmojiId": next_id + 5}
    with open(out, "w", encoding="utf-8") as f:
        json.dump(document, f, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

main()
