"""PyTorch baselines of the MLP block on the GPU, timed with CUDA events
(median of --iterations after --warmup), with the kernels one call launches
(torch.profiler) and how many of them convert precision.

    python3 bench/mlp/torch_baselines.py [--tokens 8192] [--iterations 50]
"""
import argparse
import statistics

import torch
import torch.nn.functional as F


def block(x, gamma, beta, w1, w2):
    h = F.layer_norm(x, (x.shape[-1],), gamma, beta, 1e-5)
    return x + F.gelu(h @ w1) @ w2


def autocast_block(*args):
    with torch.autocast("cuda", dtype=torch.bfloat16):
        return block(*args)


def time_it(fn, args, iterations, warmup):
    for _ in range(warmup):
        fn(*args)
    torch.cuda.synchronize()
    times = []
    for _ in range(iterations):
        start = torch.cuda.Event(enable_timing=True)
        stop = torch.cuda.Event(enable_timing=True)
        start.record()
        fn(*args)
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop) * 1000)
    return statistics.median(times)


def count_kernels(fn, args):
    with torch.profiler.profile(
            activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
        fn(*args)
        torch.cuda.synchronize()
    names = [e.name for e in profile.events()
             if e.device_type == torch.autograd.DeviceType.CUDA]
    casts = [n for n in names if "copy" in n.lower() or "convert" in n.lower()
             or "to_copy" in n.lower() or "cast" in n.lower()]
    return len(names), len(casts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tokens", type=int, default=8192)
    parser.add_argument("--hidden", type=int, default=1024)
    parser.add_argument("--ff", type=int, default=4096)
    parser.add_argument("--iterations", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=10)
    args = parser.parse_args()
    torch.manual_seed(0)
    device = "cuda"
    m, h, ff = args.tokens, args.hidden, args.ff
    f32 = (torch.randn(m, h, device=device), torch.ones(h, device=device),
           torch.zeros(h, device=device),
           torch.randn(h, ff, device=device) / h ** 0.5,
           torch.randn(ff, h, device=device) / ff ** 0.5)
    bf16 = tuple(t.to(torch.bfloat16) for t in f32)
    compiled = torch.compile(autocast_block)
    variants = [
        ("torch eager f32", block, f32),
        ("torch eager autocast bf16", autocast_block, f32),
        ("torch eager pure bf16", block, bf16),
        ("torch.compile autocast bf16", compiled, f32),
    ]
    torch.backends.cuda.matmul.allow_tf32 = False
    print(f"{torch.cuda.get_device_name()}, torch {torch.__version__}")
    for name, fn, inputs in variants:
        micros = time_it(fn, inputs, args.iterations, args.warmup)
        kernels, casts = count_kernels(fn, inputs)
        print(f"{name:<30} {micros:10.1f} us  {kernels:3d} kernels  "
              f"{casts:3d} cast/copy kernels")


if __name__ == "__main__":
    main()
