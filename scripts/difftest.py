"""Differential test of mpopt passes on random programs.

    python3 scripts/difftest.py --bin build/bin --seeds 1-1000 \
        [--passes=--mpopt-fold-casts] [--dists special,normal] [--jobs N]

For each seed: random_program.py writes a program; mpopt-compile builds it
as it is and after `mpopt-opt PASSES`; mpopt-run runs both on the same
inputs of each distribution and compares them bit for bit. Prints one line
per failure and a summary, keeps failing programs under --work, and exits 1
when any program mismatched or failed to build.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random_program  # noqa: E402


def parse_seeds(text):
    seeds = []
    for part in text.split(","):
        if "-" in part:
            low, high = part.split("-")
            seeds.extend(range(int(low), int(high) + 1))
        else:
            seeds.append(int(part))
    return seeds


def run(command, stdin=None):
    return subprocess.run(command, input=stdin, capture_output=True,
                          text=True)


def check_seed(seed, args, work):
    """Returns (seed, status, detail): status is ok, mismatch or error."""
    folder = os.path.join(work, f"seed{seed}")
    os.makedirs(folder, exist_ok=True)
    program = os.path.join(folder, "program.mlir")
    with open(program, "w") as f:
        f.write(random_program.generate(seed, args.ops))
    tool = lambda name: os.path.join(args.bin, name)  # noqa: E731

    before = os.path.join(folder, "before.so")
    result = run([tool("mpopt-compile"), program, "-o", before])
    if result.returncode:
        return seed, "error", "compile before: " + result.stderr.strip()
    optimized = run([tool("mpopt-opt"), program] + args.passes.split())
    if optimized.returncode:
        return seed, "error", "mpopt-opt: " + optimized.stderr.strip()
    after_mlir = os.path.join(folder, "after.mlir")
    with open(after_mlir, "w") as f:
        f.write(optimized.stdout)
    after = os.path.join(folder, "after.so")
    result = run([tool("mpopt-compile"), after_mlir, "-o", after])
    if result.returncode:
        return seed, "error", "compile after: " + result.stderr.strip()
    for dist in args.dists.split(","):
        compared = run([tool("mpopt-run"), before, "--compare", after,
                        "--dist", dist, "--seed", str(seed),
                        "--max-mismatches", "3"])
        if compared.returncode == 1:
            return seed, "mismatch", f"--dist {dist}:\n" + compared.stdout
        if compared.returncode:
            return seed, "error", "mpopt-run: " + compared.stderr.strip()
    return seed, "ok", ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True,
                        help="folder with mpopt-opt, -compile and -run")
    parser.add_argument("--seeds", required=True, help="e.g. 1-100,205")
    parser.add_argument("--passes", default="--mpopt-fold-casts",
                        help="mpopt-opt arguments between before and after")
    parser.add_argument("--dists", default="special,normal")
    parser.add_argument("--ops", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--work", help="where programs go (default: temp)")
    args = parser.parse_args()

    work = args.work or tempfile.mkdtemp(prefix="mpopt-difftest-")
    seeds = parse_seeds(args.seeds)
    counts = {"ok": 0, "mismatch": 0, "error": 0}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for seed, status, detail in pool.map(
                lambda s: check_seed(s, args, work), seeds):
            counts[status] += 1
            if status != "ok":
                print(f"seed {seed}: {status}: {detail}")
                print(f"  program: {os.path.join(work, f'seed{seed}')}")
    print(f"difftest: {len(seeds)} programs, {counts['mismatch']} "
          f"mismatches, {counts['error']} errors ({args.passes})")
    return 1 if counts["mismatch"] or counts["error"] else 0


if __name__ == "__main__":
    sys.exit(main())
