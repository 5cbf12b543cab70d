"""mpopt's fused attention kernel (runtime/lib/AttentionKernel.cu) and
cuDNN's fused attention as the runtime calls it through cuDNN's graph API
(runtime/lib/CudnnAttention.cpp: `mpopt cuDNN` rows; mpoptAttention takes
the faster of the two per shape) against PyTorch on the same GPU, in one
run: its error against an f64 reference of
the same inputs next to F.scaled_dot_product_attention's, on shapes that
exercise masks, causality, grouped-query heads, ragged lengths and decode
(CASES); then, for each shape of TIMED (real models' attention cores, bf16,
no mask), the times of mpopt's kernel, SDPA (PyTorch picks flash, memory-
efficient or cuDNN: the kernels it ran are recorded), SDPA's math backend,
the eager composition in bf16 and under autocast, and with --compile
torch.compile of the eager composition, each both as N calls back to back
between two CUDA events (`b2b`: bench/cost-model/measure.py's time_op, the
mean call of a batch, median of --batches) and as single calls from an idle
GPU (`alone`: the median of 20), with each output's max-norm relative error
against the f64 reference.

    python3 bench/gpu/attention.py --out DIR [--compile] [--batches 5] \\
        [--cases NAME,...]

TIMED (B batch, H query heads, Hkv key/value heads, Sq query rows, Sk keys,
D head dimension):

  name           B   H  Hkv    Sq    Sk    D  causal  what
  core           1  32  32   1024  1024  128  no      the issue-18 shape
  causal         1  32  32   1024  1024  128  yes
  gpt2-b1        1  12  12    512   512   64  yes     GPT-2 small, batch 1
  gpt2-b4        4  12  12    512   512   64  yes     GPT-2 small, batch 4
  gpt2-b8-s1024  8  12  12   1024  1024   64  yes     GPT-2 small, 8 x 1024
  bert-b32      32  12  12    128   128   64  no      BERT base, 32 x 128
  h32-b8-s1024   8  32  32   1024  1024  128  yes     LLaMA-7B heads, 8 x 1024
  h32-s2048      1  32  32   2048  2048  128  yes     LLaMA-7B heads, 1 x 2048
  gqa-s2048      1  32   8   2048  2048  128  yes     llama7b-2layer (32:8)
  gqa-s4096      1  32   8   4096  4096  128  yes     grouped-query, 4096
  decode-gqa     8  32   8      1  8192  128  no      one new token per
                                                      sequence against 8192
                                                      cached keys (32:8)
  (and masked forms of GPT-2's and llama7b-2layer's: *-mask, *-fill,
  *-keypad, gqa-s2048-keys)

Grouped-query heads are timed as each form takes them, without copying K
and V inside the timed call: mpopt's kernel reads head h's K/V at kv head
h // (H / Hkv) itself; SDPA gets the Hkv-head K and V with enable_gqa=True
(torch >= 2.5; a backend that lacks it falls back to one that has it, and
the recorded kernels show which ran); `SDPA, K/V expanded before` times
SDPA on K and V repeated to H heads outside the timing (what a model that
repeats them pays for the attention alone); the eager composition views q
as [B, Hkv, (H / Hkv) Sq, D] so the products broadcast no K/V copy. The
decode row is not causal: its one query row is the newest position and
sees every key (SDPA's is_causal aligns the diagonal top-left, which would
leave it one key). A form that cannot take a shape (mpopt's kernel: head
dimensions other than multiples of 16 up to 128, among others) or fails
on it is reported as such in its row and the run goes on.

Builds the kernel with nvcc next to bench/gpu/attention_shim.cpp; writes
DIR/attention.json and prints a table. About 2-3 minutes on an H100/H200
(the nvcc build about 1 min, then under 10 s per shape); --compile adds
10-30 s per shape for torch.compile (default) and 1-2 min per shape for
max-autotune-no-cudagraphs (GEMM autotuning): with --compile pass a few
--cases per device call.
"""
import argparse
import ctypes
import json
import math
import os
import statistics
import subprocess
import sys
import time

import torch
import torch.nn.functional as F

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "bench", "cost-model"))
from measure import time_op  # noqa: E402  (N calls between two events)
CODES = {torch.float32: 0, torch.float16: 1, torch.bfloat16: 2}


