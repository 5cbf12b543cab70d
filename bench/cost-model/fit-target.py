"""Fits the cost model's target parameters to mpopt's GPU build as measured
(issue 33): reads run-gpu-kernels.sh's measured.json and gpu-kernels.py's
index.json, prints a target file (docs/targets.md) on stdout and how well
each parameter fits on stderr.

  python3 fit-target.py measured.json index.json > targets/h100.target

Peak rates and bandwidth stay the datasheet's (the built-in `h100`
target's); what is fitted is the fraction of them each kind of kernel
reaches, and the fixed costs:
- `launch`: the slope of the chains of tiny kernels, one CUDA graph per
  call, over their launches; the intercept is a per-call cost of the graph
  replay, which no kernel has: it is subtracted from every measured time
  before the fits (and printed as a comment).
- each efficiency: the value in (0, 1] that minimizes the sum of
  |log(predicted / measured)| over the programs it prices (a median fit):
  `bandwidth-efficiency` over casts and additions; `matmul-efficiency`,
  `f16-efficiency`, `fp8-efficiency` and `f32-matmul-efficiency` over the
  GEMMs of each multiply type; `attention-efficiency` over the fused
  attention kernels.
- `attention-composition-passes`, the f32 passes over the scores of an
  attention that runs as its composition, over the f32 attentions.
The norm and softmax row kernels are priced at `bandwidth-efficiency`, as
every memory-bound kernel is; the fraction they reach on their own is
printed as a comment. The predictions are CostModel.cpp's formulas, on the
flops and bytes the index records (gpu-kernels.py checked them against
mpopt-estimate); validate.py checks the file with mpopt-opt itself.
"""
import argparse
import datetime
import json
import math
import statistics
import sys
import textwrap

# The built-in h100 target (lib/Analysis/Target.cpp): TFLOP/s, GB/s.
PEAK = {"f32": 67.0, "tf32": 494.7, "bf16": 989.5, "f16": 989.5,
        "fp8": 1979.0}
BANDWIDTH = 3350.0
# The composition's launches (CostModel.cpp's kCompositionLaunches).
COMPOSITION_LAUNCHES = 6


def gemm_rate(type_, p):
    """FLOP/s of a GEMM of multiply type `type_`."""
    efficiency = {"bf16": p["matmul-efficiency"], "f16": p["f16-efficiency"],
                  "fp8": p["fp8-efficiency"],
                  "f32": p["f32-matmul-efficiency"]}[type_]
    return PEAK[type_] * 1e12 * efficiency


def kernel_micros(kernel, p):
    """CostModel.cpp's time of one kernel under the parameters `p`."""
    bandwidth = BANDWIDTH * 1e9 * p["bandwidth-efficiency"]
    kind, type_ = kernel["kind"], kernel["type"]
    # No target key: the comment's figure, fitted on the side.
    if kind == "norm" and "norm-efficiency" in p:
        bandwidth = BANDWIDTH * 1e9 * p["norm-efficiency"]
    memory = kernel["bytes"] / bandwidth * 1e6
    if kind in ("norm", "elementwise"):
        compute = kernel["flops"] / (PEAK["f32"] * 1e12) * 1e6
        return max(compute, memory) + p["launch"]
    if kind == "matmul":
        compute = kernel["flops"] / gemm_rate(type_, p) * 1e6
        micros = max(compute, memory) + p["launch"]
        if "epilogue_elements" in kernel:
            micros += (kernel["epilogue_elements"] * 10 / bandwidth * 1e6 +
                       p["launch"])
        return micros
    if kernel["fused"]:
        compute = kernel["flops"] / (PEAK[type_] * 1e12 *
                                     p["attention-efficiency"]) * 1e6
        return max(compute, memory) + p["launch"]
    # The composition's kernels run one after another: its two GEMMs over
    # every score (a causal mask skips none there), then the passes of its
    # row kernels over the f32 scores.
    full = kernel["flops"] * (2 if kernel["causal"] else 1)
    score_bytes = p["attention-composition-passes"] * 4 * kernel["scores"]
    return (full / gemm_rate(type_, p) * 1e6 +
            (kernel["bytes"] + score_bytes) / bandwidth * 1e6 +
            COMPOSITION_LAUNCHES * p["launch"])


def predict(program, p):
    return sum(kernel_micros(k, p) for k in program["kernels"])


def log_error(programs, measured, p):
    return sum(abs(math.log(predict(x, p) / measured[x["name"]]))
               for x in programs)


def fit(name, programs, measured, p, low, high, step):
    """Sets p[name] to the grid value in [low, high] with the least
    log_error over `programs`."""
    best = None
    value = low
    while value <= high + 1e-12:
        p[name] = value
        error = log_error(programs, measured, p)
        if best is None or error < best[0] - 1e-12:
            best = (error, value)
        value = round(value + step, 6)
    p[name] = best[1]


