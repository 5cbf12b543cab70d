"""Times PyTorch's bf16 GEMMs (cuBLAS, as torch.compile's graphs call them)
on the shapes of a real-size model, for comparison with the cuBLASLt
algorithms mpopt's runtime picks for the same shapes (MPOPT_MATMUL_TUNING=
verbose in an mpopt-run log): issue 32's "GEMMs at the rate cuBLASLt
reaches".

  python3 bench/gpu/gemms.py [--shapes M,N,K[,bias][;...]] [--json OUT]

Each shape is timed as `addmm(bias, x[M, K], w[K, N])` (GPT-2's Conv1D:
the weight stored [K, N]) and as `linear(x, w[N, K], bias)` (nn.Linear:
K contiguous in both operands), bf16 in and out: the median of 50 calls
each between its own CUDA events (after 10 untimed), and the mean of 50
back to back between two events. TFLOP/s from the median.
"""
import argparse
import json
import statistics

import torch
import torch.nn.functional as F

import models  # bench/gpu/models.py: the timers every bench script shares

# GPT-2 small at batch 4 x 512: QKV, the attention's projection, the FFN's
# two, the LM head (50257 logits, no bias).
GPT2_B4 = "2048,2304,768,bias;2048,768,768,bias;2048,3072,768,bias;" \
          "2048,768,3072,bias;2048,50257,768"


def time_calls(fn, calls=50, warmup=10):
    """The median of `calls` calls each from an idle GPU, and the mean of
    `calls` back to back between two events (bench/gpu/models.py's
    timers)."""
    for _ in range(warmup):
        fn()
    return (statistics.median(models.time_alone(fn, calls)),
            models.time_batches(fn, calls, batches=1)[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapes", default=GPT2_B4)
    parser.add_argument("--json")
    args = parser.parse_args()
    torch.manual_seed(0)
    device = torch.device("cuda")
    rows = []
    print(f"# {torch.cuda.get_device_name()}, torch {torch.__version__}")
    print("| M x N x K | bias | addmm, w [K, N]: median us (mean) | TFLOP/s "
          "| linear, w [N, K]: median us (mean) | TFLOP/s |")
    print("|---|---|---|---|---|---|")
    for spec in args.shapes.split(";"):
        fields = spec.split(",")
        m, n, k = (int(field) for field in fields[:3])
        biased = len(fields) > 3 and fields[3] == "bias"
        x = torch.randn(m, k, device=device, dtype=torch.bfloat16)
        w_kn = torch.randn(k, n, device=device, dtype=torch.bfloat16) / k**0.5
        w_nk = w_kn.t().contiguous()
        bias = (torch.randn(n, device=device, dtype=torch.bfloat16)
                if biased else None)
        if biased:
            addmm = lambda: torch.addmm(bias, x, w_kn)
        else:
            addmm = lambda: torch.mm(x, w_kn)
        linear = lambda: F.linear(x, w_nk, bias)
        flops = 2.0 * m * n * k
        kn = time_calls(addmm)
        nk = time_calls(linear)
        row = {"m": m, "n": n, "k": k, "bias": biased,
               "addmm_us": kn[0], "addmm_mean_us": kn[1],
               "linear_us": nk[0], "linear_mean_us": nk[1]}
        rows.append(row)
        print(f"| {m} x {n} x {k} | {'yes' if biased else 'no'} "
              f"| {kn[0]:.1f} ({kn[1]:.1f}) | {flops / kn[0] / 1e6:.0f} "
              f"| {nk[0]:.1f} ({nk[1]:.1f}) | {flops / nk[0] / 1e6:.0f} |")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"device": torch.cuda.get_device_name(),
                       "torch": torch.__version__, "rows": rows}, out,
                      indent=1)


if __name__ == "__main__":
    main()
