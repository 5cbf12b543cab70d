"""ResNet-50 (torchvision's, batch 32, 224x224, inference) through mpopt
against PyTorch on the same GPU, in one run.

The mpopt libraries are built here from bench/gpu/resnet50_mlir.py's
program (weights as arguments; see bench/README.md). On the GPU machine
this script builds torchvision's resnet50 with seeded weights and batch
norm statistics, writes the input and every parameter as the .npy files
mpopt-run reads (in the program's argument order), computes the f32
reference (TF32 off), then times:
- PyTorch eager f32 (TF32 off), eager under autocast(bf16) with the model
  and input channels_last, and torch.compile of the latter (default mode);
- each mpopt library given, with mpopt-run (N calls back to back between
  two CUDA events, median; and single calls from an idle GPU).
With --check-only (a small batch and size, with CPU builds among the
libraries) nothing is timed: each library's output is compared with the
reference and with its CPU build's.
PyTorch is timed as N calls back to back between two events, the median
of several such runs (bench/cost-model/measure.py's time_op), which is
mpopt-run's `batch:` line (20 calls between two events), and as single
calls each from an idle GPU (bench/gpu/models.py's time_alone, the median
as mpopt-run's `latency:` takes it); mpopt-run's `time:` (each call
between its own events, median) is shown too. Each
output's max-norm relative difference from the f32 reference is printed
next to its time; PyTorch's autocast output's too.

    python3 bench/gpu/resnet50.py --run mpopt-run --libs DIR --out DIR \
        [--data /tmp/r50] [--compile] [--max-autotune] [--batch 32 --size 224]
        [--check-only]
"""
import argparse
import json
import os
import re
import subprocess
import sys

import numpy
import torch
import torchvision

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "bench", "cost-model"))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.path.insert(0, os.path.join(ROOT, "bench", "gpu"))
from measure import time_op  # noqa: E402
from measure_error import read_npy  # noqa: E402
from models import median_as_mpopt_run, time_alone  # noqa: E402


def parameters(model):
    """The program's arguments after the input, in its order."""
    for module in model.modules():
        if isinstance(module, torch.nn.Conv2d):
            yield module.weight
        elif isinstance(module, torch.nn.BatchNorm2d):
            yield from (module.weight, module.bias, module.running_mean,
                        module.running_var)
        elif isinstance(module, torch.nn.Linear):
            yield from (module.weight, module.bias)


def max_norm(values, reference):
    worst = max(abs(v - r) for v, r in zip(values, reference))
    return worst / max(abs(r) for r in reference)