def relative_errors(programs, measured, p):
    return sorted(abs(predict(x, p) - measured[x["name"]]) /
                  measured[x["name"]] for x in programs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("measured")
    parser.add_argument("index")
    parser.add_argument("--name", default="h100-measured")
    parser.add_argument("--date", help="when measured (default: today)")
    args = parser.parse_args()
    measured_json = json.load(open(args.measured))
    index = json.load(open(args.index))
    runs = measured_json["programs"]
    # The held-out programs are validate.py's alone.
    programs = [x for x in index["programs"]
                if x["name"] in runs and x.get("set", "fit") == "fit"]

    # Launch: chains of tiny kernels, one graph per call.
    chains = [x for x in programs if x["category"] == "launch"]
    launches = [x["gpu_build"]["kernels"] for x in chains]
    # Time against kernels per call: the slope is a launch, the intercept
    # the call's own cost.
    launch, call = statistics.linear_regression(
        launches, [runs[x["name"]]["median_us"] for x in chains])
    nograph = [x for x in chains if "nograph" in runs[x["name"]]]
    launch_nograph, _ = statistics.linear_regression(
        [x["gpu_build"]["kernels"] for x in nograph],
        [runs[x["name"]]["nograph"]["median_us"] for x in nograph])
    measured = {name: run["median_us"] - call for name, run in runs.items()}

    p = {"launch": round(launch, 3), "bandwidth-efficiency": 0.9,
         "matmul-efficiency": 0.68,
         "f16-efficiency": 0.68, "fp8-efficiency": 0.55,
         "f32-matmul-efficiency": 0.68, "attention-efficiency": 0.68,
         "attention-composition-passes": 6.0}

    def select(category, **params):
        return [x for x in programs if x["category"] == category and
                all(x["params"].get(k) == v for k, v in params.items())]

    groups = {
        "bandwidth-efficiency": select("elementwise"),
        "matmul-efficiency": select("matmul", multiply="bf16"),
        "f16-efficiency": select("matmul", multiply="f16"),
        "fp8-efficiency": select("matmul", multiply="fp8"),
        "f32-matmul-efficiency": select("matmul", multiply="f32"),
        "attention-efficiency": select("attention", dtype="bf16"),
        "attention-composition-passes": select("attention", dtype="f32"),
    }
    # Memory-bound kernels first: the GEMMs' fits use the bandwidth, and
    # the composition's uses the f32 GEMM efficiency.
    for name, group in groups.items():
        if name == "attention-composition-passes":
            fit(name, group, measured, p, 1.0, 20.0, 0.01)
        else:
            fit(name, group, measured, p, 0.01, 1.0, 0.001)

    # What the row kernels reach of the bandwidth on their own.
    norms = select("norm")
    alone = dict(p)
    fit("norm-efficiency", norms, measured, alone, 0.01, 1.0, 0.001)

    print(f"launch {launch:.3f} us per kernel in a graph "
          f"({launch_nograph:.3f} us without), {call:.3f} us per call",
          file=sys.stderr)
    for name, group, q in list((n, g, p) for n, g in groups.items()) + [
            ("norm-efficiency", norms, alone)]:
        errors = relative_errors(group, measured, q)
        print(f"{name} = {q[name]:g}: {len(group)} programs, relative error "
              f"median {statistics.median(errors):.3f}, max {errors[-1]:.3f}",
              file=sys.stderr)

    device = measured_json.get("device")
    # nvidia-smi's name, driver, clock and power limit, when recorded.
    gpu = [part.strip() for part in measured_json.get("gpu", "").split(",")]
    if len(gpu) == 4:
        device = (f"an {gpu[0]} (driver {gpu[1]}, {gpu[2]} max SM clock, "
                  f"{gpu[3]} power limit)")
    date = args.date or datetime.date.today().isoformat()
    header = (
        f"Fitted by bench/cost-model/fit-target.py from mpopt's own GPU "
        f"build, timed by bench/cost-model/run-gpu-kernels.sh on {device}, "
        f"{date}: {len(programs)} programs built by commit "
        f"{measured_json.get('index_commit')}; bench/RESULTS.md has the "
        f"validation. Peaks are the datasheet's (the built-in h100 "
        f"target); the efficiencies are what mpopt's kernels and cuBLASLt "
        f"calls reach of them. A call (one CUDA graph) also costs "
        f"{call:.2f} us once, which no key prices; a kernel launched "
        f"without the graph {launch_nograph:.2f} us. The norm and softmax "
        f"row kernels reach {alone['norm-efficiency']:g} of the bandwidth "
        f"(no key of their own).")
    print(textwrap.fill(header, 76, initial_indent="# ",
                        subsequent_indent="# "))
    print(f"""name = {args.name}
description = NVIDIA H100 SXM5 80GB, measured with mpopt's GPU build ({date})
f32 = {PEAK['f32']:g}
tf32 = {PEAK['tf32']:g}
bf16 = {PEAK['bf16']:g}
fp8 = {PEAK['fp8']:g}
bandwidth = {BANDWIDTH:g}
sms = 132
l2 = 50""")
    for name in ["launch", "matmul-efficiency", "f16-efficiency",
                 "fp8-efficiency", "f32-matmul-efficiency",
                 "attention-efficiency", "attention-composition-passes",
                 "bandwidth-efficiency"]:
        print(f"{name} = {p[name]:g}")


if __name__ == "__main__":
    main()
