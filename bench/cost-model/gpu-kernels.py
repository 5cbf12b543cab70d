"""The cost model's programs as mpopt's GPU build runs them (issue 33).

  python3 gpu-kernels.py build [--out .device/costmodel] [--bin build/bin]
      Writes small MLIR programs (GEMMs of GPT-2 / LLaMA shapes in f32,
      bf16, f16 and FP8, attention fused in bf16 and composed in f32,
      norms, casts and additions, chains of tiny kernels; and a held-out
      set of other shapes, which the fit does not read), compiles each
      with `mpopt-compile --target=cuda --chip=sm_90a`, counts the launches
      in its host code and records the cost model's prediction for the
      H100 (`mpopt-opt --mpopt-estimate=target=h100`) in OUT/index.json.
      OUT/programs.txt lists, in the order to run them, each library with
      its mpopt-run iterations (run-gpu-kernels.sh reads it).

  python3 gpu-kernels.py collect LOGS INDEX > measured.json
      Reads the mpopt-run logs that run-gpu-kernels.sh wrote (LOGS/NAME.log,
      LOGS/NAME.nograph.log) into one JSON of measured times.

Standard library only: `collect` runs on the GPU machine too.
"""
import argparse
import concurrent.futures
import datetime
import json
import math
import os
import re
import subprocess
import sys

# Storage types, as MLIR spells them, and their bytes.
MLIR_TYPE = {"f32": "f32", "bf16": "bf16", "f16": "f16", "fp8": "f8E4M3FN"}
BYTES = {"f32": 4, "bf16": 2, "f16": 2, "fp8": 1}

# (N, K) of the linear layers of GPT-2 small (768 wide: QKV, FF up and
# down, the LM head's 50257 unaligned logits) and of a 7B LLaMA (4096 wide,
# SwiGLU FF 11008).
GEMM_NK = [(768, 768), (2304, 768), (3072, 768), (768, 3072), (50257, 768),
           (4096, 4096), (11008, 4096), (4096, 11008)]
# Multiply type and result type.
GEMM_TYPES = [("bf16", "bf16"), ("bf16", "f32"), ("f32", "f32"),
              ("f16", "f32"), ("f16", "bf16"), ("fp8", "bf16"), ("fp8", "f32")]
# Tokens (512 and 2048 at batch 1, 4 x 2048) and the types timed at each:
# every type at 2048 and 512, one result type per multiply type at 8192
# (their inputs take most of the device call's time to generate).
GEMM_M = [(2048, GEMM_TYPES), (512, GEMM_TYPES),
          (8192, [("bf16", "bf16"), ("f32", "f32"), ("f16", "f32"),
                  ("fp8", "bf16")])]
# (B, H, S, D): GPT-2 at 1 x 512, 4 x 512 and 8 x 1024, BERT's 32 x 128,
# 7B-class heads at 1 x 2048 and 4 x 512.
ATTENTION = [(1, 12, 512, 64), (4, 12, 512, 64), (8, 12, 1024, 64),
             (32, 12, 128, 64), (1, 32, 2048, 128), (4, 32, 512, 128)]
# Rows x row length of the norms: tokens of GPT-2 and 7B widths, attention
# scores (softmax over 512 and 2048 keys) and the LM head's logits.
NORM_SHAPES = [(512, 768), (8192, 768), (512, 4096), (8192, 4096)]
SOFTMAX_SHAPES = [(24576, 512), (8192, 2048), (512, 50257)]
# Casts and additions, from 0.4 M to 34 M elements, rows of 768, 4096 and
# 50257 (unaligned).
ELEMENTWISE_SHAPES = [(512, 768), (2048, 768), (8192, 768), (8192, 4096),
                      (512, 50257)]
# Shapes the fit does not see, to validate it on (LLaMA small's 768-wide
# SwiGLU layers and 32000 logits at 1024 and 4096 tokens, other heads,
# rows and sizes).
HOLDOUT_GEMM_M = [1024, 4096]
HOLDOUT_GEMM_NK = [(2048, 768), (768, 2048), (32000, 768), (1024, 4096)]
HOLDOUT_GEMM_TYPES = [("bf16", "bf16"), ("f32", "f32"), ("f16", "f32"),
                      ("fp8", "bf16")]
