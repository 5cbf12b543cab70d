"""Predicted against measured error of mpopt-assign-precision, on the CPU.

    python3 scripts/measure_error.py --bin build/bin --work /tmp/err \
        [--budgets 1e-3,1e-2,5e-2] [--corpus ../shared/corpus] [--seed 1] \
        [--only NAME,...] [--allow-fp8] [--json OUT.json]

For each program (the f32 examples, and the corpus layers when --corpus is
given): the program is widened to f64 (`mpopt-widen-floats`) and run as the
reference; the f32 program and, for each budget, the program after
`mpopt-pipeline{policy=budget error-budget=B}` run on the same inputs. The
error is max|y - y_ref| / max|y_ref| over each result, the largest over the
results: what the error model predicts. Inputs are uniform in [-r, r], r
from the argument's `mpopt.range` attribute; arguments without one get
r = 1/sqrt(n) when they are weight matrices (rank 2, both dimensions at
least 64, n the smaller: initialized as layers are) and r = --input-range
otherwise, written into the program as `mpopt.range` for the pass to read.
A program with parameters (corpus-ffn-decode: the FFN's three weights) is
optimized with `parameters=` and built with `mpopt-compile --parameters`,
so that their conversions run once, in the prepare function mpopt-run
calls before the entry. Prints a table; exits 1 when a measured error
exceeds its budget or its prediction, or a step fails.
"""
import argparse
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prepare_corpus  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOSA_TO_LINALG = ("builtin.module(func.func(tosa-to-linalg-named,"
                  "tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)")

# name, source, entry, textual substitutions (smaller token counts keep the
# CPU runs short; errors depend on the contraction lengths, which stay).
EXAMPLES = [
    ("mlp-m128", "examples/mlp/input.mlir", "mlp_block",
     [("8192x", "128x"), ("tensor<8192xf32>", "tensor<128xf32>")]),
    ("attention", "examples/attention/input.mlir", "attention", []),
]
# name, file, entry, parameters (arguments prepared once, as
# mpopt-hoist-parameters' option writes them).
CORPUS = [
    ("corpus-decoder", "BuddyTransformer_subgraph0_timed.mlir", "subgraph0"),
    ("corpus-ffn", "BuddyNext_next-ffn.mlir", "kernel"),
    # One decode step with its weights (1536x8960, 8960x1536) prepared once.
    ("corpus-ffn-decode", "BuddyNext_next-ffn.mlir", "kernel", "1,3,4"),
    ("corpus-gqa-attention", "BuddyNext_next-gqa-attention.mlir", "kernel"),
    ("corpus-mhsa-core", "BuddyNext_next-mhsa-core.mlir", "kernel"),
    ("corpus-norm", "BuddyNext_next-norm.mlir", "kernel"),
]


class StepError(Exception):
    pass


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        raise StepError(" ".join(command[:2]) + ": " + result.stderr.strip())
    return result.stdout


def write_npy(path, values, shape, dtype):
    code = {"f32": ("<f4", "f"), "f64": ("<f8", "d"), "i64": ("<i8", "q"),
            "i32": ("<i4", "i")}[dtype]
    header = ("{'descr': '%s', 'fortran_order': False, 'shape': %r, }"
              % (code[0], tuple(shape)))
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode())
        f.write(struct.pack(f"<{len(values)}{code[1]}", *values))


def read_npy(path):
    with open(path, "rb") as f:
        data = f.read()
    length = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + length].decode()
    descr = re.search(r"'descr': '([^']+)'", header).group(1)
    body = data[10 + length:]
    if descr == "<u2":
        # bf16, stored as its bits by mpopt-run: the high half of an f32.
        count = len(body) // 2
        bits = struct.unpack(f"<{count}H", body)
        return struct.unpack(f"<{count}f", struct.pack(
            f"<{count}I", *(b << 16 for b in bits)))
    fmt = {"<f4": "f", "<f8": "d"}[descr]
    count = len(body) // struct.calcsize(fmt)
    return struct.unpack(f"<{count}{fmt}", body)


ARGUMENT = re.compile(r"(%[\w.]+\s*:\s*tensor<([^>]*)>)(\s*\{[^}]*\})?")


def add_ranges(text, entry, default):
    """Gives each tensor argument of @entry an mpopt.range attribute."""
    start = text.index(f"func.func @{entry}(")
    end = text.index("{\n", start)

    def annotate(match):
        if match.group(3):
            return match.group(0)
        dims = [int(d) for d in match.group(2).split("x")[:-1] if d.isdigit()]
        bound = default
        if len(dims) == 2 and min(dims) >= 64:
            bound = 1 / min(dims) ** 0.5
        return f"{match.group(1)} {{mpopt.range = {bound:.6e} : f64}}"

    return text[:start] + ARGUMENT.sub(annotate, text[start:end]) + text[end:]


