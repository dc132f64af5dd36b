#!/usr/bin/env python3
"""Times commands interleaved (one run of each per round, the order rotating every round) and
prints JSON with each command's median wall and CPU time. Interleaving matters on a shared
machine: load that comes and goes hits every command alike, so the ratios stay meaningful.

    interleave.py --runs 20 --warmup 3 -- "cmd one" "cmd two" ...
"""
import json, os, resource, shlex, statistics, subprocess, sys, time

def main():
    args = sys.argv[1:]
    runs, warmup = 20, 3
    while args and args[0] != "--":
        flag, value = args[0], args[1]
        args = args[2:]
        if flag == "--runs": runs = int(value)
        elif flag == "--warmup": warmup = int(value)
    commands = args[1:]
    wall = {c: [] for c in commands}
    cpu = {c: [] for c in commands}
    devnull = open(os.devnull, "w")
    for round_ in range(warmup + runs):
        shift = round_ % len(commands)
        for command in commands[shift:] + commands[:shift]:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(shlex.split(command), stdout=devnull, stderr=devnull)
            elapsed = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if round_ >= warmup:
                wall[command].append(elapsed)
                cpu[command].append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    json.dump({"results": [{"command": c, "median": statistics.median(wall[c]), "cpu": statistics.median(cpu[c]),
                            "runs": runs} for c in commands]}, sys.stdout)

main()
