"""Real-size models (GPT-2 small, LLaMA small, two LLaMA-7B layers) in
PyTorch on the GPU: the inputs of their mpopt builds, the f32 reference
output, and the PyTorch baselines timed as mpopt-run times mpopt libraries.

    python3 bench/gpu/models.py --data DIR --out RESULTS \\
        [--models gpt2-small,llama-small|llama7b-2layer|STEM,...] \\
        [--batch 1[,4,8]] [--seq 512[,1024,2048]] \\
        [--variants default|all|none|NAME,...] [--iterations 50] [--warmup 10] \\
        [--mpopt STEM-NAME.so ...]
    python3 bench/gpu/models.py --compare OUT.npy REF.npy   # max-norm error
                                    # (OUT of bf16, '<u2', taken as such)

Runs on the GPU machine (python3 with torch and transformers; no MLIR, no
internet). For each model, batch and sequence length it reads the export's
argument list, bench/models/<stem>.json (scripts/models/export_large.py
writes it; <stem> is <model>[-b<B>][-s<S>][-hidden]-f32: gpt2-small-f32,
gpt2-small-b4-f32, gpt2-small-b8-s1024-f32, llama7b-2layer-s2048-hidden-f32,
...; --models takes such stems too, the -f32 optional, as
bench/gpu/run-models.sh passes them), builds the same model from the same
config and seed (export_large.build), and:

  * writes DIR/<stem>/argNNN.npy, one per argument in the export's order
    (the f32 weights, then input_ids and attention_mask as int64, the
    dtype torch-mlir gives them: tensor<BxSxi64>), and DIR/<stem>/inputs.txt,
    the matching `--input PATH` flags for mpopt-run (150 of them for GPT-2:
    pass them as $(cat DIR/<stem>/inputs.txt));
  * writes DIR/<stem>/ref/out0.npy: the PyTorch f32 forward (TF32 off) on
    those inputs (the logits, or the last hidden state for a -hidden stem:
    llama7b-2layer), so `mpopt-run LIB --compare DIR/<stem>/ref` or
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
    (memcpy and memset counted apart; kernels replayed from a CUDA graph
    are counted one by one as CUPTI reports them), the GEMM kernels among
    them and the cast kernels (see count_kernels for the name heuristics),
    and the output's max-norm relative difference from the f32 reference
    (`err`, of one call after the timing, so a CUDA graph variant's
    replayed graph is what is checked; `first_call_error_vs_f32` in
    models.json is the first call's, which for those variants runs the
    compiled kernels without a graph);
  * prints a table and writes RESULTS/models.json (the numbers, the
    kernels by name, versions, settings).

Variants (--variants default, or all, or a comma-separated list):
  eager-f32                      f32 weights and matmuls, TF32 off (the
                                 reference)
  eager-f32-tf32                 f32 weights, TF32 matmuls
  eager-autocast-bf16            f32 weights, torch.autocast("cuda", bfloat16)
  eager-bf16                     model.to(bfloat16) (weights converted once,
                                 outside the timing)
  compile-autocast-bf16          torch.compile (mode default) of the autocast
                                 call
  compile-bf16                   torch.compile (default) of the bf16 model
  reduce-overhead-autocast-bf16  torch.compile(mode="reduce-overhead") of the
                                 autocast call: inductor's kernels replayed
                                 as one CUDA graph per call
  reduce-overhead-bf16           the same of the bf16 model
  compile-f32                    torch.compile (default), f32, TF32 off  [all]
  max-autotune-autocast-bf16     mode="max-autotune-no-cudagraphs"       [all]
  max-autotune-bf16              mode="max-autotune-no-cudagraphs"       [all]
  max-autotune-cg-autocast-bf16  mode="max-autotune": GEMM autotuning and
                                 CUDA graphs                             [all]
  max-autotune-cg-bf16           the same of the bf16 model              [all]
The default is every variant but the five marked [all]: the speed-minded
user's choices, reduce-overhead included, without the minutes of GEMM
autotuning.

CUDA graphs (reduce-overhead-*, max-autotune-cg-*): torch.compile's CUDA
graph trees replay each call into the same static output buffers, so a
call's output is overwritten by the next call (reading it afterwards is an
error or a wrong value). Each call of these variants is therefore preceded
by torch.compiler.cudagraph_mark_step_begin() (a counter increment on the
host, inside the timed region like the rest of the call; it tells the
graph trees that the previous call's outputs are dead instead of leaving
that to their heuristic); the timing loops keep no output; the outputs
that are kept (for the error check) are .clone()d right after their call,
outside any timed region. No variant clones inside a timed call. The first
call runs the compiled kernels without a graph (the graph trees' warm-up),
the second records the graph, the later ones replay it: --warmup (10)
covers both before the timing starts.

Expected on an H100/H200 with 16 cores (torch 2.11), per model at batch 1 x
512: writing the inputs 5-10 s, each eager variant 5-15 s, each default or
reduce-overhead torch.compile 30-90 s (most of it compiling; the second
compile of the same model reuses inductor's and Triton's caches; the
compile time is in `first call`), each max-autotune 3-6 min (GEMM
autotuning in subprocesses): the default set (eight variants, four of them
compiled) is about 3-6 min per model; run one model per call, and the
max-autotune variants one model and one variant per call, e.g. `--models
gpt2-small --variants max-autotune-cg-bf16 --no-inputs`. Batch 8 x 1024
(16x the tokens) adds about 10-30 s of timing per variant (the eager f32
forward of GPT-2 is about 45 ms there; 360 timed calls) and writes a 1.6
GB (GPT-2) or 1 GB (LLaMA) reference. llama7b-2layer at 1 x 2048: building
it 5-10 s, writing its 1.9 GB of inputs 10-20 s, each eager variant 10-30
s (f32 with TF32 off is about 30-40 ms a call), each compile 30-60 s (two
layers); the default set about 4-5 min.
--variants none only writes DIR (inputs and reference: about 30 s for
gpt2-small and llama-small at batch 1); --no-inputs skips writing it (the
timing does not need it).
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
            "compile-autocast-bf16", "compile-bf16",
            "reduce-overhead-autocast-bf16", "reduce-overhead-bf16",
            "compile-f32", "max-autotune-autocast-bf16", "max-autotune-bf16",
            "max-autotune-cg-autocast-bf16", "max-autotune-cg-bf16"]
DEFAULT = VARIANTS[:8]
# torch.compile's mode for each variant prefix (None: eager).
MODES = [("compile-", "default"), ("reduce-overhead-", "reduce-overhead"),
         ("max-autotune-cg-", "max-autotune"),
         ("max-autotune-", "max-autotune-no-cudagraphs")]
CUDA_GRAPH_MODES = ("reduce-overhead", "max-autotune")
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


def mode_of(name):
    """torch.compile's mode for a variant, None for an eager one."""
    for prefix, mode in MODES:
        if name.startswith(prefix):
            return mode
    return None


