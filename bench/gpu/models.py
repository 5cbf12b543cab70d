"""Real-size models (GPT-2 small, LLaMA small) in PyTorch on the GPU: the
inputs of their mpopt builds, the f32 reference output, and the PyTorch
baselines timed as mpopt-run times mpopt libraries.

    python3 bench/gpu/models.py --data DIR --out RESULTS \\
        [--models gpt2-small,llama-small] [--batch 1[,4]] \\
        [--variants default|all|NAME,...] [--iterations 50] [--warmup 10]
    python3 bench/gpu/models.py --compare OUT.npy REF.npy   # max-norm error

Runs on the GPU machine (python3 with torch and transformers; no MLIR, no
internet). For each model and batch it reads the export's argument list,
bench/models/<stem>.json (scripts/models/export_large.py writes it; <stem>
is gpt2-small-f32, gpt2-small-b4-f32, ...), builds the same model from the
same config and seed (export_large.build), and:

  * writes DIR/<stem>/argNNN.npy, one per argument in the export's order
    (the f32 weights, then input_ids and attention_mask as int64, the
    dtype torch-mlir gives them: tensor<BxSxi64>), and DIR/<stem>/inputs.txt,
    the matching `--input PATH` flags for mpopt-run (150 of them for GPT-2:
    pass them as $(cat DIR/<stem>/inputs.txt));
  * writes DIR/<stem>/ref/out0.npy: the PyTorch f32 forward (TF32 off) on
    those inputs, so `mpopt-run LIB --compare DIR/<stem>/ref` or
    `--compare OUT.npy REF.npy` above checks an mpopt build against it;
  * times each variant under torch.inference_mode:
      median   N calls back to back, each between its own CUDA events,
               the median call: what `mpopt-run --iterations N --warmup W`
               prints as `time: median` (runtime/lib/Cuda.cpp
               timeBackToBack; warm-up calls first);
      batch    5 batches of N calls back to back between two events, the
               mean call of each batch, the median batch;
      latency  N calls each from an idle GPU (synchronize, events around
               one call), the median: mpopt-run's `latency:` line;
    and counts, with torch.profiler, the CUDA kernels one forward launches
    (memcpy and memset counted apart), the GEMM kernels among them and the
    cast kernels (see count_kernels for the name heuristics), and the
    output's max-norm relative difference from the f32 reference;
  * prints a table and writes RESULTS/models.json (the numbers, the
    kernels by name, versions, settings).

Variants (--variants default, or all, or a comma-separated list):
  eager-f32                    f32 weights and matmuls, TF32 off (the reference)
  eager-f32-tf32               f32 weights, TF32 matmuls
  eager-autocast-bf16          f32 weights, torch.autocast("cuda", bfloat16)
  eager-bf16                   model.to(bfloat16) (weights converted once,
                               outside the timing)
  compile-autocast-bf16        torch.compile (mode default) of the autocast call
  compile-bf16                 torch.compile (default) of the bf16 model
  compile-f32                  torch.compile (default), f32, TF32 off [all]
  max-autotune-autocast-bf16   mode="max-autotune-no-cudagraphs"      [all]
  max-autotune-bf16            mode="max-autotune-no-cudagraphs"      [all]
The default is every variant but the three marked [all]. Expected on an H200
with 16 cores (torch 2.11), per model at batch 1: writing the inputs 5-10 s,
each eager variant 5-15 s, each default torch.compile 40-90 s (most of it
compiling; the compile time is printed and recorded), each max-autotune
3-6 min (GEMM autotuning in subprocesses): the default set for both models
is about 5-6 min; run the max-autotune variants one model per call, e.g.
`--models gpt2-small --variants max-autotune-bf16 --no-inputs`.
--variants none only writes DIR (inputs and reference: about 30 s for both
models); --no-inputs skips writing it (the timing does not need it).
"""
import argparse
import copy
import json
import os
import re
import statistics
import sys
import time

import numpy as np
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts", "models"))
import export_large  # noqa: E402  the models' one definition

VARIANTS = ["eager-f32", "eager-f32-tf32", "eager-autocast-bf16", "eager-bf16",
            "compile-autocast-bf16", "compile-bf16", "compile-f32",
            "max-autotune-autocast-bf16", "max-autotune-bf16"]
DEFAULT = VARIANTS[:6]
BATCHES = 5
DEVICE = "cuda"


# ------------------------------------------------------------------ inputs