def argument_ranges(text, entry):
    """The mpopt.range attribute of each argument of @entry."""
    start = text.index(f"func.func @{entry}(")
    ranges = []
    for match in ARGUMENT.finditer(text[start:text.index("{\n", start)]):
        attr = re.search(r"mpopt\.range\s*=\s*([-+0-9.eE]+)",
                         match.group(3) or "")
        ranges.append(float(attr.group(1)) if attr else None)
    return ranges


def max_norm_error(values, reference):
    largest = max(abs(r) for r in reference)
    worst = max(abs(v - r) for v, r in zip(values, reference))
    return worst / largest if largest else worst


def measure(name, entry, parameters, args, work):
    tool = lambda n: os.path.join(args.bin, n)  # noqa: E731
    os.makedirs(work, exist_ok=True)
    text = open(os.path.join(work, "program.mlir")).read()

    def build(mlir, tag):
        so = os.path.join(work, tag + ".so")
        command = [tool("mpopt-compile"), mlir, "--target=cpu", "-o", so,
                   f"--entry={entry}"]
        if parameters:
            command.append(f"--parameters={parameters}")
        run(command)
        return so

    def execute(so, inputs, tag):
        out = os.path.join(work, "out-" + tag)
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        command = [tool("mpopt-run"), so, "--output-dir", out]
        for path in inputs:
            command += ["--input", path]
        run(command)
        manifest = json.load(open(so[:-3] + ".json"))
        return [read_npy(os.path.join(out, f"out{i}.npy"))
                for i in range(len(manifest["outputs"]))]

    program_mlir = os.path.join(work, "program.mlir")
    text = add_ranges(text, entry, args.input_range)
    with open(program_mlir, "w") as f:
        f.write(text)
    reference_mlir = os.path.join(work, "reference.mlir")
    run([tool("mpopt-opt"), program_mlir, "--mpopt-widen-floats",
         "-o", reference_mlir])
    f32_so = build(program_mlir, "f32")
    reference_so = build(reference_mlir, "f64")

    manifest = json.load(open(f32_so[:-3] + ".json"))
    ranges = argument_ranges(text, entry)
    inputs32, inputs64 = make_inputs(manifest, ranges, args.seed, work)
    reference = execute(reference_so, inputs64, "f64")

    def error_of(so, tag):
        outputs = execute(so, inputs32, tag)
        return max(max_norm_error(o, r) for o, r in zip(outputs, reference))

    rows = [{"program": name, "budget": None, "predicted": None,
             "measured": error_of(f32_so, "f32")}]
    for budget in args.budgets:
        tag = f"budget{budget:g}"
        opt_mlir = os.path.join(work, tag + ".mlir")
        report = os.path.join(work, tag + ".report.json")
        options = (f"policy=budget error-budget={budget:g} "
                   f"input-range={args.input_range:g} target={args.target} "
                   f"precision-report={report}")
        if parameters:
            options += f" parameters={parameters}"
        if args.allow_fp8:
            options += " allow-fp8=true"
        run([tool("mpopt-opt"), program_mlir, f"--mpopt-pipeline={options}",
             "-o", opt_mlir])
        functions = json.load(open(report))["functions"]
        function = next(f for f in functions if f["name"] == entry)
        multiplies = sorted({op["compute"] for op in function["ops"]
                             if op["op"] == "mpopt.matmul"})
        rows.append({
            "program": name, "budget": budget,
            "predicted": function["predicted_error"]["after"],
            "measured": error_of(build(opt_mlir, tag), tag),
            "time_before": function["predicted_time_us"]["before"],
            "time_after": function["predicted_time_us"]["after"],
            "multiply": ",".join(multiplies) or "-",
            "weights": ",".join(
                f"{p['value'].split()[-1]}:{p['type'].split(',')[0]}"
                for p in function["prepared_conversions"]) or "-",
        })
    return rows


def write_bits(path, bits, shape):
    """A bf16 .npy as mpopt-run reads it: '<u2', the high half of an f32."""
    header = ("{'descr': '<u2', 'fortran_order': False, 'shape': %r, }"
              % (tuple(shape),))
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode())
        f.write(struct.pack(f"<{len(bits)}H", *bits))


