"""Runs the GPU builds of scripts/gpu/build-models.sh from Python, as
torch.compile's backend calls them (python/mpopt: mpopt.load, the
runtime's C API, torch tensors on the GPU in place), against the CPU build
called the same way on the same inputs; prints each build's max-norm
relative difference against its tolerance (run_models.py's), its time per
call (CUDA events: 100 calls back to back, and the median of 20 single
calls from an idle GPU) and what the calls replayed.

    python3 scripts/gpu/run_python.py --libs DIR --inputs DIR \
        --models LIST [--json OUT]

(with PYTHONPATH=python and MPOPT_RUNTIME_LIBRARY naming the runtime
build's libmpopt_runtime_c.so: scripts/gpu/run-python.sh does both).
"""
import argparse
import json
import os
import statistics
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mpopt  # noqa: E402
from run_models import VARIANTS, tolerance  # noqa: E402


def make_inputs(library, model, directory, seed=1):
    """The language models' committed token ids and masks; seeded normal
    values otherwise."""
    family = model.split("-")[0]
    ids = os.path.join(directory, family + ".input_ids.npy")
    if os.path.exists(ids):
        mask = os.path.join(directory, family + ".attention_mask.npy")
        return [torch.from_numpy(np.load(ids)), torch.from_numpy(np.load(mask))]
    generator = torch.Generator().manual_seed(seed)
    values = []
    for spec in library.inputs:
        dtype = getattr(torch, mpopt.library._ARRAY_NAMES[spec["dtype"]])
        if dtype.is_floating_point:
            value = torch.randn(spec["shape"], generator=generator)
        else:
            value = torch.zeros(spec["shape"])
        values.append(value.to(dtype))
    return values


def max_norm(value, reference):
    value, reference = value.double().cpu(), reference.double().cpu()
    finite = torch.isfinite(reference)
    largest = reference[finite].abs().max().item() if finite.any() else 0.0
    same_special = (~finite) & ((value == reference) |
                                (value.isnan() & reference.isnan()))
    if ((~finite) & ~same_special).any() or (finite & ~torch.isfinite(value)).any():
        return float("inf")
    worst = (value - reference)[finite].abs().max().item() if finite.any() \
        else 0.0
    return worst / largest if largest else worst


def time_calls(call):
    """Microseconds per call: 100 back to back between two events, and the
    median of 20 single calls from an idle GPU."""
    call()
    torch.cuda.synchronize()
    start = torch.cuda.Event(enable_timing=True)
    stop = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(100):
        call()
    stop.record()
    torch.cuda.synchronize()
    back_to_back = start.elapsed_time(stop) * 1000 / 100
    singles = []
    for _ in range(20):
        torch.cuda.synchronize()
        start.record()
        call()
        stop.record()
        torch.cuda.synchronize()
        singles.append(start.elapsed_time(stop) * 1000)
    return back_to_back, statistics.median(singles)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--libs", required=True)
    parser.add_argument("--inputs", required=True)
    parser.add_argument("--models", required=True)
    parser.add_argument("--json")
    args = parser.parse_args()
    models = [line.strip() for line in open(args.models) if line.strip()]
    print("GPU: %s" % torch.cuda.get_device_name())
    print("%-22s %-8s %12s %10s %12s %12s  %s" % (
        "model", "build", "difference", "tolerance", "b2b us/call",
        "single us", "calls"))
    rows, failed = [], False
    for model in models:
        cpu = mpopt.load(os.path.join(args.libs, model + ".cpu.so"))
        inputs = make_inputs(cpu, model, args.inputs)
        reference = cpu(*inputs)
        for variant, _ in VARIANTS:
            path = os.path.join(args.libs, "%s.%s.so" % (model, variant))
            if not os.path.exists(path):
                continue
            row = {"model": model, "build": variant}
            try:
                gpu = mpopt.load(path)
                device_inputs = [value.cuda() for value in inputs]
                outputs = gpu(*device_inputs)
                torch.cuda.synchronize()
                row["difference"] = max(max_norm(o, r) for o, r in
                                        zip(outputs, reference))
                row["tolerance"] = tolerance(model, variant)
                row["us_back_to_back"], row["us_single"] = time_calls(
                    lambda: gpu(*device_inputs))
                row["calls"] = gpu.graph_status
                row["ok"] = row["difference"] <= row["tolerance"]
            except mpopt.MPOptError as error:
                row.update(ok=False, error=str(error))
            failed |= not row["ok"]
            rows.append(row)
            if "error" in row:
                print("%-22s %-8s FAILED: %s" % (model, variant, row["error"]))
                continue
            print("%-22s %-8s %12.2e %10.0e %12.1f %12.1f  %s%s" % (
                model, variant, row["difference"], row["tolerance"],
                row["us_back_to_back"], row["us_single"], row["calls"],
                "" if row["ok"] else "  BEYOND TOLERANCE"))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