def uses_cuda_graphs(name):
    return mode_of(name) in CUDA_GRAPH_MODES


def make_variants(module, input_ids, attention_mask, names):
    """[(name, fn)]: fn() runs one forward and returns its output. For the
    CUDA graph variants the output lives in the graph's static memory and
    the next fn() overwrites it (see the docstring): clone what is kept."""
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
        mode = mode_of(name)
        if mode is not None:
            fn = torch.compile(fn, mode=mode)
        if uses_cuda_graphs(name):
            fn = step_marked(fn)
        out.append((name, fn))
    return out


def mpopt_variants(stem, args, device, libraries):
    """[(name, fn)] of the --mpopt libraries built from `stem`
    (STEM-NAME.so: variant "mpopt-NAME"), called from Python as
    torch.compile's backend calls them: mpopt.load (the runtime's C API) on
    the arguments as torch tensors on the GPU, in place, on torch's
    stream; from the second call on the same tensors, a CUDA graph's
    replay."""
    out = []
    for path in libraries:
        base = os.path.basename(path)
        if not base.startswith(stem + "-"):
            continue
        if "mpopt" not in sys.modules:
            sys.path.insert(0, os.path.join(ROOT, "python"))
        import mpopt
        library = mpopt.load(path)
        on_device = [t.to(device) for t in args]
        out.append(("mpopt-" + base[len(stem) + 1:-len(".so")],
                    lambda library=library, on_device=on_device:
                    library(*on_device)[0]))
    return out


def step_marked(compiled):
    """Each call a new CUDA graph tree generation: the previous call's
    outputs may be overwritten from here on."""
    def fn():
        torch.compiler.cudagraph_mark_step_begin()
        return compiled()
    return fn


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


def max_norm_error_gpu(values, reference, chunk=1 << 26):
    """max_norm_error of two tensors on the GPU, in f64, a chunk at a time
    (GPT-2's logits at batch 8 x 1024 are 412M values)."""
    values, reference = values.reshape(-1), reference.reshape(-1)
    worst = largest = 0.0
    for i in range(0, reference.numel(), chunk):
        r = reference[i:i + chunk].double()
        v = values[i:i + chunk].double()
        largest = max(largest, float(r.abs().max()))
        worst = max(worst, float((v - r).abs().max()))
    return worst / largest if largest else worst


