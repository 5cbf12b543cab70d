"""Times on the GPU the kernels that kernels.mlir describes, for comparison
with `mpopt-opt kernels.mlir --mpopt-estimate`.

Each op runs `--launches` times back to back between two CUDA events; the
figure is the median over `--repeats` such batches, per launch, in us.
Prints a table and writes it as JSON to --out.
"""
import argparse
import json
import statistics

import torch


def time_op(fn, launches, repeats):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    samples = []
    for _ in range(repeats):
        start = torch.cuda.Event(enable_timing=True)
        stop = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(launches):
            fn()
        stop.record()
        stop.synchronize()
        samples.append(start.elapsed_time(stop) * 1e3 / launches)
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--launches", type=int, default=50)
    parser.add_argument("--repeats", type=int, default=21)
    parser.add_argument("--out", default="measured.json")
    args = parser.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    dev = "cuda"
    m, k, n = 8192, 1024, 4096
    a32 = torch.randn(m, k, device=dev)
    b32 = torch.randn(k, n, device=dev)
    a16, b16 = a32.bfloat16(), b32.bfloat16()
    out16 = torch.empty(m, n, device=dev, dtype=torch.bfloat16)
    out32 = torch.empty(m, n, device=dev)
    a8 = a32.to(torch.float8_e4m3fn)
    b8 = b32.t().contiguous().to(torch.float8_e4m3fn).t()
    one = torch.ones((), device=dev)
    big = torch.randn(m, n, device=dev)
    big16 = torch.empty(m, n, device=dev, dtype=torch.bfloat16)
    rows = torch.randn(32768, 1024, device=dev).bfloat16()
    gamma = torch.ones(1024, device=dev)
    beta = torch.zeros(1024, device=dev)
    tiny = torch.zeros(1, device=dev)
    sq = torch.randn(8192, 8192, device=dev).bfloat16()
    sq_out = torch.empty_like(sq)

    ops = {
        "matmul_bf16": lambda: torch.mm(a16, b16, out=out16),
        "matmul_bf16_8192cubed": lambda: torch.mm(sq, sq, out=sq_out),
        "matmul_f32": lambda: torch.mm(a32, b32, out=out32),
        "matmul_fp8": lambda: torch._scaled_mm(
            a8, b8, scale_a=one, scale_b=one, out_dtype=torch.bfloat16),
        "cast_f32_bf16": lambda: big16.copy_(big),
        "layer_norm_f32_island": lambda: torch.nn.functional.layer_norm(
            rows.float(), (1024,), gamma, beta).bfloat16(),
    }
    measured = {name: time_op(fn, args.launches, args.repeats)
                for name, fn in ops.items()}
    # The layer norm above is PyTorch's f32-island form (three kernels).
    # mpopt's fused bf16-storage norm is bound by one read and one write,
    # which a copy of the same bytes bounds from below until the GPU
    # lowering exists to measure it.
    measured["copy_bf16_32768x1024_x2"] = time_op(
        lambda: rows.clone(), args.launches, args.repeats)
    # The GPU-side cost of a launch: tiny kernels replayed from a CUDA graph,
    # so PyTorch's host overhead does not count.
    graph = torch.cuda.CUDAGraph()
    side = torch.cuda.Stream()
    with torch.cuda.stream(side):
        tiny.add_(1)
        with torch.cuda.graph(graph, stream=side):
            for _ in range(args.launches):
                tiny.add_(1)
    torch.cuda.synchronize()
    measured["launch"] = time_op(graph.replay, 1, args.repeats) / args.launches
    print(f"{'op':28} {'median us':>10}")
    for name, micros in measured.items():
        print(f"{name:28} {micros:10.2f}")
    meta = {"gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
            "cuda": torch.version.cuda}
    with open(args.out, "w") as f:
        json.dump({"meta": meta, "median_us": measured}, f, indent=2)


if __name__ == "__main__":
    main()