def write_npy(path, tensor):
    numpy.save(path, tensor.detach().float().cpu().numpy())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--run", required=True, help="mpopt-run")
    parser.add_argument("--libs", required=True,
                        help="folder of resnet50-*.so libraries")
    parser.add_argument("--out", required=True)
    parser.add_argument("--data", default="/tmp/r50")
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--size", type=int, default=224)
    parser.add_argument("--launches", type=int, default=10)
    parser.add_argument("--repeats", type=int, default=11)
    parser.add_argument("--compile", action="store_true",
                        help="also time torch.compile")
    parser.add_argument("--max-autotune", action="store_true",
                        help="also time torch.compile(mode="
                        "'max-autotune-no-cudagraphs') (minutes to tune)")
    parser.add_argument("--check-only", action="store_true",
                        help="differences only, no timing (a CPU build "
                        "STEM.cpu.so of the libraries is compared with "
                        "STEM.*.so)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    os.makedirs(args.data, exist_ok=True)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.manual_seed(0)
    model = torchvision.models.resnet50()
    # Statistics and affine parameters away from their initial 0 and 1, so
    # that batch norm computes something.
    for module in model.modules():
        if isinstance(module, torch.nn.BatchNorm2d):
            module.running_mean.normal_(0, 0.1)
            module.running_var.uniform_(0.5, 1.5)
            module.weight.data.uniform_(0.5, 1.5)
            module.bias.data.normal_(0, 0.1)
    model = model.eval().cuda()
    x = torch.randn(args.batch, 3, args.size, args.size, device="cuda")
    inputs = [os.path.join(args.data, "in0.npy")]
    write_npy(inputs[0], x)
    for i, p in enumerate(parameters(model), 1):
        inputs.append(os.path.join(args.data, f"in{i}.npy"))
        write_npy(inputs[-1], p)
    with torch.inference_mode():
        reference = model(x).double().flatten().tolist()

    rows = {}
    if not args.check_only:
        with torch.inference_mode():
            def timed(fn):
                return {"batch_us": time_op(fn, args.launches, args.repeats),
                        "alone_us": median_as_mpopt_run(time_alone(fn, 21))}
            rows["torch eager f32"] = dict(timed(lambda: model(x)),
                                           vs_f32=0.0)
            last = model.to(memory_format=torch.channels_last)
            xl = x.to(memory_format=torch.channels_last)

            def autocast():
                with torch.autocast("cuda", dtype=torch.bfloat16):
                    return last(xl)
            y = autocast().double().flatten().tolist()
            rows["torch eager autocast channels_last"] = dict(
                timed(autocast), vs_f32=max_norm(y, reference))
            if args.compile:
                compiled = torch.compile(autocast)
                y = compiled().double().flatten().tolist()
                rows["torch.compile autocast channels_last"] = dict(
                    timed(compiled), vs_f32=max_norm(y, reference))
            if args.max_autotune:
                torch._dynamo.reset()  # the same function, another mode
                tuned = torch.compile(
                    autocast, mode="max-autotune-no-cudagraphs")
                y = tuned().double().flatten().tolist()
                rows["torch.compile max-autotune-no-cudagraphs autocast channels_last"] = dict(
                    timed(tuned), vs_f32=max_norm(y, reference))

    flags = [flag for path in inputs for flag in ("--input", path)]
    names = sorted(n for n in os.listdir(args.libs) if n.endswith(".so"))
    outputs = {}
    for name in names:
        lib = os.path.join(args.libs, name)
        out = os.path.join(args.data, name + ".out")
        result = subprocess.run([args.run, lib, *flags, "--output-dir", out],
                                capture_output=True, text=True)
        if result.returncode:
            print(f"{name}: run failed: {result.stderr.strip()[-400:]}")
            continue
        outputs[name] = read_npy(os.path.join(out, "out0.npy"))
    for name, y in outputs.items():
        row = {"vs_f32": max_norm(y, reference)}
        # A GPU build beside the CPU build of the same program.
        cpu = name.split(".")[0] + ".cpu.so"
        if cpu in outputs and cpu != name:
            row["vs_cpu"] = max_norm(y, outputs[cpu])
        rows[f"mpopt {name}"] = row
        if args.check_only or name.endswith(".cpu.so"):
            continue
        result = subprocess.run(
            [args.run, os.path.join(args.libs, name), *flags, "--warmup", "3",
             "--iterations", "20", "--profile"], capture_output=True,
            text=True)
        log = result.stdout + result.stderr
        with open(os.path.join(args.out, name + ".log"), "w") as f:
            f.write(log)
        found = re.search(r"time: median ([0-9.]+)", log)
        batch = re.search(r"batch: mean ([0-9.]+)", log)
        alone = re.search(r"latency: median ([0-9.]+)", log)
        profile = log.split("profile (", 1)[-1].splitlines()[1:]
        launches = [line.split()[0] for line in profile
                    if line.startswith("  ")
                    and not line.strip().startswith("sum")]
        calls = sum(n == "cublasLtMatmul" for n in launches)
        row["us"] = float(found.group(1)) if found else None
        row["batch_us"] = float(batch.group(1)) if batch else None
        row["alone_us"] = float(alone.group(1)) if alone else None
        row["launches"] = f"{len(launches) - calls} + {calls}"

    def show(row, key, fmt):
        return fmt.format(row[key]) if row.get(key) is not None else "-"
    print("| build | us per call: calls between two events (mean) | "
          "each call between its own (median) | alone | kernels + cuBLASLt "
          "| max-norm vs torch f32 | vs its CPU build |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name, row in rows.items():
        print(f"| {name} | {show(row, 'batch_us', '{:.1f}')} | "
              f"{show(row, 'us', '{:.1f}')} | "
              f"{show(row, 'alone_us', '{:.1f}')} | "
              f"{row.get('launches', '-')} | {show(row, 'vs_f32', '{:.2e}')} "
              f"| {show(row, 'vs_cpu', '{:.2e}')} |", flush=True)
    with open(os.path.join(args.out, f"resnet50-b{args.batch}.json"),
              "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