def build(out, library=None):
    """The kernel's library: `library` if given (built elsewhere, as
    bench/gpu/attention.py's nvcc line builds it), else built into out."""
    if library:
        return load(library)
    library = os.path.join(out, "libbenchattention.so")
    lib = os.path.join(ROOT, "runtime", "lib")
    subprocess.run(
        ["nvcc", "-O3", "-std=c++17", "-shared", "-Xcompiler", "-fPIC",
         "-gencode", "arch=compute_90a,code=sm_90a",
         "-DMPOPT_RUNTIME_CUDNN", "-DMPOPT_RUNTIME_ATTENTION",
         "-I", os.path.join(ROOT, "runtime", "include"),
         os.path.join(lib, "AttentionKernel.cu"),
         os.path.join(lib, "CudnnAttention.cpp"),
         os.path.join(lib, "Cudnn.cpp"),
         os.path.join(ROOT, "bench", "gpu", "attention_shim.cpp"),
         "-ldl", "-o", library], check=True)
    return load(library)


def load(library):
    lib = ctypes.CDLL(os.path.abspath(library))
    lib.benchAttention.restype = ctypes.c_char_p
    lib.benchAttention.argtypes = (
        [ctypes.c_void_p] * 5 + [ctypes.POINTER(ctypes.c_int64)] * 2
        + [ctypes.c_float, ctypes.c_int32, ctypes.c_float]
        + [ctypes.c_int32] * 5 + [ctypes.c_void_p])
    return lib


def mpopt_attention(lib, q, k, v, mask, scale, causal, out_dtype=None,
                    fill=None, engine=0):
    """q [B, H, Sq, D], k and v [B, Hkv, Sk, D], mask broadcastable to
    [B, H, Sq, Sk] with unit key stride; `fill` added past the diagonal
    (mpopt.attention's causal_fill) instead of -inf; engine 0 mpopt's
    kernel, 1 cuDNN's graph as the runtime builds it."""
    b, h, sq, d = q.shape
    hkv, sk = k.shape[1], k.shape[2]
    out = torch.empty(b, h, sq, d, device=q.device,
                      dtype=out_dtype or q.dtype)
    shape = (ctypes.c_int64 * 6)(b, h, hkv, sq, sk, d)
    strides = [q.stride()[:3], k.stride()[:3], v.stride()[:3],
               out.stride()[:3]]
    if mask is not None:
        expanded = mask.expand(b, h, sq, sk)
        assert expanded.stride(3) == 1
        strides.append(expanded.stride()[:3])
    else:
        strides.append((0, 0, 0))
    flat = (ctypes.c_int64 * 15)(*[s for group in strides for s in group])
    error = lib.benchAttention(
        q.data_ptr(), k.data_ptr(), v.data_ptr(),
        mask.data_ptr() if mask is not None else None, out.data_ptr(),
        shape, flat, scale, 2 if causal and fill is not None else int(causal),
        0.0 if fill is None else fill, 1, CODES[q.dtype],
        CODES[mask.dtype] if mask is not None else 0, CODES[out.dtype],
        engine, torch.cuda.current_stream().cuda_stream)
    if error:
        raise RuntimeError(error.decode())
    return out