def read_spec(stem):
    path = os.path.join(ROOT, "bench", "models", stem + ".json")
    with open(path) as f:
        return json.load(f)


def arguments(module, spec, inputs):
    """The export's arguments in its order, from this build, on the CPU."""
    params = dict(module.named_parameters())
    args, mismatched = [], []
    for arg in spec["arguments"]:
        if arg["name"] in ("input_ids", "attention_mask"):
            t = inputs[0 if arg["name"] == "input_ids" else 1]
        else:
            t = params[arg["name"]].detach()
            total = float(t.double().sum())
            if abs(total - arg["sum"]) > 1e-6 * max(1.0, abs(arg["sum"])):
                mismatched.append(arg["name"])
        if list(t.shape) != arg["shape"] or \
                str(t.dtype).replace("torch.", "") != arg["dtype"]:
            sys.exit(f"{arg['name']}: {tuple(t.shape)} {t.dtype} here, "
                     f"{arg['shape']} {arg['dtype']} in the export")
        args.append(t)
    return args, mismatched


def write_inputs(folder, args):
    os.makedirs(folder, exist_ok=True)
    flags = []
    for i, t in enumerate(args):
        path = os.path.join(folder, f"arg{i:03d}.npy")
        np.save(path, np.ascontiguousarray(t.cpu().numpy()))
        flags.append(f"--input {os.path.abspath(path)}")
    with open(os.path.join(folder, "inputs.txt"), "w") as f:
        f.write("\n".join(flags) + "\n")


# ---------------------------------------------------------------- variants


def make_variants(module, input_ids, attention_mask, names):
    """[(name, fn)]: fn() runs one forward and returns its output."""
    kwargs = dict(input_ids=input_ids, attention_mask=attention_mask,
                  use_cache=False, return_dict=False)
    bf16 = None

    def call(m):
        return lambda: m(**kwargs)[0]

    def autocast(m):
        def fn():
            with torch.autocast("cuda", dtype=torch.bfloat16):
                return m(**kwargs)[0]
        return fn

    out = []
    for name in names:
        if "bf16" in name and "autocast" not in name and bf16 is None:
            bf16 = copy.deepcopy(module).to(torch.bfloat16)
        m = bf16 if ("bf16" in name and "autocast" not in name) else module
        fn = autocast(m) if "autocast" in name else call(m)
        if name.startswith("compile-"):
            fn = torch.compile(fn)
        elif name.startswith("max-autotune-"):
            fn = torch.compile(fn, mode="max-autotune-no-cudagraphs")
        out.append((name, fn))
    return out


# ------------------------------------------------------------------ timing


def event():
    return torch.cuda.Event(enable_timing=True)


def time_back_to_back(fn, calls):
    """Each of `calls` calls between its own events, enqueued back to back
    (runtime/lib/Cuda.cpp timeBackToBack); microseconds per call."""
    events = []
    for _ in range(calls):
        start, stop = event(), event()
        start.record()
        fn()
        stop.record()
        events.append((start, stop))
    torch.cuda.synchronize()
    return [start.elapsed_time(stop) * 1e3 for start, stop in events]


def time_batches(fn, calls, batches=BATCHES):
    """Mean call of each batch of `calls` calls between two events."""
    means = []
    for _ in range(batches):
        start, stop = event(), event()
        start.record()
        for _ in range(calls):
            fn()
        stop.record()
        stop.synchronize()
        means.append(start.elapsed_time(stop) * 1e3 / calls)
    return means


def time_alone(fn, calls):
    """Each call from an idle GPU (mpopt-run's latency)."""
    micros = []
    for _ in range(calls):
        torch.cuda.synchronize()
        start, stop = event(), event()
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        micros.append(start.elapsed_time(stop) * 1e3)
    return micros


