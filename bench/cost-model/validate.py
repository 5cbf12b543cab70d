"""Sets the cost model's predictions beside mpopt's GPU build as measured
(issue 33): for each program of gpu-kernels.py's index that
run-gpu-kernels.sh measured, `mpopt-opt --mpopt-estimate` on its MLIR with
the target file, against the median call (one CUDA graph).

  python3 validate.py measured.json index.json targets/h100.target
      [--bin build/bin] [--rows]

Relative error is |predicted - measured| / measured. A call costs a fixed
time of its own besides its kernels (the intercept of the launch chains,
which no target key prices): errors are given against the measured time
less that, the time of the program's kernels, and against the time as
measured. Prints a table per kind of program, for the target file and for
the index's predictions on the built-in h100 target, then the median and
largest error of all and of the fit's and the held-out programs (which
fit-target.py does not read); `--rows` adds every program.
"""
import argparse
import concurrent.futures
import json
import os
import re
import statistics
import subprocess

TOTAL = re.compile(r"^estimate: @\w+: (\d+) kernels, ([0-9.]+) us", re.M)


def estimate(opt, mlir, target):
    run = subprocess.run([opt, mlir, f"--mpopt-estimate=target-file={target}",
                          "-o", "/dev/null"], capture_output=True, text=True)
    match = TOTAL.search(run.stderr)
    if run.returncode or not match:
        raise RuntimeError(f"{mlir}: mpopt-opt failed:\n{run.stderr}")
    return float(match.group(2))


def group_of(program):
    params = program["params"]
    category = program["category"]
    if category == "matmul":
        return f"GEMM {params['multiply']} -> {params['result']}"
    if category == "attention":
        return ("attention bf16 (fused kernel)" if params["dtype"] == "bf16"
                else "attention f32 (composition)")
    if category == "norm":
        return f"{params['op']} {params['dtype']}"
    if category == "elementwise":
        return "cast" if params["op"] == "cast" else f"add {params['dtype']}"
    return "launch chains"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("measured")
    parser.add_argument("index")
    parser.add_argument("target")
    parser.add_argument("--bin", default="build/bin")
    parser.add_argument("--rows", action="store_true")
    args = parser.parse_args()
    measured_json = json.load(open(args.measured))
    runs = measured_json["programs"]
    index = json.load(open(args.index))
    root = os.path.dirname(args.index)
    programs = [x for x in index["programs"] if x["name"] in runs]
    opt = os.path.join(args.bin, "mpopt-opt")
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        predicted = list(pool.map(
            lambda x: estimate(opt, os.path.join(root, x["mlir"]),
                               args.target), programs))
    chains = [x for x in programs if x["category"] == "launch"]
    _, call = statistics.linear_regression(
        [x["gpu_build"]["kernels"] for x in chains],
        [runs[x["name"]]["median_us"] for x in chains])

    rows = []
    for x, fitted in zip(programs, predicted):
        measured = runs[x["name"]]["median_us"]
        kernels = measured - call
        rows.append({"name": x["name"], "group": group_of(x),
                     "set": x.get("set", "fit"),
                     "measured": measured, "fitted": fitted,
                     "builtin": x["predicted_h100_us"],
                     "fitted_error": abs(fitted - kernels) / kernels,
                     "fitted_raw_error": abs(fitted - measured) / measured,
                     "builtin_error": abs(x["predicted_h100_us"] - kernels) /
                     kernels})

    print(f"{measured_json.get('device')}; {len(rows)} programs; a call "
          f"costs {call:.2f} us besides its kernels (subtracted)\n")
    print(f"| programs | n | built-in h100: median / max error | "
          f"{os.path.basename(args.target)}: median / max error | "
          f"median measured / predicted |")
    print("|---|---|---|---|---|")
    groups = {}
    for row in rows:
        groups.setdefault(row["group"], []).append(row)
    for group, members in groups.items():
        builtin = [r["builtin_error"] for r in members]
        fitted = [r["fitted_error"] for r in members]
        ratio = statistics.median([(r["measured"] - call) / r["fitted"]
                        for r in members])
        print(f"| {group} | {len(members)} | {statistics.median(builtin):.1%} / "
              f"{max(builtin):.0%} | {statistics.median(fitted):.1%} / "
              f"{max(fitted):.0%} | {ratio:.2f} |")
    builtin = [r["builtin_error"] for r in rows]
    fitted = [r["fitted_error"] for r in rows]
    raw = [r["fitted_raw_error"] for r in rows]
    print(f"| all | {len(rows)} | {statistics.median(builtin):.1%} / {max(builtin):.0%}"
          f" | {statistics.median(fitted):.1%} / {max(fitted):.0%} | |")
    for set_ in ("fit", "holdout"):
        members = [r for r in rows if r["set"] == set_]
        if members:
            errors = [r["fitted_error"] for r in members]
            builtin = [r["builtin_error"] for r in members]
            print(f"| {set_} set | {len(members)} | {statistics.median(builtin):.1%} / "
                  f"{max(builtin):.0%} | {statistics.median(errors):.1%} / "
                  f"{max(errors):.0%} | |")
    worst = max(rows, key=lambda r: r["fitted_error"])
    print(f"\nwith {os.path.basename(args.target)}: median relative error "
          f"{statistics.median(fitted):.1%}, max {max(fitted):.0%} ({worst['name']}); "
          f"against the time as measured (the call's own "
          f"{call:.2f} us not subtracted): median {statistics.median(raw):.1%}, "
          f"max {max(raw):.0%}")
    if args.rows:
        print("\n| program | measured us | built-in h100 us | fitted us | "
              "error |")
        print("|---|---|---|---|---|")
        for row in rows:
            print(f"| {row['name']} | {row['measured']:.2f} | "
                  f"{row['builtin']:.2f} | {row['fitted']:.2f} | "
                  f"{row['fitted_error']:.1%} |")


if __name__ == "__main__":
    main()