HOLDOUT_ATTENTION = [(2, 16, 1024, 64), (1, 8, 4096, 128)]
HOLDOUT_NORM_SHAPES = [(4096, 1024), (4096, 2048)]
HOLDOUT_ELEMENTWISE_SHAPES = [(4096, 1024), (16384, 2048)]
# Chains of tiny softmaxes over alternating axes (consecutive row softmaxes
# would become one kernel; a pair takes two launches): the slope is the
# cost of a kernel in a graph.
LAUNCH_CHAINS = [2, 8, 32, 128]

NORM_FLOPS = {"layer_norm": 8, "rms_norm": 6, "softmax": 5}


def tensor(shape, dtype):
    return "tensor<" + "x".join(map(str, shape)) + "x" + MLIR_TYPE[dtype] + ">"


def function(name, args, results, body):
    """A func.func of typed arguments, body lines and returned values."""
    params = ", ".join(f"%{n}: {t}" for n, t in args)
    types = ", ".join(t for _, t in results)
    values = ", ".join(v for v, _ in results)
    lines = [f"func.func @{name}({params}) -> ({types}) {{"]
    lines += ["  " + line for line in body]
    lines.append(f"  return {values} : {types}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def matmul_program(mul, out, m, n, k, transpose_rhs=True):
    """result[M, N] = lhs[M, K] @ rhs, the rhs stored [N, K] (a PyTorch
    Linear's weight, and the layout FP8 GEMMs need) or [K, N]."""
    layout = "" if transpose_rhs else "_kn"
    name = f"mm_{mul}_{out}{layout}_{m}x{n}x{k}"
    rhs_shape = (n, k) if transpose_rhs else (k, n)
    a, b, y = tensor((m, k), mul), tensor(rhs_shape, mul), tensor((m, n), out)
    args = [("a", a), ("b", b)]
    body, scales = [], ""
    if mul == "fp8":
        args += [("sa", "tensor<f32>"), ("sb", "tensor<f32>")]
        body += ["%x = tensor.extract %sa[] : tensor<f32>",
                 "%w = tensor.extract %sb[] : tensor<f32>"]
        scales = " scales(%x, %w)"
    transpose = " transpose_rhs" if transpose_rhs else ""
    body.append(f"%y = mpopt.matmul %a, %b multiply({MLIR_TYPE[mul]}) "
                f"accumulate(f32){transpose}{scales} : {a}, {b} -> {y}")
    elements = m * n
    kernel = {"kind": "matmul", "type": mul, "flops": 2.0 * m * n * k,
              "bytes": float((m * k + n * k) * BYTES[mul] +
                             elements * BYTES[out])}
    # cuBLASLt writes an f16 product as f16 or f32: a bf16 result is
    # converted by a kernel of its own (CostModel.cpp's epilogue).
    if mul == "f16" and out == "bf16":
        kernel["epilogue_elements"] = float(elements)
    params = {"multiply": mul, "result": out, "m": m, "n": n, "k": k,
              "rhs": "nk" if transpose_rhs else "kn"}
    return (name, function(name, args, [("%y", y)], body), "matmul", params,
            [kernel])


def attention_program(dtype, b, h, s, d, causal):
    """bf16: the fused kernel; f32: the composition the GPU build runs for
    f32 q, k and v (two batched cuBLASLt GEMMs and row kernels)."""
    name = f"attn_{dtype}_b{b}h{h}s{s}d{d}" + ("_causal" if causal else "")
    t = tensor((b, h, s, d), dtype)
    prob = "bf16" if dtype == "bf16" else "f32"
    body = [f"%o = mpopt.attention %q, %k, %v scale({1 / d ** 0.5:.6e})"
            + (" causal" if causal else "") +
            f" multiply({dtype}) scores(f32) logits(f32) softmax(f32) "
            f"probabilities({prob}) : {t}, {t}, {t} -> {t}"]
    flops = 4.0 * b * h * s * s * d / (2 if causal else 1)
    kernel = {"kind": "attention", "type": dtype, "fused": dtype == "bf16",
              "causal": causal, "flops": flops,
              "bytes": 4.0 * b * h * s * d * BYTES[dtype],
              "scores": float(b * h * s * s)}
    params = {"dtype": dtype, "b": b, "h": h, "s": s, "d": d,
              "causal": causal}
    return (name, function(name, [("q", t), ("k", t), ("v", t)],
                           [("%o", t)], body), "attention", params, [kernel])


def norm_program(op, dtype, rows, length):
    name = f"{op}_{dtype}_{rows}x{length}"
    x = tensor((rows, length), dtype)
    vec = tensor((length,), "f32")
    args = [("x", x)]
    operands = "%x"
    types = x
    if op in ("layer_norm", "rms_norm"):
        args.append(("g", vec))
        operands += ", %g"
        types += ", " + vec
    if op == "layer_norm":
        args.append(("b", vec))
        operands += ", %b"
        types += ", " + vec
    epsilon = "" if op == "softmax" else " epsilon(1.0e-05)"
    body = [f"%y = mpopt.{op} {operands} axis(1){epsilon} compute(f32) : "
            f"{types} -> {x}"]
    vectors = {"layer_norm": 2, "rms_norm": 1, "softmax": 0}[op]
    kernel = {"kind": "norm", "type": "f32",
              "flops": float(NORM_FLOPS[op] * rows * length),
              "bytes": float(2 * rows * length * BYTES[dtype] +
                             vectors * 4 * length)}
    params = {"op": op, "dtype": dtype, "rows": rows, "length": length}
    return (name, function(name, args, [("%y", x)], body), "norm", params,
            [kernel])


def cast_program(source, dest, rows, length):
    name = f"cast_{source}_{dest}_{rows}x{length}"
    x, y = tensor((rows, length), source), tensor((rows, length), dest)
    body = [f"%y = mpopt.cast %x : {x} to {y}"]
    elements = rows * length
    kernel = {"kind": "elementwise", "type": dest, "flops": float(elements),
              "bytes": float(elements * (BYTES[source] + BYTES[dest]))}
    params = {"op": "cast", "source": source, "dest": dest, "rows": rows,
              "length": length}
    return (name, function(name, [("x", x)], [("%y", y)], body),
            "elementwise", params, [kernel])


def add_program(dtype, rows, length):
    name = f"add_{dtype}_{rows}x{length}"
    t = tensor((rows, length), dtype)
    e = MLIR_TYPE[dtype]
    body = [
        f"%e = tensor.empty() : {t}",
        "%y = linalg.generic {indexing_maps = [#id, #id, #id], "
        "iterator_types = [\"parallel\", \"parallel\"]} "
        f"ins(%a, %b : {t}, {t}) outs(%e : {t}) {{",
        f"^bb0(%p: {e}, %q: {e}, %o: {e}):",
        f"  %s = arith.addf %p, %q : {e}",
        f"  linalg.yield %s : {e}",
        f"}} -> {t}"]
    elements = rows * length
    kernel = {"kind": "elementwise", "type": dtype, "flops": float(elements),
              "bytes": float(3 * elements * BYTES[dtype])}
    params = {"op": "add", "dtype": dtype, "rows": rows, "length": length}
    text = "#id = affine_map<(i, j) -> (i, j)>\n" + function(
        name, [("a", t), ("b", t)], [("%y", t)], body)
    return name, text, "elementwise", params, [kernel]


def launch_program(count):
    name = f"launch_chain{count}"
    t = "tensor<32x32xf32>"
    body = [f"%x{i + 1} = mpopt.softmax %x{i} axis({i % 2}) compute(f32) : "
            f"{t} -> {t}" for i in range(count)]
    kernel = {"kind": "norm", "type": "f32", "flops": 5.0 * 1024,
              "bytes": 8.0 * 1024}
    params = {"kernels": count}
    return (name, function(name, [("x0", t)], [(f"%x{count}", t)], body),
            "launch", params, [kernel] * count)


def fit_programs():
    """The programs the fit reads, with the pass each runs in: pass 0
    covers each kind of kernel; passes 1 and 2 add GEMMs at 512 and at 8192
    rows, so that a device call cut short still measured every kind."""
    for count in LAUNCH_CHAINS:
        yield 0, launch_program(count)
    for rows, length in ELEMENTWISE_SHAPES:
        yield 0, cast_program("f32", "bf16", rows, length)
        yield 0, cast_program("bf16", "f32", rows, length)
        yield 0, add_program("bf16", rows, length)
        yield 0, add_program("f32", rows, length)
    for b, h, s, d in ATTENTION:
        for causal in (False, True):
            for dtype in ("bf16", "f32"):
                yield 0, attention_program(dtype, b, h, s, d, causal)
    for op in ("layer_norm", "rms_norm", "softmax"):
        for rows, length in NORM_SHAPES:
            for dtype in ("bf16", "f32"):
                yield 0, norm_program(op, dtype, rows, length)
    for rows, length in SOFTMAX_SHAPES:
        for dtype in ("bf16", "f32"):
            yield 0, norm_program("softmax", dtype, rows, length)
    for index, (m, types) in enumerate(GEMM_M):
        for n, k in GEMM_NK:
            for mul, out in types:
                yield index, matmul_program(mul, out, m, n, k)
    # The same bf16 GEMMs with a [K, N] rhs (GPT-2's Conv1D weights).
    for n, k in GEMM_NK:
        yield 1, matmul_program("bf16", "bf16", 2048, n, k,
                                transpose_rhs=False)


def holdout_programs():
    for m in HOLDOUT_GEMM_M:
        for n, k in HOLDOUT_GEMM_NK:
            for mul, out in HOLDOUT_GEMM_TYPES:
                yield matmul_program(mul, out, m, n, k)
    for b, h, s, d in HOLDOUT_ATTENTION:
        for causal in (False, True):
            for dtype in ("bf16", "f32"):
                yield attention_program(dtype, b, h, s, d, causal)
    for op in ("layer_norm", "rms_norm", "softmax"):
        for rows, length in HOLDOUT_NORM_SHAPES:
            for dtype in ("bf16", "f32"):
                yield norm_program(op, dtype, rows, length)
    for rows, length in HOLDOUT_ELEMENTWISE_SHAPES:
        yield cast_program("f32", "bf16", rows, length)
        yield cast_program("bf16", "f32", rows, length)
        yield add_program("bf16", rows, length)
        yield add_program("f32", rows, length)


def programs():
    """(pass, set, program): the fit's programs, then the held-out ones,
    in pass 0."""
    for pass_, program in fit_programs():
        yield pass_, "fit", program
    for program in holdout_programs():
        yield 0, "holdout", program


ESTIMATE_ROW = re.compile(
    r"^\s+\S+\s+(\S+)\s+(\S+)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s")
ESTIMATE_TOTAL = re.compile(r"^estimate: @\w+: (\d+) kernels, ([0-9.]+) us")


def estimate(opt, path, target_args):
    """mpopt-estimate's rows (op, compute type, GFLOP, MB, us) and its
    total (kernels, us) for the one function in `path`."""
    run = subprocess.run([opt, path, "--mpopt-estimate=" + target_args, "-o",
                          "/dev/null"], capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"{path}: mpopt-opt failed:\n{run.stderr}")
    rows, total = [], None
    for line in run.stderr.splitlines():
        if (match := ESTIMATE_TOTAL.match(line)):
            total = (int(match.group(1)), float(match.group(2)))
        elif (match := ESTIMATE_ROW.match(line)) and match.group(1) != "op":
            rows.append({"op": match.group(1), "type": match.group(2),
                         "gflop": float(match.group(3)),
                         "mb": float(match.group(4)),
                         "us": float(match.group(5))})
    if total is None:
        raise RuntimeError(f"{path}: no estimate in:\n{run.stderr}")
    return rows, total


def check_kernels(name, kernels, rows):
    """The index's flops and bytes must be the cost model's, up to the
    table's rounding: fit-target.py prices them with the same formulas."""
    if len(rows) != len(kernels):
        raise RuntimeError(f"{name}: {len(rows)} estimated kernels, "
                           f"{len(kernels)} in the index")
    for row, kernel in zip(rows, kernels):
        bytes_ = kernel["bytes"]
        if kernel["kind"] == "attention" and not kernel["fused"]:
            bytes_ += 6 * 4 * kernel["scores"]
        for got, want, unit in ((row["gflop"], kernel["flops"], 1e9),
                                (row["mb"], bytes_, 1e6)):
            if abs(got - want / unit) > max(2e-3, 2e-3 * want / unit):
                raise RuntimeError(f"{name}: estimate {row}, index {kernel}")


def library_calls(ll):
    """Kernel launches and runtime library calls in the host code."""
    text = open(ll, errors="replace").read()
    return {"kernels": text.count("call void @mgpuLaunchKernel("),
            "matmuls": text.count("call void @mpoptMatmul("),
            "attentions": text.count("call void @mpoptAttention(")}


def iterations_for(micros, output_bytes):
    """About 0.1 s of timed calls, 10 to 100; fewer (5 at least) where the
    result is large, since each call of mpopt-run's latency loop downloads
    it."""
    count = max(10, min(100, int(1e5 / max(micros, 1.0))))
    return max(5, min(count, int(2.5e8 / max(output_bytes, 1))))


def build_one(args, entry):
    pass_, set_, (name, text, category, params, kernels) = entry
    mlir = os.path.join(args.out, "mlir", name + ".mlir")
    lib = os.path.join(args.out, "lib", name + ".so")
    ll = os.path.join(args.out, "tmp", name + ".ll")
    with open(mlir, "w") as file:
        file.write(text)
    compile_ = subprocess.run(
        [os.path.join(args.bin, "mpopt-compile"), mlir, "--target=cuda",
         f"--chip={args.chip}", "--pipeline=mpopt-pipeline", "-o", lib,
         f"--emit-llvm={ll}", "--mlir-print-op-on-diagnostic=false"],
        capture_output=True, text=True)
    if compile_.returncode:
        raise RuntimeError(f"{name}: mpopt-compile failed:\n{compile_.stderr}")
    calls = library_calls(ll)
    os.remove(ll)
    rows, (count, micros) = estimate(os.path.join(args.bin, "mpopt-opt"),
                                     mlir, "target=h100")
    check_kernels(name, kernels, rows)
    manifest = json.load(open(lib[:-3] + ".json"))
    output_bytes = sum(
        BYTES[{"f8E4M3FN": "fp8"}.get(o["dtype"], o["dtype"])] *
        math.prod(o["shape"]) for o in manifest["outputs"])
    input_elements = sum(math.prod(i["shape"]) for i in manifest["inputs"])
    return {"name": name, "set": set_, "category": category, "pass": pass_,
            "params": params, "kernels": kernels,
            "predicted_h100_us": micros, "estimated_kernels": count,
            "gpu_build": calls,
            "iterations": iterations_for(micros, output_bytes),
            "graphs_off": category == "launch",
            "input_elements": input_elements, "output_bytes": output_bytes,
            "mlir": os.path.relpath(mlir, args.out),
            "library": os.path.relpath(lib, args.out)}


def build(args):
    for sub in ("mlir", "lib", "tmp"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    entries = [entry for entry in programs()
               if not args.only or re.search(args.only, entry[2][0])]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        records = list(pool.map(lambda e: build_one(args, e), entries))
    os.rmdir(os.path.join(args.out, "tmp"))
    records.sort(key=lambda record: record["pass"])
    revision = subprocess.run(["git", "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True,
                              cwd=os.path.dirname(os.path.abspath(__file__))
                              ).stdout.strip()
    index = {"format": "mpopt-costmodel-index-1",
             "built": datetime.datetime.now(datetime.timezone.utc)
             .strftime("%Y-%m-%d %H:%M UTC"),
             "commit": revision, "chip": args.chip,
             "predicted_on": "h100 (built-in target)", "programs": records}
    with open(os.path.join(args.out, "index.json"), "w") as file:
        json.dump(index, file, indent=1)
    with open(os.path.join(args.out, "programs.txt"), "w") as file:
        for record in records:
            file.write(f"{record['name']} {record['iterations']} "
                       f"{int(record['graphs_off'])}\n")
    size = sum(os.path.getsize(os.path.join(root, f))
               for root, _, files in os.walk(args.out) for f in files)
    elements = sum(r["input_elements"] for r in records)
    # Each mpopt-run downloads the result after its back-to-back calls, its
    # profile, its warm-up and each call of its latency loop.
    downloads = sum(r["output_bytes"] * (r["iterations"] + 4)
                    for r in records)
    print(f"{len(records)} programs in {args.out} ({size / 2**20:.1f} MiB); "
          f"{elements / 1e9:.2f} G input elements to generate, "
          f"{downloads / 1e9:.1f} GB of results to download; predicted on "
          f"the h100 target: "
          f"{sum(r['predicted_h100_us'] for r in records) / 1e3:.1f} ms for "
          f"one call of each")


TIME = re.compile(r"^time: median ([0-9.]+) us, min ([0-9.]+) us, "
                  r"max ([0-9.]+) us over (\d+) calls")
BATCH = re.compile(r"^batch: mean ([0-9.]+) us per call")
LATENCY = re.compile(r"^latency: median ([0-9.]+) us")
GRAPH = re.compile(r"^graph: (.*)$")
PROFILE = re.compile(r"^profile \((.*)\):$")
PROFILE_ROW = re.compile(r"^  (.+?)\s+([0-9.]+) us$")


def parse_log(path):
    """The figures of one mpopt-run log; None where it has none."""
    if not os.path.exists(path):
        return None
    result, profile = {}, None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        if (match := TIME.match(line)):
            result.update(median_us=float(match.group(1)),
                          min_us=float(match.group(2)),
                          max_us=float(match.group(3)),
                          calls=int(match.group(4)))
        elif (match := BATCH.match(line)):
            result["batch_mean_us"] = float(match.group(1))
        elif (match := LATENCY.match(line)):
            result["latency_us"] = float(match.group(1))
        elif (match := GRAPH.match(line)):
            result["graph"] = match.group(1)
        elif (match := PROFILE.match(line)):
            result["device"] = match.group(1)
            profile = result["profile"] = []
        elif profile is not None and (match := PROFILE_ROW.match(line)):
            if match.group(1) == "sum":
                result["profile_sum_us"] = float(match.group(2))
            else:
                profile.append([match.group(1), float(match.group(2))])
        elif line.startswith("mpopt-run: error"):
            result["error"] = line
    return result


def collect(args):
    index = json.load(open(args.index))
    device, measured, missing = None, {}, []
    for record in index["programs"]:
        name = record["name"]
        run = parse_log(os.path.join(args.logs, name + ".log"))
        if not run or "median_us" not in run:
            missing.append(name)
            continue
        device = device or run.get("device")
        off = parse_log(os.path.join(args.logs, name + ".nograph.log"))
        if off and "median_us" in off:
            run["nograph"] = {key: off[key] for key in
                              ("median_us", "min_us", "batch_mean_us",
                               "latency_us") if key in off}
        measured[name] = run
    extra = {}
    for key, file in (("gpu", "gpu.txt"), ("elapsed", "elapsed.txt")):
        path = os.path.join(args.logs, file)
        if os.path.exists(path):
            extra[key] = open(path).read().strip()
    json.dump({"format": "mpopt-costmodel-measured-1", "device": device,
               "date": datetime.datetime.now(datetime.timezone.utc)
               .strftime("%Y-%m-%d %H:%M UTC"),
               "index_commit": index.get("commit"), **extra,
               "missing": missing, "programs": measured}, sys.stdout,
              indent=1)
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", default=".device/costmodel")
    b.add_argument("--bin", default="build/bin")
    b.add_argument("--chip", default="sm_90a")
    b.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    b.add_argument("--only", help="programs whose name matches this regex")
    c = sub.add_parser("collect")
    c.add_argument("logs")
    c.add_argument("index")
    args = parser.parse_args()
    if args.command == "build":
        build(args)
    else:
        collect(args)


if __name__ == "__main__":
    main()