def median_as_mpopt_run(micros):
    """mpopt-run sorts and takes element size/2 (the upper median)."""
    return sorted(micros)[len(micros) // 2]


# ----------------------------------------------------------------- kernels

GEMM = re.compile(r"gemm|xmma|cutlass|nvjet|cublas|sm\d+_.*_(tn|nt|nn|tt)_|"
                  r"triton_tem_fused_(addmm|mm|bmm)", re.I)
ATTENTION = re.compile(r"flash|fmha|attention|efficient_attention", re.I)
CAST = re.compile(r"copy|convert|cast", re.I)
# A kernel that only converts: eager's elementwise copy kernels (direct_copy
# with a dtype change: .to(), autocast's weight and activation casts, also
# same-dtype copies of contiguous()) and inductor kernels whose fused ops are
# only _to_copy (with views or clones).
STANDALONE_CAST = re.compile(
    r"direct_copy_kernel|copy_kernel|^triton_\w+_fused__to_copy"
    r"(_(clone|view|t|transpose|permute|expand|_unsafe_view|copy))*_\d+$",
    re.I)


def profile_kernels(fn):
    """[(name, microseconds)] of the device activities of one call."""
    with torch.profiler.profile(
            activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    kernels = []
    for e in prof.events():
        if e.device_type != torch.autograd.DeviceType.CUDA:
            continue
        us = getattr(e, "device_time", None)
        if us is None:
            us = e.cuda_time
        kernels.append((e.name, float(us)))
    return kernels


def count_kernels(kernels):
    """Counts by kind. Name heuristics, not a classification of what each
    kernel does: a memcpy/memset is "Memcpy ..." / "Memset ..."; a GEMM's
    name has gemm, xmma, cutlass, nvjet or cublas in it (cuBLAS and
    cuBLASLt kernels; inductor's matmul templates are triton_tem_fused_mm/
    addmm/bmm); attention's has flash/fmha/attention; `cast_like` is every
    other kernel with copy, convert or cast in its name (eager
    direct_copy_kernel, inductor kernels that fuse a _to_copy into other
    work); `standalone_casts` are those of them that do nothing else
    (STANDALONE_CAST). Inductor fusions that contain a conversion (e.g.
    triton_poi_fused__to_copy_add_mul_3) are cast_like, not standalone."""
    counts = dict(kernels=0, memcpy_memset=0, gemm=0, attention=0,
                  cast_like=0, standalone_casts=0)
    for name, _ in kernels:
        if name.startswith(("Memcpy", "Memset")):
            counts["memcpy_memset"] += 1
            continue
        counts["kernels"] += 1
        if GEMM.search(name):
            counts["gemm"] += 1
        elif ATTENTION.search(name):
            counts["attention"] += 1
        elif CAST.search(name):
            counts["cast_like"] += 1
            if STANDALONE_CAST.search(name):
                counts["standalone_casts"] += 1
    return counts


def by_name(kernels):
    """[(name, launches, total us)], most time first."""
    table = {}
    for name, us in kernels:
        n, total = table.get(name, (0, 0.0))
        table[name] = (n + 1, total + us)
    return sorted(((k, n, round(t, 2)) for k, (n, t) in table.items()),
                  key=lambda row: -row[2])


def max_norm_error(values, reference):
    values = values.astype(np.float64)
    reference = reference.astype(np.float64)
    largest = np.abs(reference).max()
    worst = np.abs(values - reference).max()
    return float(worst / largest if largest else worst)


# -------------------------------------------------------------------- main


def run_model(name, batch, a, results):
    stem = export_large.stem(name, batch, "logits")
    spec = None
    for output in ("logits", "hidden"):
        s = export_large.stem(name, batch, output)
        if os.path.exists(os.path.join(ROOT, "bench", "models", s + ".json")):
            stem, spec = s, read_spec(s)
            break
    if spec is None:
        print(f"{stem}: no bench/models/{stem}.json (export_large.py)")
        return
    start = time.time()
    model = export_large.build(name)
    module = export_large.body(model, spec["output"])
    input_ids, attention_mask = export_large.example_inputs(
        name, batch, spec["seq"])
    args, mismatched = arguments(module, spec, (input_ids, attention_mask))
    if mismatched:
        print(f"{stem}: note: {len(mismatched)} weights differ from the "
              f"export's build ({mismatched[0]}, ...; exported with "
              f"{spec['exported_with']}): the files below hold this build's, "
              f"which both sides read, so the comparison is still fair")
    folder = os.path.join(a.data, stem)
    if not a.no_inputs:
        write_inputs(folder, args)
    print(f"{stem}: built and wrote inputs in {time.time() - start:.1f} s "
          f"({len(args)} arguments)", flush=True)

    device = torch.device(DEVICE)
    module = module.to(device)
    ids, mask = input_ids.to(device), attention_mask.to(device)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    with torch.inference_mode():
        ref = module(input_ids=ids, attention_mask=mask, use_cache=False,
                     return_dict=False)[0].float().cpu().numpy()
    if not a.no_inputs:
        os.makedirs(os.path.join(folder, "ref"), exist_ok=True)
        np.save(os.path.join(folder, "ref", "out0.npy"), ref)

    for variant, fn in make_variants(module, ids, mask, a.variants):
        torch.backends.cuda.matmul.allow_tf32 = variant == "eager-f32-tf32"
        row = dict(model=name, batch=batch, stem=stem, variant=variant)
        try:
            with torch.inference_mode():
                start = time.time()
                out = fn()
                torch.cuda.synchronize()
                row["first_call_s"] = round(time.time() - start, 2)
                row["max_norm_error_vs_f32"] = max_norm_error(
                    out.float().cpu().numpy(), ref)
                del out
                for _ in range(a.warmup):
                    fn()
                torch.cuda.synchronize()
                b2b = time_back_to_back(fn, a.iterations)
                batches = time_batches(fn, a.iterations)
                alone = time_alone(fn, a.iterations)
                kernels = profile_kernels(fn)
        except Exception as e:  # report, go on with the next variant
            first = (str(e).strip().splitlines() or [""])[0]
            row["failed"] = f"{type(e).__name__}: {first}"
            print(f"{stem} {variant}: FAILED: {row['failed']}", flush=True)
            results.append(row)
            continue
        row.update(
            median_us=round(median_as_mpopt_run(b2b), 2),
            min_us=round(min(b2b), 2), max_us=round(max(b2b), 2),
            batch_mean_us=round(statistics.median(batches), 2),
            batch_means_us=[round(x, 2) for x in batches],
            latency_us=round(median_as_mpopt_run(alone), 2),
            **count_kernels(kernels), kernels_by_name=by_name(kernels))
        results.append(row)
        print(f"{stem} {variant:<28} {row['median_us']:10.1f} us median "
              f"{row['batch_mean_us']:10.1f} batch {row['latency_us']:10.1f} "
              f"latency  {row['kernels']:4d} kernels ({row['gemm']} GEMM, "
              f"{row['standalone_casts']} casts)  err "
              f"{row['max_norm_error_vs_f32']:.2e}  first call "
              f"{row['first_call_s']} s", flush=True)
        del fn
        torch._dynamo.reset()
        torch.cuda.empty_cache()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", help="where the inputs and reference go")
    p.add_argument("--out", help="where models.json goes")
    p.add_argument("--models", default=",".join(export_large.MODELS))
    p.add_argument("--batch", default="1")
    p.add_argument("--variants", default="default")
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--no-inputs", action="store_true")
    p.add_argument("--compare", nargs=2, metavar=("OUT.npy", "REF.npy"))
    a = p.parse_args()
    if a.compare:
        got, ref = (np.load(f) for f in a.compare)
        print(f"max-norm relative difference {max_norm_error(got, ref):.3e}, "
              f"max abs difference "
              f"{float(np.abs(got.astype(np.float64) - ref).max()):.3e}")
        return 0
    if not a.data or not a.out:
        p.error("--data and --out are needed (or --compare)")
    a.variants = {"default": DEFAULT, "all": VARIANTS, "none": []}.get(
        a.variants, a.variants.split(","))
    unknown = [v for v in a.variants if v not in VARIANTS]
    if unknown:
        p.error(f"unknown variants {unknown}; known: {VARIANTS}")
    os.makedirs(a.out, exist_ok=True)
    import transformers
    info = dict(torch=torch.__version__, transformers=transformers.__version__,
                device=torch.cuda.get_device_name(),
                iterations=a.iterations, warmup=a.warmup, batches=BATCHES)
    print(info, flush=True)
    results = []
    start = time.time()
    for name in a.models.split(","):
        for batch in map(int, a.batch.split(",")):
            run_model(name, batch, a, results)
            with open(os.path.join(a.out, "models.json"), "w") as f:
                json.dump(dict(info, results=results), f, indent=1)
    print(f"\ntotal {time.time() - start:.0f} s\n")
    print("| model | variant | median us | batch mean us | latency us | "
          "kernels | GEMM | attention | cast-like | standalone casts | "
          "memcpy/memset | err vs f32 |")
    print("|" + "---|" * 12)
    for r in results:
        if "failed" in r:
            print(f"| {r['stem']} | {r['variant']} | failed: {r['failed']} |")
            continue
        print(f"| {r['stem']} | {r['variant']} | {r['median_us']:.1f} | "
              f"{r['batch_mean_us']:.1f} | {r['latency_us']:.1f} | "
              f"{r['kernels']} | {r['gemm']} | {r['attention']} | "
              f"{r['cast_like']} | {r['standalone_casts']} | "
              f"{r['memcpy_memset']} | {r['max_norm_error_vs_f32']:.2e} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
