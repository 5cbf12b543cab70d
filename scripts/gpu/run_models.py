"""The table of scripts/gpu/run-models.sh: each model's GPU builds against
its CPU build, on the GPU machine.

    python3 scripts/gpu/run_models.py --run mpopt-run --libs DIR \
        --inputs DIR --models LIST [--work DIR] [--json OUT]

A model with dynamic dimensions (mlpdyn: a torch.export Dim) runs from
its one build at each of DYNAMIC_SIZES, a row each.

Tolerances (docs/numerics.md): an f32 program's GPU build sums its
matmuls, norms and softmaxes in another order than the CPU build, and its
math functions (tanh, exp) are libdevice's: 1e-5 max-norm relative. A
program with bf16 arithmetic (autocast, .to(bf16)) rounds each of those
sums to bf16, so an order difference can move a value by a bf16 ulp
(2^-8) and the layers after carry it: 3e-2. A budget build is held to its
budget (1e-2) on top of that.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
from measure_error import committed_inputs, read_npy  # noqa: E402

VARIANTS = [("cuda", "as exported"), ("exact", "mpopt-pipeline"),
            ("budget", "budget 1e-2")]
# Two batches, one a multiple of nothing in particular.
DYNAMIC_SIZES = [3, 1000]


def tolerance(model, variant):
    narrow = not model.endswith("-f32")
    base = 3e-2 if narrow else 1e-5
    return base + (1e-2 if variant == "budget" else 0.0)


def max_norm(values, reference):
    """max |v - r| / max |r|; a NaN or infinity where the reference has a
    finite value (or a finite value where it has none) is an infinite
    difference."""
    largest = 0.0
    worst = 0.0
    for v, r in zip(values, reference):
        if math.isfinite(r):
            largest = max(largest, abs(r))
            worst = max(worst, abs(v - r) if math.isfinite(v) else math.inf)
        elif not (math.isnan(r) and math.isnan(v)) and v != r:
            worst = math.inf
    return worst / largest if largest else worst


def inputs_of(model, directory, lib):
    return committed_inputs(model, directory, lib[:-len(".so")] + ".json") \
        or ["--dist", "normal", "--seed", "1"]


def dynamic_sizes(lib):
    """[None] for a library of static shapes, else DYNAMIC_SIZES."""
    with open(lib[:-len(".so")] + ".json") as f:
        manifest = json.load(f)
    dynamic = any(-1 in tensor["shape"] for tensor in manifest["inputs"])
    return DYNAMIC_SIZES if dynamic else [None]


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def outputs(directory):
    names = sorted(n for n in os.listdir(directory) if n.startswith("out"))
    return [read_npy(os.path.join(directory, n)) for n in names]


def measure(args, model, variant, inputs, reference, name):
    lib = os.path.join(args.libs, f"{model}.{variant}.so")
    out = os.path.join(args.work, f"{name}.{variant}")
    status, log = run([args.run, lib, *inputs, "--output-dir", out])
    if status:
        return {"error": log.strip().splitlines()[-1]}
    difference = max(max_norm(v, r)
                     for v, r in zip(outputs(out), reference))
    status, log = run([args.run, lib, *inputs, "--warmup", "3",
                       "--iterations", "20", "--profile"])
    row = {"difference": difference}
    for key, pattern in (("back_to_back_us", r"time: median ([0-9.]+)"),
                         ("alone_us", r"latency: median ([0-9.]+)")):
        found = re.search(pattern, log)
        row[key] = float(found.group(1)) if found else None
    profile = log.split("profile (", 1)[-1].splitlines()[1:]
    launches = [line.split()[0] for line in profile
                if line.startswith("  ") and not line.strip().startswith("sum")]
    row["library_calls"] = sum(name == "cublasLtMatmul" for name in launches)
    row["kernels"] = len(launches) - row["library_calls"]
    return row


def run_model(args, model, size, variants, table):
    """One model's rows at one dynamic size (None: static); whether any
    failed."""
    inputs = inputs_of(model, args.inputs,
                       os.path.join(args.libs, f"{model}.cpu.so"))
    name = model
    if size:
        inputs += ["--dynamic-size", str(size)]
        name = f"{model}@{size}"
    out = os.path.join(args.work, f"{name}.cpu")
    status, log = run([args.run, os.path.join(args.libs, f"{model}.cpu.so"),
                       *inputs, "--output-dir", out])
    if status:
        print(f"| {name} | cpu | run failed: {log.strip()[-200:]} |")
        return True
    reference = outputs(out)
    failed = False
    for variant, label in variants:
        row = measure(args, model, variant, inputs, reference, name)
        table[f"{name}.{variant}"] = row
        if "error" in row:
            failed = True
            print(f"| {name} | {label} | run failed: {row['error']} |")
            continue
        bound = tolerance(model, variant)
        ok = row["difference"] <= bound
        failed |= not ok
        timing = " / ".join(f"{row[k]:.1f}" if row[k] else "-"
                            for k in ("back_to_back_us", "alone_us"))
        print(f"| {name} | {label} | {row['difference']:.2e} | "
              f"{bound:.0e} | {'yes' if ok else 'NO'} | {timing} | "
              f"{row['kernels']} + {row['library_calls']} |", flush=True)
    return failed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--run", required=True)
    parser.add_argument("--libs", required=True)
    parser.add_argument("--inputs", required=True)
    parser.add_argument("--models", required=True)
    parser.add_argument("--work", default="/tmp/mpopt-models")
    parser.add_argument("--json")
    parser.add_argument("--variants", default="cuda exact budget",
                        help="the builds to run, of: cuda exact budget")
    args = parser.parse_args()
    variants = [(name, label) for name, label in VARIANTS
                if name in args.variants.split()]
    os.makedirs(args.work, exist_ok=True)
    models = open(args.models).read().split()
    print("| model | build | GPU vs CPU | tolerance | ok | us per call "
          "(back to back / alone) | kernels + cuBLASLt calls |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    table = {}
    failed = False
    for model in models:
        cpu = os.path.join(args.libs, f"{model}.cpu.so")
        for size in dynamic_sizes(cpu):
            failed |= run_model(args, model, size, variants, table)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(table, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
