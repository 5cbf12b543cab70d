"""mpopt inside IREE, the running half: each model's two builds of
scripts/iree/compile_models.py (STEM.iree.vmfb: IREE alone; STEM.mpopt.vmfb:
mpopt's pipeline, then IREE; either may be gzipped, .vmfb.gz) run with the
IREE runtime (iree.runtime) on the inputs PyTorch uses, timed, and compared
with PyTorch's f32 output.

    python3 scripts/iree/run_models.py --vmfb DIR [--models STEM,...]
        [--driver cuda] [--flag=--cuda_use_streams=false ...] [--data DIR]
        [--iterations 50] [--warmup 5] [--seconds 10] [--json FILE]

Inputs. By default (the GPU machine: torch, transformers) each stem of
bench/models is built as bench/gpu/models.py builds it (export_large.build,
seed 0; models.arguments puts the weights, input_ids and attention_mask in
the export's order), and the reference is PyTorch's eager f32 forward on
the GPU, TF32 off (models.py's reference), which is also timed in the same
process. With --data DIR the arguments are DIR/STEM/argNNN.npy and the
references DIR/STEM/ref/outN.npy (as models.py --variants none writes
them), and torch is not needed: that is how a test/Models model runs on the
CPU here (--driver local-task, builds for llvm-cpu). Every argument is put
on the device once (iree.runtime.asdevicearray), outside any timing; both
builds are called with the same device arrays.

Timing. IREE's default execution model (async-internal) exports each
function as `sync func` (iree-dump-module prints it): the function enqueues
its work and ends with hal.fence.await with no timeout, so the Python call
f(*args) returns only once the device has finished. Each call is timed by
the host clock (time.perf_counter) around f(*args): argument packing (the
device arrays' buffer views, no copies; about 30 us for 150 arguments on
a CPU here), the VM's work, the output's allocation, the kernels and the
wait. The CUDA driver runs each command buffer by launching its kernels on
a stream (--cuda_use_streams=true, the default) or, with
--flag=--cuda_use_streams=false, as a CUDA graph. `median` is the upper
median (as mpopt-run takes it) of N such calls back to back after the
warm-up (N = --iterations, fewer where they would take more than
--seconds); since each call waits for its own end, each also starts from
an idle GPU, so this is also the single-call latency. The results stay on the
device (dropped at the next call); the one copied to the host for the
error is from a call after the timing. `first` is the first call after the
module's load, which is not timed: add_vm_module creates the executables,
and the driver's JIT of their sm_80 PTX happens there (on the H100 the
first call took no longer than the later ones). PyTorch eager f32
is timed two ways: `eager` = the same host clock around one call between
two torch.cuda.synchronize() (comparable with IREE's), and `eager events`
= the median of N back-to-back calls each between its own CUDA events
(models.py's `median`: host launches overlap the previous call's kernels).

Error: max|a - b| / max|b| in float64 of each output a against the
reference b (PyTorch f32; with --data, ref/outN.npy where present).
"""
import argparse
import gzip
import json
import os
import statistics
import sys
import time

import numpy as np
import iree.runtime as ireert
from iree.runtime.version import VERSION

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
LARGE = ["gpt2-small-f32", "gpt2-small-b4-f32", "llama-small-f32",
         "llama-small-b4-f32"]


def max_norm_error(values, reference):
    values = np.asarray(values, dtype=np.float64)
    reference = np.asarray(reference, dtype=np.float64)
    largest = np.abs(reference).max()
    worst = np.abs(values - reference).max()
    return float(worst / largest if largest else worst)