# -------------------------------------------------------------------- main


def find_stem(name, batch, seq, output=None):
    """(stem, spec) of the export of `name` at batch x seq: with the given
    output, or the model's default output, else the other one; spec None
    where there is none."""
    default = export_large.default_output(name)
    outputs = [output] if output else \
        [default, "hidden" if default == "logits" else "logits"]
    for o in outputs:
        s = export_large.stem(name, batch, o, seq)
        if os.path.exists(os.path.join(ROOT, "bench", "models", s + ".json")):
            return s, read_spec(s)
    return export_large.stem(name, batch, outputs[0], seq), None


def run_model(name, batch, seq, output, a, results):
    stem, spec = find_stem(name, batch, seq, output)
    if spec is None:
        print(f"{stem}: no bench/models/{stem}.json (export_large.py "
              f"--only {name} --batch {batch} --seq {seq})")
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
    if a.inputs_only:
        return

    device = torch.device(DEVICE)
    module = module.to(device)
    ids, mask = input_ids.to(device), attention_mask.to(device)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    with torch.inference_mode():
        ref = module(input_ids=ids, attention_mask=mask, use_cache=False,
                     return_dict=False)[0].float()
    if not a.no_inputs:
        os.makedirs(os.path.join(folder, "ref"), exist_ok=True)
        np.save(os.path.join(folder, "ref", "out0.npy"), ref.cpu().numpy())

    variants = make_variants(module, ids, mask, a.variants)
    variants += mpopt_variants(stem, args, device, a.mpopt)
    for variant, fn in variants:
        torch.backends.cuda.matmul.allow_tf32 = variant == "eager-f32-tf32"
        row = dict(model=name, batch=batch, seq=spec["seq"], stem=stem,
                   variant=variant, mode=mode_of(variant),
                   cuda_graphs=uses_cuda_graphs(variant))
        counters = torch._dynamo.utils.counters
        graphs = counters["stats"]["unique_graphs"]
        skips = counters["inductor"]["cudagraph_skips"]
        try:
            with torch.inference_mode():
                start = time.time()
                # Kept past the next call: a clone (CUDA graph variants
                # overwrite their output on the next call).
                out = fn().clone()
                torch.cuda.synchronize()
                row["first_call_s"] = round(time.time() - start, 2)
                row["first_call_error_vs_f32"] = max_norm_error_gpu(out, ref)
                del out
                for _ in range(a.warmup):
                    fn()
                torch.cuda.synchronize()
                b2b = time_back_to_back(fn, a.iterations)
                batches = time_batches(fn, a.iterations)
                alone = time_alone(fn, a.iterations)
                # The error of a call after the timing (for the CUDA graph
                # variants a replay), cloned before any other call.
                out = fn().clone()
                row["max_norm_error_vs_f32"] = max_norm_error_gpu(out, ref)
                del out
                kernels = profile_kernels(fn)
            if row["mode"]:
                # Graphs dynamo compiled (more than one: graph breaks) and
                # graphs inductor ran without a CUDA graph (a CPU tensor,
                # an unsupported op: then the variant is not what its
                # name says; TORCH_LOGS=cudagraphs says why).
                row["compiled_graphs"] = \
                    counters["stats"]["unique_graphs"] - graphs
                row["cudagraph_skips"] = \
                    counters["inductor"]["cudagraph_skips"] - skips
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
        if row.get("cudagraph_skips") and row["cuda_graphs"]:
            print(f"{stem} {variant}: WARNING: {row['cudagraph_skips']} of "
                  f"{row['compiled_graphs']} compiled graphs ran without a "
                  f"CUDA graph (TORCH_LOGS=cudagraphs,perf_hints says why)",
                  flush=True)
        print(f"{stem} {variant:<30} {row['median_us']:10.1f} us median "
              f"{row['batch_mean_us']:10.1f} batch {row['latency_us']:10.1f} "
              f"latency  {row['kernels']:4d} kernels ({row['gemm']} GEMM, "
              f"{row['standalone_casts']} casts)  err "
              f"{row['max_norm_error_vs_f32']:.2e}  first call "
              f"{row['first_call_s']} s", flush=True)
        del fn
        torch._dynamo.reset()  # also frees the CUDA graph trees' memory
        torch.cuda.empty_cache()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", help="where the inputs and reference go")
    p.add_argument("--out", help="where models.json goes")
    p.add_argument("--models", default="gpt2-small,llama-small",
                   help="model names (" + ", ".join(export_large.MODELS) +
                   ") or export stems (gpt2-small-b8-s1024-f32, the -f32 "
                   "optional: its batch, sequence and output; --batch and "
                   "--seq do not apply to it)")
    p.add_argument("--batch", default="1", help="comma-separated batches")
    p.add_argument("--seq", default=str(export_large.SEQ),
                   help="comma-separated sequence lengths")
    p.add_argument("--variants", default="default")
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--no-inputs", action="store_true")
    p.add_argument("--inputs-only", action="store_true",
                   help="only write the inputs (weights, token ids, mask), "
                   "on any machine: for calibrating on the CPU")
    p.add_argument("--mpopt", action="append", default=[], metavar="LIB",
                   help="also time STEM-NAME.so, an mpopt GPU build of a "
                   "model, called from Python (mpopt.load: "
                   "MPOPT_RUNTIME_LIBRARY names libmpopt_runtime_c.so)")
    p.add_argument("--compare", nargs=2, metavar=("OUT.npy", "REF.npy"))
    a = p.parse_args()
    if a.compare:
        got, ref = (np.load(f) for f in a.compare)
        # mpopt-run writes bf16 (a narrow-results build's logits) as the
        # raw 16 bits, '<u2'; a float reference says they are floats.
        if got.dtype == np.uint16 and ref.dtype.kind == "f":
            got = (got.astype(np.uint32) << 16).view(np.float32)
        print(f"max-norm relative difference {max_norm_error(got, ref):.3e}, "
              f"max abs difference "
              f"{float(np.abs(got.astype(np.float64) - ref).max()):.3e}")
        return 0
    if not a.data or not (a.out or a.inputs_only):
        p.error("--data and --out are needed (or --compare)")
    a.variants = {"default": DEFAULT, "all": VARIANTS, "none": []}.get(
        a.variants, a.variants.split(","))
    unknown = [v for v in a.variants if v not in VARIANTS]
    if unknown:
        p.error(f"unknown variants {unknown}; known: {VARIANTS}")
    runs = []
    for name in filter(None, a.models.split(",")):
        if name in export_large.MODELS:
            runs += [(name, b, q, None) for b in map(int, a.batch.split(","))
                     for q in map(int, a.seq.split(","))]
        elif export_large.parse_stem(name) or \
                export_large.parse_stem(name + "-f32"):
            # A stem, with or without its -f32 (run-models.sh passes
            # gpt2-small-b8-s1024 for gpt2-small-b8-s1024-f32).
            runs.append(export_large.parse_stem(name) or
                        export_large.parse_stem(name + "-f32"))
        else:
            p.error(f"{name}: neither a model "
                    f"({', '.join(export_large.MODELS)}) nor a stem of one")
    if a.inputs_only:
        for name, batch, seq, output in runs:
            run_model(name, batch, seq, output, a, [])
        return 0
    os.makedirs(a.out, exist_ok=True)
    import transformers
    info = dict(torch=torch.__version__, transformers=transformers.__version__,
                device=torch.cuda.get_device_name(),
                iterations=a.iterations, warmup=a.warmup, batches=BATCHES)
    print(info, flush=True)
    results = []
    start = time.time()
    for name, batch, seq, output in runs:
        run_model(name, batch, seq, output, a, results)
        with open(os.path.join(a.out, "models.json"), "w") as f:
            json.dump(dict(info, results=results), f, indent=1)
    print(f"\ntotal {time.time() - start:.0f} s\n")
    print("| model | variant | median us | batch mean us | latency us | "
          "kernels | GEMM | attention | cast-like | standalone casts | "
          "memcpy/memset | err vs f32 | compiled graphs (without CUDA "
          "graph) |")
    print("|" + "---|" * 13)
    for r in results:
        if "failed" in r:
            print(f"| {r['stem']} | {r['variant']} | failed: {r['failed']} |")
            continue
        print(f"| {r['stem']} | {r['variant']} | {r['median_us']:.1f} | "
              f"{r['batch_mean_us']:.1f} | {r['latency_us']:.1f} | "
              f"{r['kernels']} | {r['gemm']} | {r['attention']} | "
              f"{r['cast_like']} | {r['standalone_casts']} | "
              f"{r['memcpy_memset']} | {r['max_norm_error_vs_f32']:.2e} | "
              + (f"{r['compiled_graphs']} ({r['cudagraph_skips']}) |"
                 if "compiled_graphs" in r else "- |"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
