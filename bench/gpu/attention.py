"""mpopt's fused attention kernel (runtime/lib/AttentionKernel.cu) against
PyTorch on the same GPU, in one run: its error against an f64 reference of
the same inputs next to F.scaled_dot_product_attention's, on shapes that
exercise masks, causality, grouped-query heads, ragged lengths and decode;
then the times of the attention core (32 heads x 1024 x 128 by default),
both as N calls back to back between two CUDA events and as single calls
from an idle GPU, for mpopt's kernel, SDPA (PyTorch picks flash or cuDNN),
SDPA's math backend, the eager composition in bf16 and under autocast, and
torch.compile of the eager composition.

    python3 bench/gpu/attention.py --out DIR [--compile] [--batches 5]

Builds the kernel with nvcc next to bench/gpu/attention_shim.cpp; writes
DIR/attention.json and prints a table.
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


def build(out):
    library = os.path.join(out, "libbenchattention.so")
    subprocess.run(
        ["nvcc", "-O3", "-std=c++17", "-shared", "-Xcompiler", "-fPIC",
         "-gencode", "arch=compute_90a,code=sm_90a",
         "-I", os.path.join(ROOT, "runtime", "include"),
         os.path.join(ROOT, "runtime", "lib", "AttentionKernel.cu"),
         os.path.join(ROOT, "bench", "gpu", "attention_shim.cpp"),
         "-o", library], check=True)
    lib = ctypes.CDLL(library)
    lib.benchAttention.restype = ctypes.c_char_p
    lib.benchAttention.argtypes = (
        [ctypes.c_void_p] * 5 + [ctypes.POINTER(ctypes.c_int64)] * 2
        + [ctypes.c_float] + [ctypes.c_int32] * 5 + [ctypes.c_void_p])
    return lib


def mpopt_attention(lib, q, k, v, mask, scale, causal, out_dtype=None):
    """q [B, H, Sq, D], k and v [B, Hkv, Sk, D], mask broadcastable to
    [B, H, Sq, Sk] with unit key stride."""
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
        shape, flat, scale, int(causal), 0, CODES[q.dtype],
        CODES[mask.dtype] if mask is not None else 0, CODES[out.dtype],
        torch.cuda.current_stream().cuda_stream)
    if error:
        raise RuntimeError(error.decode())
    return out


def expand_heads(x, heads):
    return x.repeat_interleave(heads // x.shape[1], dim=1)


def reference(q, k, v, mask, scale, causal):
    """f64 softmax(scale q k^T + mask) v of the rounded inputs."""
    q, k, v = (t.double() for t in (q, k, v))
    k, v = expand_heads(k, q.shape[1]), expand_heads(v, q.shape[1])
    s = q @ k.transpose(-1, -2) * scale
    if mask is not None:
        s = s + mask.double()
    if causal:
        sq, sk = s.shape[-2:]
        keep = torch.ones(sq, sk, dtype=torch.bool, device=s.device).tril(
            sk - sq)
        s = s.masked_fill(~keep, float("-inf"))
    return torch.softmax(s, dim=-1) @ v


def max_norm_error(x, ref):
    return ((x.double() - ref).abs().max() / ref.abs().max()).item()


def sdpa(q, k, v, mask, scale, causal):
    k, v = expand_heads(k, q.shape[1]), expand_heads(v, q.shape[1])
    return F.scaled_dot_product_attention(
        q, k, v, attn_mask=None if mask is None else mask.to(q.dtype),
        is_causal=causal and mask is None, scale=scale)


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
]


def make_case(case, dtype=torch.bfloat16):
    name, b, h, hkv, sq, sk, d, mask_kind, causal = case
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
    return q, k, v, mask, 1 / math.sqrt(d), causal


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
    parser.add_argument("--batches", type=int, default=5)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    lib = build(args.out)
    results = {"device": torch.cuda.get_device_name(),
               "torch": torch.__version__, "accuracy": [], "timing": []}

    print(f"{'case':14} {'mpopt error':>12} {'SDPA error':>12}")
    for case in CASES:
        q, k, v, mask, scale, causal = make_case(case)
        ref = reference(q, k, v, mask, scale, causal)
        ours = mpopt_attention(lib, q, k, v, mask, scale, causal)
        theirs = sdpa(q, k, v, mask, scale, causal)
        row = {"case": case[0], "mpopt": max_norm_error(ours, ref),
               "sdpa": max_norm_error(theirs, ref)}
        results["accuracy"].append(row)
        print(f"{row['case']:14} {row['mpopt']:12.3e} {row['sdpa']:12.3e}")

    for case in (CASES[0], CASES[1]):
        q, k, v, mask, scale, causal = make_case(case)
        q32, k32, v32 = q.float(), k.float(), v.float()

        def eager(q, k, v):
            s = q @ k.transpose(-1, -2) * scale
            if causal:
                s = s + torch.full(s.shape[-2:], float("-inf"),
                                   device="cuda", dtype=s.dtype).triu(1)
            return torch.softmax(s, dim=-1) @ v

        def autocast():
            with torch.autocast("cuda", dtype=torch.bfloat16):
                return eager(q32, k32, v32)

        def math_backend():
            with torch.nn.attention.sdpa_kernel(
                    torch.nn.attention.SDPBackend.MATH):
                return sdpa(q, k, v, mask, scale, causal)

        variants = {
            "mpopt fused (bf16)":
                lambda: mpopt_attention(lib, q, k, v, mask, scale, causal),
            "SDPA (bf16)": lambda: sdpa(q, k, v, mask, scale, causal),
            "SDPA math (bf16)": math_backend,
            "eager bf16": lambda: eager(q, k, v),
            "eager autocast (f32 inputs)": autocast,
        }
        if args.compile:
            compiled = torch.compile(eager)
            tuned = torch.compile(eager, mode="max-autotune-no-cudagraphs")
            variants["torch.compile bf16"] = lambda: compiled(q, k, v)
            variants["max-autotune-no-cudagraphs bf16"] = \
                lambda: tuned(q, k, v)
        for name, fn in variants.items():
            row = {"case": case[0], "variant": name,
                   "back_to_back_us": time_op(fn, args.calls, args.batches),
                   "alone_us": time_alone(fn, 20)}
            results["timing"].append(row)
            print(f"{case[0]:8} {name:34} {row['back_to_back_us']:9.1f} "
                  f"{row['alone_us']:9.1f}")
    with open(os.path.join(args.out, "attention.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
