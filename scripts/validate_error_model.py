"""The error model of mpopt-assign-precision against measurement, per program.

    python3 scripts/validate_error_model.py --bin build/bin --work /tmp/val \
        [--corpus ../shared/corpus] [--only NAME,...] [--seed 1]

For each program (every model of test/Models, the examples, and the buddy
layers of the corpus when --corpus names a folder that exists): the
predicted error of the program as written (the precision report's
`predicted_error.before` of `mpopt-pipeline{policy=exact}`), and the
measured one: the program and the program widened to f64
(`mpopt-widen-floats`) built for the CPU and run on the same inputs,
max|y - y_ref| / max|y_ref| over each result, the largest over the
results. Language models read their committed token ids and attention
masks; other inputs are as scripts/measure_error.py makes them.

Prints one row per program: predicted, measured, their ratio and whether
the row holds (predicted >= measured, and at most --factor times it).
Exits 1 when a row does not hold or a step fails.
"""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure_error  # noqa: E402
import prepare_corpus  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = os.path.join(ROOT, "test", "Models")

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


def models():
    return sorted(f[:-5] for f in os.listdir(MODELS) if f.endswith(".mlir"))


def model_inputs(name):
    """The committed inputs of a language model, or None."""
    family = name.split("-")[0]
    paths = [os.path.join(MODELS, f"{family}.{what}.npy")
             for what in ("input_ids", "attention_mask")]
    return paths if os.path.exists(paths[0]) else None


def validate(name, text, entry, pipeline, committed, args):
    tool = lambda n: os.path.join(args.bin, n)  # noqa: E731
    run = measure_error.run
    work = os.path.join(args.work, re.sub(r"\W+", "_", name))
    os.makedirs(work, exist_ok=True)
    source = os.path.join(work, "source.mlir")
    with open(source, "w") as f:
        f.write(text)
    program = os.path.join(work, "program.mlir")
    command = [tool("mpopt-opt"), source, "-o", program]
    if pipeline:
        command.insert(2, f"--pass-pipeline={pipeline}")
    run(command)
    with open(program) as f:
        text = measure_error.add_ranges(f.read(), entry, args.input_range)
    with open(program, "w") as f:
        f.write(text)

    report = os.path.join(work, "report.json")
    run([tool("mpopt-opt"), program,
         f"--mpopt-pipeline=policy=exact target={args.target} "
         f"precision-report={report}", "-o", os.devnull])
    with open(report) as f:
        function = next(f for f in json.load(f)["functions"]
                        if f["name"] == entry)
    predicted = function["predicted_error"]["before"]

    reference = os.path.join(work, "reference.mlir")
    run([tool("mpopt-opt"), program, "--mpopt-widen-floats", "-o", reference])
    libraries = {}
    for tag, mlir in (("program", program), ("reference", reference)):
        libraries[tag] = os.path.join(work, tag + ".so")
        run([tool("mpopt-compile"), mlir, "--target=cpu", "-o",
             libraries[tag], f"--entry={entry}"])
    with open(libraries["program"][:-3] + ".json") as f:
        manifest = json.load(f)
    if committed:
        inputs32 = inputs64 = committed
    else:
        inputs32, inputs64 = measure_error.make_inputs(
            manifest, measure_error.argument_ranges(text, entry), args.seed,
            work)

    def outputs(tag, inputs):
        out = os.path.join(work, "out-" + tag)
        os.makedirs(out, exist_ok=True)
        command = [tool("mpopt-run"), libraries[tag], "--output-dir", out]
        for path in inputs:
            command += ["--input", path]
        run(command)
        return [measure_error.read_npy(os.path.join(out, f"out{i}.npy"))
                for i in range(len(manifest["outputs"]))]

    measured = max(measure_error.max_norm_error(value, ref)
                   for value, ref in zip(outputs("program", inputs32),
                                         outputs("reference", inputs64)))
    return predicted, measured


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True, help="mpopt's bin directory")
    parser.add_argument("--work", required=True, help="scratch directory")
    parser.add_argument("--corpus", help="../shared/corpus (optional)")
    parser.add_argument("--only", help="comma-separated program names")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--input-range", type=float, default=1.0)
    parser.add_argument("--target", default="h200")
    parser.add_argument("--factor", type=float, default=10.0,
                        help="largest predicted/measured ratio allowed")
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args()

    programs = []
    for name in models():
        with open(os.path.join(MODELS, name + ".mlir")) as f:
            programs.append((name, f.read(), "forward", None,
                             model_inputs(name)))
    for name, source, entry, substitutions in EXAMPLES:
        with open(os.path.join(ROOT, source)) as f:
            text = f.read()
        for old, new in substitutions:
            text = text.replace(old, new)
        programs.append((name, text, entry, None, None))
    if args.corpus and os.path.isdir(args.corpus):
        for file in sorted(os.listdir(args.corpus)):
            if not file.endswith(".mlir"):
                continue
            with open(os.path.join(args.corpus, file)) as f:
                text = prepare_corpus.prepare(f.read())
            entries = prepare_corpus.entry_functions(text)
            if entries:
                programs.append(("buddy-" + file[:-5].split("_", 1)[-1],
                                 text, entries[0],
                                 measure_error.TOSA_TO_LINALG, None))
    if args.only:
        wanted = args.only.split(",")
        programs = [p for p in programs if p[0] in wanted]

    rows, failures = [], []
    print(f"{'program':<34} {'predicted':>10} {'measured':>10} {'ratio':>8}"
          f"  ok", flush=True)
    for name, text, entry, pipeline, committed in programs:
        try:
            predicted, measured = validate(name, text, entry, pipeline,
                                           committed, args)
        except measure_error.StepError as error:
            failures.append(f"{name}: {error}")
            print(f"{name:<34} FAILED", flush=True)
            continue
        ratio = predicted / measured if measured else float("inf")
        # An exact program (measured 0) holds with any prediction the
        # model makes for its roundings.
        ok = predicted >= measured and (measured == 0 or
                                        ratio <= args.factor)
        if not ok:
            failures.append(f"{name}: predicted {predicted:.2e}, "
                            f"measured {measured:.2e}")
        rows.append({"program": name, "predicted": predicted,
                     "measured": measured, "ratio": ratio, "ok": ok})
        print(f"{name:<34} {predicted:>10.2e} {measured:>10.2e} "
              f"{ratio:>8.2f}  {'yes' if ok else 'NO'}", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    for failure in failures:
        print("FAIL: " + failure)
    print(f"{len(rows) - len(failures)} of {len(programs)} rows hold"
          if failures else f"all {len(rows)} rows hold")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
