#!/usr/bin/env python3
"""Prints, from what bench/gpu/profile-models.sh gathered in WORK, each
mpopt library's launches (its `--graphs off --profile` log) and each
PyTorch variant's kernels (models.json's kernels_by_name) by time, the
costliest first, with the totals by kind.

    python3 bench/gpu/summarize-profile.py WORK [--top N]
"""
import argparse
import glob
import json
import os
import re

ROW = re.compile(r"^  (\S+)\s+([0-9.]+) us$")


def mpopt_launches(path):
    """[(name, us)] of the last profile in an mpopt-run log."""
    launches, on = [], False
    with open(path) as f:
        for line in f:
            if line.startswith("profile ("):
                launches, on = [], True
            elif on and (m := ROW.match(line)) and m.group(1) != "sum":
                launches.append((m.group(1), float(m.group(2))))
    return launches


GEMM = re.compile(r"gemm|xmma|cutlass|nvjet|cublas|sm\d+_.*_(tn|nt|nn|tt)_|"
                  r"triton_tem_fused_(addmm|mm|bmm)", re.I)
ATTENTION = re.compile(r"flash|fmha|attention", re.I)


def kind(name):
    """What a launch is, by name (bench/gpu/models.py's heuristics)."""
    if name.startswith(("Memcpy", "Memset")):
        return "memcpy/memset"
    if GEMM.search(name):
        return "GEMM"
    if ATTENTION.search(name):
        return "attention"
    return "other kernels"


def print_table(title, rows, top):
    print(f"== {title}")
    totals = {}
    for name, us, n in rows:
        count, total = totals.get(kind(name), (0, 0.0))
        totals[kind(name)] = (count + n, total + us)
    for k, (n, us) in sorted(totals.items(), key=lambda kv: -kv[1][1]):
        print(f"   {k:<40} {n:5d} launches {us:10.1f} us")
    for name, us, n in sorted(rows, key=lambda r: -r[1])[:top]:
        print(f"   {us:9.1f} us  {n:3d}x  {name}")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("work")
    p.add_argument("--top", type=int, default=25)
    a = p.parse_args()
    for log in sorted(glob.glob(os.path.join(a.work, "mpopt",
                                             "*-nograph.log"))):
        rows = [(f"{i:3d} {name}" if kind(name) == "other kernels"
                 else name, us, 1)
                for i, (name, us) in enumerate(mpopt_launches(log))]
        print_table(os.path.basename(log), rows, a.top)
    for path in sorted(glob.glob(os.path.join(a.work, "torch-*",
                                              "models.json"))):
        with open(path) as f:
            results = json.load(f)["results"]
        for row in results:
            if "kernels_by_name" not in row:
                continue
            print_table(f"{row.get('stem', '')} {row.get('variant', '')} "
                        f"(torch.profiler)",
                        [(name[:100], us, n)
                         for name, n, us in row["kernels_by_name"]], a.top)


if __name__ == "__main__":
    main()