def make_inputs(manifest, ranges, seed, work):
    """The inputs of both runs: floats uniform in
    [-r, r] (bf16 arguments rounded to bf16), the same values in f64 for
    the reference; integers 0 or 1."""
    rng = random.Random(seed)
    inputs32, inputs64 = [], []
    for index, (spec, bound) in enumerate(zip(manifest["inputs"], ranges)):
        count = 1
        for dim in spec["shape"]:
            count *= dim
        if spec["dtype"].startswith("i"):
            path = os.path.join(work, f"in{index}.npy")
            write_npy(path, [rng.randint(0, 1)
                                           for _ in range(count)],
                                    spec["shape"], spec["dtype"])
            inputs32.append(path)
            inputs64.append(path)
            continue
        bits = struct.unpack(f"<{count}I", struct.pack(
            f"<{count}f", *(rng.uniform(-bound, bound)
                            for _ in range(count))))
        if spec["dtype"] == "bf16":
            # Rounded to nearest even; mpopt-run reads bf16 as its bits.
            bits = [(b + 0x7FFF + ((b >> 16) & 1)) >> 16 for b in bits]
            path = os.path.join(work, f"in{index}.bf16.npy")
            write_bits(path, bits, spec["shape"])
            inputs32.append(path)
            bits = [b << 16 for b in bits]
        else:
            path = os.path.join(work, f"in{index}.f32.npy")
            write_npy(path, struct.unpack(
                f"<{count}f", struct.pack(f"<{count}I", *bits)),
                spec["shape"], "f32")
            inputs32.append(path)
        # The reference reads the same numbers in f64.
        path = os.path.join(work, f"in{index}.f64.npy")
        write_npy(path, struct.unpack(
            f"<{count}f", struct.pack(f"<{count}I", *bits)),
            spec["shape"], "f64")
        inputs64.append(path)
    return inputs32, inputs64


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--budgets", default="1e-3,1e-2,5e-2")
    parser.add_argument("--corpus")
    parser.add_argument("--only", help="comma-separated program names")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--input-range", type=float, default=1.0)
    parser.add_argument("--target", default="h200")
    parser.add_argument("--allow-fp8", action="store_true",
                        help="let the pipeline choose FP8 (allow-fp8=true)")
    parser.add_argument("--json")
    args = parser.parse_args()
    args.budgets = [float(b) for b in args.budgets.split(",")]

    programs = []
    for name, source, entry, substitutions in EXAMPLES:
        text = open(os.path.join(ROOT, source)).read()
        for old, new in substitutions:
            text = text.replace(old, new)
        programs.append((name, text, entry, None, None))
    if args.corpus:
        for name, source, entry, *parameters in CORPUS:
            with open(os.path.join(args.corpus, source)) as f:
                text = prepare_corpus.prepare(f.read())
            programs.append((name, text, entry, TOSA_TO_LINALG,
                             parameters[0] if parameters else None))
    if args.only:
        wanted = args.only.split(",")
        programs = [p for p in programs if p[0] in wanted]

    rows, failures = [], []
    for name, text, entry, pipeline, parameters in programs:
        work = os.path.join(args.work, re.sub(r"\W+", "_", name))
        os.makedirs(work, exist_ok=True)
        source = os.path.join(work, "source.mlir")
        with open(source, "w") as f:
            f.write(text)
        try:
            command = [os.path.join(args.bin, "mpopt-opt"), source,
                       "-o", os.path.join(work, "program.mlir")]
            if pipeline:
                command.insert(2, f"--pass-pipeline={pipeline}")
            run(command)
            rows += measure(name, entry, parameters, args, work)
        except StepError as error:
            failures.append(f"{name}: {error}")

    print(f"{'program':<22} {'budget':>7} {'predicted':>10} {'measured':>10} "
          f"{'ok':>3} {'time before':>12} {'time after':>11}  multiply  "
          f"prepared weights")
    for row in rows:
        if row["budget"] is None:
            print(f"{row['program']:<22} {'f32':>7} {'':>10} "
                  f"{row['measured']:>10.2e}")
            continue
        ok = (row["measured"] <= row["budget"] and
              row["measured"] <= row["predicted"])
        if not ok:
            failures.append(f"{row['program']} at {row['budget']:g}: "
                            f"measured {row['measured']:.2e}")
        print(f"{row['program']:<22} {row['budget']:>7g} "
              f"{row['predicted']:>10.2e} {row['measured']:>10.2e} "
              f"{'yes' if ok else 'NO':>3} {row['time_before']:>10.1f}us "
              f"{row['time_after']:>9.1f}us  {row['multiply']}  "
              f"{row['weights']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    for failure in failures:
        print("FAIL: " + failure)
    print("all measured errors within budget and prediction" if not failures
          else f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