def expand_heads(x, heads):
    """K or V repeated to `heads` heads (a copy): head h reads kv head
    h // (heads / kv heads), as repeat_kv in transformers does."""
    return x.repeat_interleave(heads // x.shape[1], dim=1)


def reference(q, k, v, mask, scale, causal, fill=None):
    """f64 softmax(scale q k^T + mask) v of the rounded inputs, causal
    aligned bottom-right (query row i sees keys up to i + Sk - Sq). Computed
    a batch and a few heads at a time (the largest TIMED shapes would need
    4 GB per f64 score tensor at once)."""
    b, h, sq, d = q.shape
    hkv, sk = k.shape[1], k.shape[2]
    group = h // hkv
    out = torch.empty(b, h, sq, d, dtype=torch.float64, device=q.device)
    step = max(1, min(h, (1 << 27) // (sq * sk)))  # about 1 GB of scores
    keep = None
    if causal:
        keep = torch.ones(sq, sk, dtype=torch.bool, device=q.device).tril(
            sk - sq)
    for i in range(b):
        for j in range(0, h, step):
            heads = torch.arange(j, min(j + step, h), device=q.device)
            s = q[i, heads].double() @ \
                k[i, heads // group].double().transpose(-1, -2) * scale
            added = mask.expand(b, h, sq, sk)[i, heads].double() \
                if mask is not None else torch.zeros_like(s)
            if keep is not None and fill is not None:
                # The fill in the mask's place where the key is hidden.
                added = torch.where(keep, added, torch.full_like(s, fill))
            s = s + added
            if fill is not None:
                s = s.float().double()  # the program's f32 logits
            if keep is not None and fill is None:
                s = s.masked_fill(~keep, float("-inf"))
            # A row whose every logit is -inf gives 0 (torch's safe
            # softmax; the kernel is called with zero_masked_rows).
            p = torch.softmax(s, dim=-1).masked_fill(
                torch.isneginf(s).all(dim=-1, keepdim=True), 0)
            out[i, heads] = p @ v[i, heads // group].double()
    return out


def max_norm_error(x, ref):
    return ((x.double() - ref).abs().max() / ref.abs().max()).item()


def sdpa(q, k, v, mask, scale, causal):
    """SDPA on K and V as they are: grouped-query heads through enable_gqa
    (no copy of K and V here; the backend reads kv head h // (H / Hkv))."""
    sq, sk = q.shape[2], k.shape[2]
    if causal and mask is None and sq != sk:
        # is_causal aligns top-left; the cases here are bottom-right.
        raise ValueError("causal with Sq != Sk: pass a mask")
    gqa = k.shape[1] != q.shape[1]
    if causal and mask is not None:
        # SDPA takes a mask or is_causal: the causal part joins the mask.
        mask = mask + torch.full((sq, sk), float("-inf"),
                                 device=q.device).triu(sk - sq + 1)
    return F.scaled_dot_product_attention(
        q, k, v, attn_mask=None if mask is None else mask.to(q.dtype),
        is_causal=causal and mask is None, scale=scale,
        **(dict(enable_gqa=True) if gqa else {}))


CASES = [
    # name, B, H, Hkv, Sq, Sk, D, mask, causal
    ("core", 1, 32, 32, 1024, 1024, 128, None, False),
    ("causal", 1, 32, 32, 1024, 1024, 128, None, True),
    ("gqa", 2, 32, 8, 512, 512, 128, None, True),
    ("padding-mask", 2, 12, 12, 128, 128, 64, "padding", False),
    ("full-mask", 1, 8, 8, 256, 256, 64, "full", False),
    ("ragged", 1, 4, 4, 1000, 1000, 64, None, True),
    ("decode", 4, 32, 8, 1, 1024, 128, None, False),
    ("f16", 1, 16, 16, 512, 512, 128, None, False),
    ("keys-causal", 2, 12, 12, 200, 200, 64, "padding", True),
    ("gpt2-mask", 2, 4, 4, 300, 300, 64, "gpt2", False),
    ("hd80", 1, 8, 8, 333, 333, 80, None, True),
    ("hd96-gqa", 2, 8, 2, 130, 257, 96, "padding", True),
    # causal_fill: the lowest float or -inf added past the diagonal; "left"
    # pads the first keys of the second sequence, so its first rows see
    # only padded keys (and take the mean of all values, as the f32
    # program does).
    ("fill-left-pad", 2, 4, 4, 200, 200, 64, "left", "fill"),
    ("fill-inf", 2, 4, 4, 300, 300, 64, "padding", "fill-inf"),
    ("fill-none", 1, 4, 4, 100, 300, 128, None, "fill"),
    # -inf on the first keys of the second sequence: its first rows see
    # no key (0, as torch's safe softmax gives).
    ("hidden-rows", 2, 4, 4, 256, 256, 64, "left-inf", True),
]

# Timed shapes: the attention cores of real models (see the docstring).
TIMED = [
    # name, B, H, Hkv, Sq, Sk, D, mask, causal
    ("core", 1, 32, 32, 1024, 1024, 128, None, False),
    ("causal", 1, 32, 32, 1024, 1024, 128, None, True),
    ("gpt2-b1", 1, 12, 12, 512, 512, 64, None, True),
    ("gpt2-b4", 4, 12, 12, 512, 512, 64, None, True),
    ("gpt2-b8-s1024", 8, 12, 12, 1024, 1024, 64, None, True),
    ("bert-b32", 32, 12, 12, 128, 128, 64, None, False),
    ("h32-b8-s1024", 8, 32, 32, 1024, 1024, 128, None, True),
    ("h32-s2048", 1, 32, 32, 2048, 2048, 128, None, True),
    ("gqa-s2048", 1, 32, 8, 2048, 2048, 128, None, True),
    ("gqa-s4096", 1, 32, 8, 4096, 4096, 128, None, True),
    ("decode-gqa", 8, 32, 8, 1, 8192, 128, None, False),
    ("gpt2-b1-mask", 1, 12, 12, 512, 512, 64, "gpt2", False),
    ("gpt2-b1-fill", 1, 12, 12, 512, 512, 64, "keys", "fill-inf"),
    ("gpt2-b4-mask", 4, 12, 12, 512, 512, 64, "gpt2", False),
    ("gpt2-b4-keypad", 4, 12, 12, 512, 512, 64, "keys", True),
    ("gpt2-b4-fill", 4, 12, 12, 512, 512, 64, "keys", "fill-inf"),
    # llama7b-2layer's attention as exported: a key mask beside the causal
    # fill.
    ("gqa-s2048-keys", 1, 32, 8, 2048, 2048, 128, "keys", "fill-inf"),
]


def make_case(case, dtype=torch.bfloat16):
    """q, k, v, mask, scale, causal and the causal fill (None: -inf past the
    diagonal, else added there)."""
    name, b, h, hkv, sq, sk, d, mask_kind, causal = case
    fill = {"fill": torch.finfo(torch.float32).min,
            "fill-inf": float("-inf")}.get(causal)
    causal = bool(causal)
    if name == "f16":
        dtype = torch.float16
    g = torch.Generator(device="cuda").manual_seed(0)
    q = torch.randn(b, h, sq, d, device="cuda", generator=g).to(dtype)
    k = torch.randn(b, hkv, sk, d, device="cuda", generator=g).to(dtype)
    v = torch.randn(b, hkv, sk, d, device="cuda", generator=g).to(dtype)
    mask = None
    if mask_kind == "padding":
        # [B, 1, 1, Sk]: the last quarter of the second sequence padded.
        mask = torch.zeros(b, 1, 1, sk, device="cuda")
        mask[1, :, :, sk * 3 // 4:] = torch.finfo(torch.float32).min
    elif mask_kind == "full":
        mask = torch.randn(b, 1, sq, sk, device="cuda", generator=g)
    elif mask_kind == "gpt2":
        # [B, 1, Sq, Sk] f32 as transformers builds GPT-2's from an
        # attention_mask of ones: 0 on and below the diagonal, the lowest
        # float above it (no causal flag).
        mask = torch.full((sq, sk), torch.finfo(torch.float32).min,
                          device="cuda").triu(1).expand(b, 1, sq, sk) \
            .contiguous()
    elif mask_kind in ("left", "left-inf"):
        mask = torch.zeros(b, 1, 1, sk, device="cuda")
        mask[1, :, :, :sk // 4] = torch.finfo(torch.float32).min \
            if mask_kind == "left" else float("-inf")
    elif mask_kind == "keys":
        # [B, 1, 1, Sk] f32 key padding of zeros beside the causal flag.
        mask = torch.zeros(b, 1, 1, sk, device="cuda")
    return q, k, v, mask, 1 / math.sqrt(d), causal, fill


def make_eager(scale, causal):
    """The eager composition: softmax(scale q k^T [+ causal -inf]) v, the
    causal mask aligned bottom-right and made inside the call as a model's
    code makes it; grouped-query heads by viewing q [B, H, Sq, D] as [B,
    Hkv, G Sq, D] (the G heads of one kv head are adjacent, as
    repeat_interleave orders them), so the products read K and V as they
    are: no K/V copy."""
    def eager(q, k, v):
        b, h, sq, d = q.shape
        hkv, sk = k.shape[1], k.shape[2]
        group = h // hkv
        s = q.reshape(b, hkv, group * sq, d) @ k.transpose(-1, -2) * scale
        if causal:
            s = s.view(b, hkv, group, sq, sk) + torch.full(
                (sq, sk), float("-inf"), device=s.device,
                dtype=s.dtype).triu(sk - sq + 1)
            s = s.view(b, hkv, group * sq, sk)
        return (torch.softmax(s, dim=-1) @ v).view(b, h, sq, d)
    return eager


def flops(case):
    """Multiply-adds x 2 of the two products (causal: the kept half, as
    the kernels skip the masked tiles)."""
    _, b, h, _, sq, sk, d, _, causal = case
    pairs = sq * sk
    if causal:
        pairs = sum(min(sk, i + 1 + sk - sq) for i in range(sq))
    return 4 * b * h * pairs * d


def kernel_names(fn):
    """The CUDA kernels one call launches, in order (torch.profiler)."""
    torch.cuda.synchronize()
    with torch.profiler.profile(
            activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    return [e.name for e in prof.events()
            if e.device_type == torch.autograd.DeviceType.CUDA]


def short(names, width=48):
    """The kernel names of a row, shortened for the table."""
    if not names:
        return "-"
    first = names[0] if len(names[0]) <= width else names[0][:width - 3] + \
        "..."
    return first + (f" +{len(names) - 1}" if len(names) > 1 else "")


def time_alone(fn, calls):
    """Median time of single calls, each from an idle GPU."""
    times = []
    for _ in range(calls):
        torch.cuda.synchronize()
        time.sleep(0.001)
        start = torch.cuda.Event(enable_timing=True)
        stop = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop) * 1000)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--compile", action="store_true",
                        help="also time torch.compile of the composition")
    parser.add_argument("--calls", type=int, default=50)
    parser.add_argument("--library", action="append", default=[],
                        metavar="NAME=PATH",
                        help="time this prebuilt build of the kernel as "
                        "`mpopt NAME` (repeatable) instead of building it")
    parser.add_argument("--quick", action="store_true",
                        help="time only mpopt's kernel and SDPA")
    parser.add_argument("--batches", type=int, default=5)
    parser.add_argument("--cases", default=",".join(c[0] for c in TIMED),
                        help="the TIMED shapes to time (comma-separated)")
    args = parser.parse_args()
    names = [c[0] for c in TIMED]
    unknown = [n for n in args.cases.split(",") if n not in names]
    if unknown:
        parser.error(f"unknown cases {unknown}; known: {names}")
    timed = [c for c in TIMED if c[0] in args.cases.split(",")]
    os.makedirs(args.out, exist_ok=True)
    built = {"mpopt fused (bf16)": build(args.out)} if not args.library \
        else {f"mpopt {spec.split('=', 1)[0]}": build(
            args.out, spec.split("=", 1)[1]) for spec in args.library}
    # Each build's kernel, and cuDNN's graph as its runtime builds it.
    libs = {}
    for name, lib in built.items():
        libs[name] = (lib, 0)
        libs[name.replace("mpopt", "mpopt cuDNN", 1)] = (lib, 1)
    results = {"device": torch.cuda.get_device_name(),
               "torch": torch.__version__, "accuracy": [], "timing": []}

    def error_of(fn, ref):
        """fn's max-norm error against ref, or why it has none."""
        try:
            return max_norm_error(fn(), ref)
        except Exception as e:  # noqa: BLE001  reported in the row
            first = (str(e).strip().splitlines() or [""])[0]
            return f"{type(e).__name__}: {first}"

    def cell(x, width=12):
        return f"{x:{width}.3e}" if isinstance(x, float) else \
            f"{'FAILED':>{width}}"

    who = list(libs) + ["sdpa"]
    print(f"{'case':14} " + " ".join(f"{name[-12:]:>12}" for name in who))
    for case in CASES:
        q, k, v, mask, scale, causal, fill = make_case(case)
        ref = reference(q, k, v, mask, scale, causal, fill)
        row = {"case": case[0]}
        for name, (lib, engine) in libs.items():
            row[name] = error_of(lambda: mpopt_attention(
                lib, q, k, v, mask, scale, causal, fill=fill,
                engine=engine), ref)
        row["sdpa"] = error_of(lambda: sdpa(q, k, v, mask, scale, causal),
                               ref)
        results["accuracy"].append(row)
        print(f"{row['case']:14} " + " ".join(cell(row[n]) for n in who)
              + "".join(f"  {n}: {row[n]}" for n in who
                        if not isinstance(row[n], float)))

    print(f"\n{'case':14} {'variant':34} {'b2b us':>9} {'alone us':>9} "
          f"{'TFLOP/s':>8} {'error':>10}  kernels")
    for case in timed:
        q, k, v, mask, scale, causal, fill = make_case(case)
        b, h, sq, d = q.shape
        hkv, sk = k.shape[1], k.shape[2]
        group = h // hkv
        ref = reference(q, k, v, mask, scale, causal, fill)
        q32, k32, v32 = q.float(), k.float(), v.float()
        # Outside every timing: K and V at H heads (a copy), the causal
        # mask's shape (made inside the eager call as a composition does).
        k_full, v_full = (expand_heads(k, h), expand_heads(v, h)) \
            if group > 1 else (k, v)
        eager = make_eager(scale, causal)

        def autocast():
            with torch.autocast("cuda", dtype=torch.bfloat16):
                return eager(q32, k32, v32)

        def math_backend():
            with torch.nn.attention.sdpa_kernel(
                    torch.nn.attention.SDPBackend.MATH):
                return sdpa(q, k, v, mask, scale, causal)

        variants = {
            name: (lambda lib=lib, engine=engine: mpopt_attention(
                lib, q, k, v, mask, scale, causal, fill=fill, engine=engine))
            for name, (lib, engine) in libs.items()}
        variants["SDPA (bf16)"] = lambda: sdpa(q, k, v, mask, scale, causal)
        if group > 1:
            variants["SDPA, K/V expanded before (bf16)"] = \
                lambda: sdpa(q, k_full, v_full, mask, scale, causal)
        if not args.quick:
            variants.update({
                "SDPA math (bf16)": math_backend,
                "eager bf16": lambda: eager(q, k, v),
                "eager autocast (f32 inputs)": autocast,
            })
        if args.compile:
            torch._dynamo.reset()  # this shape's own compiles, static
            compiled = torch.compile(eager, dynamic=False)
            tuned = torch.compile(eager, mode="max-autotune-no-cudagraphs",
                                  dynamic=False)
            variants["torch.compile bf16"] = lambda: compiled(q, k, v)
            variants["max-autotune-no-cudagraphs bf16"] = \
                lambda: tuned(q, k, v)
        for name, fn in variants.items():
            row = {"case": case[0], "shape": dict(
                       batch=b, heads=h, kv_heads=hkv, seq_q=sq, seq_k=sk,
                       head_dim=d, causal=causal), "variant": name}
            try:
                start = time.time()
                row["error"] = max_norm_error(fn(), ref)
                torch.cuda.synchronize()
                row["first_call_s"] = round(time.time() - start, 2)
                row["back_to_back_us"] = time_op(fn, args.calls, args.batches)
                row["alone_us"] = time_alone(fn, 20)
                row["tflops"] = flops(case) / row["back_to_back_us"] / 1e6
                row["kernels"] = kernel_names(fn)
            except Exception as e:  # noqa: BLE001  e.g. a shape it lacks
                first = (str(e).strip().splitlines() or [""])[0]
                row["failed"] = f"{type(e).__name__}: {first}"
                results["timing"].append(row)
                print(f"{case[0]:14} {name:34} cannot run this shape: "
                      f"{row['failed']}", flush=True)
                continue
            results["timing"].append(row)
            print(f"{case[0]:14} {name:34} {row['back_to_back_us']:9.1f} "
                  f"{row['alone_us']:9.1f} {row['tflops']:8.1f} "
                  f"{row['error']:10.2e}  {short(row['kernels'])}",
                  flush=True)
        torch.cuda.empty_cache()
    with open(os.path.join(args.out, "attention.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
