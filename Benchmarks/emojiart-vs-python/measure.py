#!/usr/bin/env python3
"""Runs a command N times (after one warm-up run); prints the best and median wall time in ms and
the largest peak resident set of its runs in MB (the children's ru_maxrss)."""
import resource, statistics, subprocess, sys, time

count, command = int(sys.argv[1]), sys.argv[2:]
subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
times = []
for _ in range(count):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    times.append((time.perf_counter() - start) * 1000)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"{min(times):.1f} {statistics.median(times):.1f} {peak:.0f}")
