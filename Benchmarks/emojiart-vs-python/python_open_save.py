#!/usr/bin/env python3
"""Python's side of compare.sh: what `art open IN; art save OUT` does, with the json module.

Read the file, parse it into Python's model (dicts and lists), serialise it, write it to a
temporary file beside OUT and rename it over OUT (memorize writes atomically, so this does too).

Usage: python_open_save.py IN OUT [dump|dumps] [REPEAT]
  dump   json.load + json.dump (the json module's own way to write a file: its pure-Python
         iterencode, default separators, ASCII escapes)
  dumps  json.load + json.dumps(sort_keys, compact, ensure_ascii=False) + one write: the C
         encoder, and the same bytes memorize writes (keys sorted, compact, UTF-8)
With REPEAT, runs that many times in this process and prints the best and median in ms.
"""
import json, os, statistics, sys, time

def open_save(source, target, mode):
    with open(source, encoding="utf-8") as f:
        document = json.load(f)
    temporary = os.path.join(os.path.dirname(os.path.abspath(target)), "." + os.path.basename(target) + ".py.tmp")
    with open(temporary, "w", encoding="utf-8") as f:
        if mode == "dump":
            json.dump(document, f)
        else:
            f.write(json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
    os.replace(temporary, target)
    return len(document["emojis"])

source, target = sys.argv[1], sys.argv[2]
mode = sys.argv[3] if len(sys.argv) > 3 else "dump"
repeat = int(sys.argv[4]) if len(sys.argv) > 4 else 0
if repeat:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        open_save(source, target, mode)
        times.append((time.perf_counter() - start) * 1000)
    print(f"{min(times):.1f} {statistics.median(times):.1f}")
else:
    open_save(source, target, mode)
