"""PyTorch baselines of the GPU benchmarks, timed with CUDA events (median
of --iterations after --warmup), with the kernels one call launches
(torch.profiler) and how many of them copy or convert.

    python3 bench/gpu/torch_baselines.py --workload mlp|residual-layernorm
        [--profile]

--profile also prints each variant's kernels with their times in one call.
"""
import argparse
import statistics

import torch
import torch.nn.functional as F


def mlp(x, gamma, beta, w1, w2):
    h = F.layer_norm(x, (x.shape[-1],), gamma, beta, 1e-5)
    return x + F.gelu(h @ w1) @ w2


def residual_layernorm(x, r, gamma, beta):
    return F.layer_norm(x + r, (x.shape[-1],), gamma, beta, 1e-5)


def autocast(fn):
    def wrapped(*args):
        with torch.autocast("cuda", dtype=torch.bfloat16):
            return fn(*args)
    return wrapped


def as_amp_island(*args):
    """Residual + LayerNorm as autocast runs it on bf16 storage: an f32
    island, converted in and out."""
    x, r, gamma, beta = args
    y = F.layer_norm(x.float() + r.float(), (x.shape[-1],), gamma, beta, 1e-5)
    return y.to(torch.bfloat16)


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


def profile_kernels(fn, args):
    """The kernels one call launches: (name, microseconds) in order."""
    with torch.profiler.profile(
            activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
        fn(*args)
        torch.cuda.synchronize()
    return [(e.name, e.device_time) for e in profile.events()
            if e.device_type == torch.autograd.DeviceType.CUDA]


def count_casts(kernels):
    return sum(any(key in name.lower() for key in ("copy", "convert", "cast"))
               for name, _ in kernels)


def variants(workload, device):
    torch.manual_seed(0)
    if workload == "mlp":
        m, h, ff = 8192, 1024, 4096
        f32 = (torch.randn(m, h, device=device), torch.ones(h, device=device),
               torch.zeros(h, device=device),
               torch.randn(h, ff, device=device) / h ** 0.5,
               torch.randn(ff, h, device=device) / ff ** 0.5)
        bf16 = tuple(t.to(torch.bfloat16) for t in f32)
        return [("torch eager f32", mlp, f32),
                ("torch eager autocast bf16", autocast(mlp), f32),
                ("torch eager pure bf16", mlp, bf16),
                ("torch.compile autocast bf16",
                 torch.compile(autocast(mlp)), f32)]
    m, h = 32768, 1024
    inputs = (torch.randn(m, h, device=device, dtype=torch.bfloat16),
              torch.randn(m, h, device=device, dtype=torch.bfloat16),
              torch.ones(h, device=device), torch.zeros(h, device=device))
    bf16 = inputs[:2] + tuple(t.to(torch.bfloat16) for t in inputs[2:])
    target = torch.empty_like(inputs[0])

    def copy_x(x):
        """A device copy of x: 128 MB moved, 2/3 of what the layer moves."""
        return target.copy_(x)

    return [("torch eager f32 island (autocast style)", as_amp_island, inputs),
            ("torch eager bf16", residual_layernorm, bf16),
            ("torch.compile f32 island", torch.compile(as_amp_island), inputs),
            ("device copy of x", copy_x, inputs[:1])]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workload", default="mlp")
    parser.add_argument("--iterations", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    print(f"{torch.cuda.get_device_name()}, torch {torch.__version__}")
    for name, fn, inputs in variants(args.workload, "cuda"):
        micros = time_it(fn, inputs, args.iterations, args.warmup)
        kernels = profile_kernels(fn, inputs)
        print(f"{name:<40} {micros:10.1f} us  {len(kernels):3d} kernels  "
              f"{count_casts(kernels):3d} cast/copy kernels")
        if args.profile:
            for kernel, time in kernels:
                print(f"    {kernel[:60]:<60} {time:9.1f} us")


if __name__ == "__main__":
    main()
