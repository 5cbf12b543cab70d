"""Predicted against measured error of mpopt's precision choices, on the CPU.

    python3 scripts/measure_error.py --bin build/bin --work /tmp/err \
        [--budgets 1e-3,1e-2,5e-2,5e-2+fp8] [--corpus ../shared/corpus] \
        [--only NAME,...] [--skip NAME,...] [--seed 1] [--factor 10]
        [--jobs 1] [--json OUT]

Programs: every model of test/Models (the language models on their
committed token ids and attention masks), the examples (fewer rows than
written: the error depends on the contraction lengths, which stay), and the
buddy layers of the corpus when --corpus names a folder that exists.

Each program widened to f64 (`mpopt-widen-floats`) is the reference. Each
row is a program built for the CPU and run on the reference's inputs:
- the program as written; predicted: `predicted_error.before` of
  `mpopt-pipeline{policy=exact}`;
- for each budget B of --budgets (`B+fp8`: with allow-fp8=true; an empty
  list gives the rows as written only), what `mpopt-pipeline{policy=budget
  target=T error-budget=B}` writes; predicted: `predicted_error.after` of
  its precision report, which also gives the predicted time before and
  after and what was chosen (the matmuls' and convolutions' multiply
  types, the storage choices by type).
Measured is max|y - y_ref| / max|y_ref| over each result, the largest over
the results. Inputs are uniform in [-r, r], r from the argument's
`mpopt.range` attribute; arguments without one get r = 1/sqrt(n) when they
are weight matrices (rank 2, both dimensions at least 64, n the smaller:
initialized as layers are) and r = --input-range otherwise, written into
the program as `mpopt.range` for the pass to read.

A row holds when the prediction is at least the measured error and at most
--factor times it (an exact program, measured 0, holds with any
prediction), and, for a budget row, the measured error is within the
budget. Predicted is at most the budget by construction, except where the
program as written is already predicted over it: the policy only narrows,
so such a row (marked `written over`) holds when its choices add no
predicted error.
Prints one row per line; exits 1 when a row does not hold or a step fails.
"""
import argparse
import collections
import concurrent.futures
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
MODELS = os.path.join(ROOT, "test", "Models")
TOSA_TO_LINALG = ("builtin.module(func.func(tosa-to-linalg-named,"
                  "tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)")

# name, source, entry, textual substitutions (fewer rows keep the CPU runs
# short; the error depends on the contraction lengths, which stay).
EXAMPLES = [
    ("example-mlp", "examples/mlp/input.mlir", "mlp_block",
     [("8192x", "128x"), ("tensor<8192xf32>", "tensor<128xf32>")]),
    ("example-mlp-autocast", "examples/mlp-autocast/input.mlir", "mlp_block",
     [("8192x", "128x"), ("tensor<8192xf32>", "tensor<128xf32>"),
      ("tensor<8192xbf16>", "tensor<128xbf16>")]),
    ("example-attention", "examples/attention/input.mlir", "attention", []),
    ("example-residual-layernorm", "examples/residual-layernorm/input.mlir",
     "residual_layernorm",
     [("32768x", "128x"), ("tensor<32768xf32>", "tensor<128xf32>"),
      ("tensor<32768xbf16>", "tensor<128xbf16>")]),
]

# parameters: the entry's arguments prepared once (mpopt-hoist-parameters'
# syntax), passed to the pipeline and to `mpopt-compile --parameters`.
Program = collections.namedtuple(
    "Program", "name text entry pipeline committed parameters",
    defaults=[None])


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


def write_bits(path, bits, shape):
    """A bf16 .npy as mpopt-run reads it: '<u2', the high half of an f32."""
    header = ("{'descr': '<u2', 'fortran_order': False, 'shape': %r, }"
              % (tuple(shape),))
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode())
        f.write(struct.pack(f"<{len(bits)}H", *bits))


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
    # Integers: a model in training mode returns its batch counters.
    fmt = {"<f4": "f", "<f8": "d", "<i8": "q", "<i4": "i"}[descr]
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