def upper_median(values):
    return sorted(values)[len(values) // 2]


def from_data(folder):
    """Arguments and references as models.py --variants none writes them."""
    names = sorted(n for n in os.listdir(folder)
                   if n.startswith("arg") and n.endswith(".npy"))
    args = [np.load(os.path.join(folder, n)) for n in names]
    refs, i = [], 0
    while os.path.exists(os.path.join(folder, "ref", f"out{i}.npy")):
        refs.append(np.load(os.path.join(folder, "ref", f"out{i}.npy")))
        i += 1
    return args, refs, {}


def from_torch(stem, iterations, warmup):
    """models.py's arguments and f32 reference of a bench/models stem, and
    PyTorch eager f32's times on the same GPU."""
    import torch
    sys.path.insert(0, os.path.join(ROOT, "bench", "gpu"))
    import models
    name, batch = models.export_large.parse_stem(stem)[:2]
    spec = models.read_spec(stem)
    module = models.export_large.body(models.export_large.build(name),
                                      spec["output"])
    ids, mask = models.export_large.example_inputs(name, batch, spec["seq"])
    args, _ = models.arguments(module, spec, (ids, mask))
    args = [np.ascontiguousarray(t.numpy()) for t in args]
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    module = module.to("cuda")
    (_, fn), = models.make_variants(module, ids.to("cuda"), mask.to("cuda"),
                                    ["eager-f32"])
    with torch.inference_mode():
        ref = fn().float().cpu().numpy()
        for _ in range(warmup):
            fn()
        events = models.time_back_to_back(fn, iterations)
        alone = []
        for _ in range(iterations):
            torch.cuda.synchronize()
            start = time.perf_counter()
            fn()
            torch.cuda.synchronize()
            alone.append((time.perf_counter() - start) * 1e6)
    del module, fn
    torch.cuda.empty_cache()
    return args, [ref], dict(gpu=torch.cuda.get_device_name(),
                             eager_us=round(upper_median(alone), 1),
                             eager_events_us=round(upper_median(events), 1))


def load(config, path):
    """The module's `forward`, in a context of its own on config's device."""
    context = ireert.SystemContext(config=config)
    if path.endswith(".gz"):
        with gzip.open(path) as f:
            module = ireert.VmModule.copy_buffer(config.vm_instance, f.read())
    else:
        module = ireert.VmModule.mmap(config.vm_instance, path)
    context.add_vm_module(module)
    return getattr(context.modules, module.name)["forward"]


def run_build(config, path, inputs, refs, iterations, warmup, seconds):
    row = {}
    try:
        f = load(config, path)
        start = time.perf_counter()
        f(*inputs)
        row["first_s"] = round(time.perf_counter() - start, 3)
        for _ in range(warmup):
            f(*inputs)
        times = []
        # A slow build stops after `seconds` of timed calls (5 at least).
        while len(times) < iterations and \
                (len(times) < 5 or sum(times) < seconds * 1e6):
            start = time.perf_counter()
            f(*inputs)  # returns once the device is done (sync func)
            times.append((time.perf_counter() - start) * 1e6)
        outputs = f(*inputs)
        outputs = outputs if isinstance(outputs, tuple) else (outputs,)
        row.update(calls=len(times), median_us=round(upper_median(times), 1),
                   min_us=round(min(times), 1),
                   mean_us=round(statistics.mean(times), 1),
                   errors=[max_norm_error(o.to_host(), r)
                           for o, r in zip(outputs, refs)])
    except Exception as e:  # report, go on with the next build
        row["failed"] = f"{type(e).__name__}: " + \
            (str(e).strip().splitlines() or [""])[0][:300]
    return row


def find(folder, stem, build):
    for name in (f"{stem}.{build}.vmfb", f"{stem}.{build}.vmfb.gz"):
        if os.path.exists(os.path.join(folder, name)):
            return os.path.join(folder, name)
    return None


def fmt(row, key, spec):
    return format(row[key], spec) if key in row else "-"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--vmfb", required=True)
    p.add_argument("--models", default=",".join(LARGE))
    p.add_argument("--driver", default="cuda")
    p.add_argument("--flag", action="append", default=[],
                   help="an IREE runtime flag (iree-run-module --help), "
                   "e.g. --flag=--cuda_use_streams=false: command buffers "
                   "as CUDA graphs instead of stream launches")
    p.add_argument("--data", help="read DIR/STEM/argNNN.npy, ref/outN.npy "
                   "instead of building the models in PyTorch")
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--seconds", type=float, default=10,
                   help="fewer timed calls than --iterations where they "
                   "would take longer (5 at least)")
    p.add_argument("--json", help="write the rows here after each model")
    a = p.parse_args()
    ireert.flags.parse_flags(*a.flag)
    config = ireert.Config(a.driver)
    print(f"iree.runtime {VERSION}, driver {a.driver} {' '.join(a.flag)}: "
          f"{config.device}", flush=True)
    rows = []
    for stem in filter(None, a.models.split(",")):
        start = time.time()
        row = dict(model=stem)
        rows.append(row)
        try:
            args, refs, row_torch = (
                from_data(os.path.join(a.data, stem)) if a.data else
                from_torch(stem, a.iterations, a.warmup))
            inputs = [ireert.asdevicearray(config.device, x) for x in args]
        except Exception as e:
            row["failed"] = f"inputs: {type(e).__name__}: {e}"[:300]
            print(f"{stem}: {row['failed']}", flush=True)
            continue
        row.update(row_torch)
        for build in ("iree", "mpopt"):
            path = find(a.vmfb, stem, build)
            row[build] = run_build(config, path, inputs, refs, a.iterations,
                                   a.warmup, a.seconds) if path else \
                dict(failed="no vmfb")
        del inputs
        iree, mpopt = row["iree"], row["mpopt"]
        if "median_us" in iree and "median_us" in mpopt:
            row["speedup"] = iree["median_us"] / mpopt["median_us"]
        print(f"{stem} ({time.time() - start:.0f} s): {json.dumps(row)}",
              flush=True)
        if a.json:
            with open(a.json, "w") as f:
                json.dump(dict(driver=a.driver, flags=a.flag,
                               iree_runtime=VERSION, iterations=a.iterations,
                               warmup=a.warmup, rows=rows), f, indent=1)
    print("\n| model | PyTorch eager f32 us (events b2b) | IREE alone us | "
          "mpopt+IREE us | speedup (IREE alone / mpopt+IREE) | err IREE | "
          "err mpopt+IREE | first call s (IREE / mpopt) |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        if "failed" in r:
            print(f"| {r['model']} | failed: {r['failed']} |")
            continue
        i, m = r["iree"], r["mpopt"]
        eager = (f"{r['eager_us']:.0f} ({r['eager_events_us']:.0f})"
                 if "eager_us" in r else "-")
        cells = [r["model"], eager]
        for b in (i, m):
            cells.append(fmt(b, "median_us", ".0f") if "failed" not in b
                         else "failed: " + b["failed"])
        cells.append(fmt(r, "speedup", ".2f"))
        cells += [", ".join(f"{e:.2e}" for e in b.get("errors", [])) or "-"
                  for b in (i, m)]
        cells.append(" / ".join(fmt(b, "first_s", ".1f") for b in (i, m)))
        print("| " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