def library_outputs(run, mpopt_run, library, inputs, folder):
    """Runs `library` on `inputs` (.npy paths) with mpopt-run through
    `run`, its outputs written to `folder` (emptied first); returns them."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    command = [mpopt_run, library, "--output-dir", folder]
    for path in inputs:
        command += ["--input", path]
    run(command)
    with open(library[:-3] + ".json") as f:
        count = len(json.load(f)["outputs"])
    return [read_npy(os.path.join(folder, f"out{i}.npy"))
            for i in range(count)]


def changed(values, index, inputs, updates):
    """Result `index` less the argument it updates (`updates`: result
    index -> argument index, the precision report's), else as it is."""
    if index not in updates:
        return values
    before = read_npy(inputs[updates[index]])
    return [v - b for v, b in zip(values, before)]


def committed_inputs(model, directory, manifest):
    """mpopt-run's --input flags for a model of test/Models run on the
    inputs committed beside it, or None: a language model's token ids and
    mask, or a training step's every argument as exported
    (<family>.in<i>.npy) where it takes integers (token ids, targets),
    which generated inputs would put out of range. `manifest` is the
    model's library manifest (mpopt-compile's .json)."""
    family = model.split("-")[0]
    ids = os.path.join(directory, family + ".input_ids.npy")
    mask = os.path.join(directory, family + ".attention_mask.npy")
    if os.path.exists(ids):
        return ["--input", ids, "--input", mask]
    with open(manifest) as f:
        types = [spec["dtype"] for spec in json.load(f)["inputs"]]
    if any(t.startswith(("i", "u")) for t in types):
        paths = [os.path.join(directory, "%s.in%d.npy" % (family, i))
                 for i in range(len(types))]
        if all(os.path.exists(path) for path in paths):
            return [arg for path in paths for arg in ("--input", path)]
    return None


def max_norm_error(values, reference):
    largest = max(abs(r) for r in reference)
    worst = max(abs(v - r) for v, r in zip(values, reference))
    return worst / largest if largest else worst


# The size of a dynamic dimension (a torch.export Dim) in the measured runs.
DYNAMIC_SIZE = 8


def make_inputs(manifest, ranges, seed, work):
    """The inputs of both runs: floats uniform in
    [-r, r] (bf16 arguments rounded to bf16), the same values in f64 for
    the reference; integers 0 or 1. Dynamic dimensions are DYNAMIC_SIZE."""
    rng = random.Random(seed)
    inputs32, inputs64 = [], []
    for index, (spec, bound) in enumerate(zip(manifest["inputs"], ranges)):
        spec = dict(spec, shape=[DYNAMIC_SIZE if dim < 0 else dim
                                 for dim in spec["shape"]])
        count = 1
        for dim in spec["shape"]:
            count *= dim
        if spec["dtype"].startswith("i"):
            path = os.path.join(work, f"in{index}.npy")
            write_npy(path, [rng.randint(0, 1) for _ in range(count)],
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


def programs(corpus):
    """Every program the table measures, in its order."""
    found = []
    for file in sorted(os.listdir(MODELS)):
        if not file.endswith(".mlir"):
            continue
        family = file.split("-")[0]
        committed = [os.path.join(MODELS, f"{family}.{what}.npy")
                     for what in ("input_ids", "attention_mask")]
        # TOSA exports go to linalg first, as the corpus does.
        lowering = TOSA_TO_LINALG if file.endswith("-tosa.mlir") else None
        with open(os.path.join(MODELS, file)) as f:
            found.append(Program(
                file[:-5], f.read(), "forward", lowering,
                committed if os.path.exists(committed[0]) else None))
    for name, source, entry, substitutions in EXAMPLES:
        with open(os.path.join(ROOT, source)) as f:
            text = f.read()
        for old, new in substitutions:
            text = text.replace(old, new)
        found.append(Program(name, text, entry, None, None))
    if corpus and os.path.isdir(corpus):
        for file in sorted(os.listdir(corpus)):
            if not file.endswith(".mlir"):
                continue
            with open(os.path.join(corpus, file)) as f:
                text = prepare_corpus.prepare(f.read())
            entries = prepare_corpus.entry_functions(text)
            if not entries:
                continue
            name = "buddy-" + file[:-5].split("_", 1)[-1]
            found.append(Program(name, text, entries[0], TOSA_TO_LINALG, None))
            # One decode step with its three weights (1536x8960,
            # 8960x1536) prepared once: weight storage that pays.
            if name == "buddy-next-ffn":
                found.append(Program(name + "-decode", text, entries[0],
                                     TOSA_TO_LINALG, None, "1,3,4"))
    return found


def chosen(function):
    """The matmuls' and convolutions' multiply types and the storage
    choices, each counted by type ("bf16:12,f32:3"; "-" for none)."""
    def counts(types):
        return ",".join(f"{t}:{n}" for t, n in
                        sorted(collections.Counter(types).items())) or "-"
    multiplies = [op["compute"] for op in function["ops"]
                  if op["op"] in ("mpopt.matmul", "mpopt.conv")]
    # A storage site reports "T storage: <its reason>", and its reason
    # starts with "saves" only when T was taken.
    storage = [m.group(1) for op in function["ops"]
               for m in re.finditer(r"(\w+) storage: saves", op["reason"])]
    # Weights stored narrow once (parameters, constants) have no op.
    storage += [entry["type"].split(",")[0] + " weight"
                for entry in function.get("prepared_conversions", [])]
    return counts(multiplies), counts(storage)


def measure(program, args):
    """The rows of one program."""
    tool = lambda n: os.path.join(args.bin, n)  # noqa: E731
    work = os.path.join(args.work, re.sub(r"\W+", "_", program.name))
    os.makedirs(work, exist_ok=True)
    source = os.path.join(work, "source.mlir")
    with open(source, "w") as f:
        f.write(program.text)
    written = os.path.join(work, "program.mlir")
    command = [tool("mpopt-opt"), source, "-o", written]
    if program.pipeline:
        command.insert(2, f"--pass-pipeline={program.pipeline}")
    run(command)
    with open(written) as f:
        text = add_ranges(f.read(), program.entry, args.input_range)
    with open(written, "w") as f:
        f.write(text)

    if program.parameters:
        parameters = f" parameters={program.parameters}"
    else:
        parameters = ""

    def report(tag, options):
        path = os.path.join(work, tag + ".report.json")
        mlir = os.path.join(work, tag + ".mlir")
        run([tool("mpopt-opt"), written,
             f"--mpopt-pipeline={options} target={args.target} "
             f"input-range={args.input_range:g} report={path}"
             + parameters,
             "-o", mlir])
        with open(path) as f:
            return mlir, next(f for f in json.load(f)["functions"]
                              if f["name"] == program.entry)

    def build(mlir, tag):
        so = os.path.join(work, tag + ".so")
        command = [tool("mpopt-compile"), mlir, "--target=cpu", "-o", so,
                   f"--entry={program.entry}"]
        if program.parameters:
            command.append(f"--parameters={program.parameters}")
        run(command)
        return so

    def outputs(so, inputs, tag):
        return library_outputs(run, tool("mpopt-run"), so, inputs,
                               os.path.join(work, "out-" + tag))

    reference_mlir = os.path.join(work, "reference.mlir")
    run([tool("mpopt-opt"), written, "--mpopt-widen-floats",
         "-o", reference_mlir])
    written_so = build(written, "written")
    if program.committed:
        inputs32 = inputs64 = program.committed
    else:
        with open(written_so[:-3] + ".json") as f:
            manifest = json.load(f)
        inputs32, inputs64 = make_inputs(
            manifest, argument_ranges(text, program.entry), args.seed, work)
    reference = outputs(build(reference_mlir, "reference"), inputs64,
                        "reference")

    _, exact = report("exact", "policy=exact")
    # A result that updates an argument (an optimizer step's new
    # parameters) is measured by its change, as the model predicts it.
    updates = {u["result"]: u["argument"] for u in exact.get("updates", [])}
    reference = [changed(ref, index, inputs64, updates)
                 for index, ref in enumerate(reference)]

    def error_of(so, tag):
        values = outputs(so, inputs32, tag)
        return max(max_norm_error(changed(value, index, inputs32, updates),
                                  ref)
                   for index, (value, ref) in enumerate(zip(values,
                                                            reference)))

    written_error = exact["predicted_error"]["before"]
    rows = [{"program": program.name, "budget": None, "fp8": False,
             "predicted": written_error,
             "measured": error_of(written_so, "written")}]
    for budget, fp8 in args.budgets:
        tag = f"budget{budget:g}" + ("-fp8" if fp8 else "")
        mlir, function = report(
            tag, f"policy=budget error-budget={budget:g}"
            + (" allow-fp8=true" if fp8 else ""))
        multiply, storage = chosen(function)
        rows.append({
            "program": program.name, "budget": budget, "fp8": fp8,
            "predicted": function["predicted_error"]["after"],
            "measured": error_of(build(mlir, tag), tag),
            "written_over": written_error > budget,
            "predicted_before": function["predicted_error"]["before"],
            "time_before": function["predicted_time_us"]["before"],
            "time_after": function["predicted_time_us"]["after"],
            "multiply": multiply, "storage": storage,
        })
    return rows


def holds(row, factor):
    """Whether a row holds, and if not, why."""
    predicted, measured = row["predicted"], row["measured"]
    why = []
    if predicted < measured:
        why.append("predicted below measured")
    elif measured and predicted > factor * measured:
        why.append(f"predicted over {factor:g}x measured")
    if row["budget"] is not None:
        if row["written_over"]:
            if row["predicted"] > row["predicted_before"]:
                why.append("over budget as written, and chose more error")
        elif measured > row["budget"]:
            why.append("measured over budget")
    return "; ".join(why)


def parse_budgets(text):
    budgets = []
    for item in filter(None, text.split(",")):
        value, _, fp8 = item.partition("+")
        if fp8 not in ("", "fp8"):
            raise argparse.ArgumentTypeError(f"budget {item}: B or B+fp8")
        budgets.append((float(value), fp8 == "fp8"))
    return budgets


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True, help="mpopt's bin directory")
    parser.add_argument("--work", required=True, help="scratch directory")
    parser.add_argument("--budgets", type=parse_budgets,
                        default="1e-3,1e-2,5e-2",
                        help="B or B+fp8 (allow-fp8=true), comma-separated")
    parser.add_argument("--corpus", help="../shared/corpus (optional)")
    parser.add_argument("--only", help="comma-separated program names")
    parser.add_argument("--skip", help="comma-separated program names left "
                        "out")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--input-range", type=float, default=1.0)
    parser.add_argument("--target", default="h200")
    parser.add_argument("--factor", type=float, default=10.0,
                        help="largest predicted/measured ratio allowed")
    parser.add_argument("--jobs", type=int, default=1,
                        help="programs measured at once")
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args()

    selected = programs(args.corpus)
    if args.only:
        wanted = args.only.split(",")
        selected = [p for p in selected if p.name in wanted]
        missing = set(wanted) - {p.name for p in selected}
        if missing:
            parser.error("no program " + ", ".join(sorted(missing)))
    if args.skip:
        unwanted = args.skip.split(",")
        missing = set(unwanted) - {p.name for p in selected}
        if missing:
            parser.error("no program " + ", ".join(sorted(missing)))
        selected = [p for p in selected if p.name not in unwanted]

    def attempt(program):
        try:
            return measure(program, args), None
        except StepError as error:
            return [], f"{program.name}: {error}"

    rows, failures = [], []
    print(f"{'program':<28} {'budget':>10} {'predicted':>9} {'measured':>9} "
          f"{'ratio':>6}  {'holds':<5} {'time (us)':>17}  multiply; storage",
          flush=True)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for program, (measured, failure) in zip(
                selected, pool.map(attempt, selected)):
            if failure:
                failures.append(failure)
                print(f"{program.name:<28} FAILED", flush=True)
            for row in measured:
                why = holds(row, args.factor)
                row["holds"] = not why
                budget = ("written" if row["budget"] is None else
                          f"{row['budget']:g}" + ("+fp8" if row["fp8"] else ""))
                if why:
                    failures.append(f"{row['program']} {budget}: {why}")
                ratio = (row["predicted"] / row["measured"]
                         if row["measured"] else float("inf"))
                line = (f"{row['program']:<28} {budget:>10} "
                        f"{row['predicted']:>9.2e} {row['measured']:>9.2e} "
                        f"{ratio:>6.3g}  {'yes' if not why else 'NO':<5}")
                if row["budget"] is not None:
                    time = (f"{row['time_before']:g} -> "
                            f"{row['time_after']:g}")
                    line += (f" {time:>17}  {row['multiply']}; "
                             f"{row['storage']}")
                    if row["written_over"]:
                        line += "; written over"
                print(line, flush=True)
                rows.append(row)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    for failure in failures:
        print("FAIL: " + failure)
    print(f"{sum(r['holds'] for r in rows)} of {len(rows)} rows hold"
          if failures else f"all {len(rows)} rows hold")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
