"""Measured refinement of a budget's choice: the error model's predictions
corrected by the error the chosen program makes on calibration inputs.

    python3 scripts/refine_budget.py PROGRAM.mlir --calibration CAL.json \
        --budget 1e-2 --bin build/bin --work DIR -o REFINED.json \
        [--pipeline-options "target=h100"] [--parameters 0-147] \
        [--inputs a.npy,b.npy | --samples DIR | --seed 0 --input-range 1] \
        [--iterations 5] \
        [--json ROWS.json]

CAL.json is scripts/calibrate.py's file for PROGRAM (with the same
pipeline options). Each iteration builds PROGRAM for the CPU with
`mpopt-pipeline{policy=budget error-budget=B calibration=CAL_s ...}`, where
CAL_s is CAL.json with `"error_scale": s` (the assigner holds the model's
error times s to the budget), runs it on the sample inputs and measures
its max-norm relative error against PROGRAM widened to f64
(`mpopt-widen-floats`) on the same inputs. The first iteration takes CAL's
own scale (1 if it has none); the next takes this program's measured over
predicted error, times --margin (1.25: aim below the budget, since another
choice rounds differently), raised when the program was over budget and
lowered when it used less than 40% of it (the scale times the share used,
times the margin).
It stops when the scale settles (within 10%), when a program comes again
(every choice taken), or after --iterations.

The fastest predicted program whose measured error is within the budget
wins; REFINED.json is CAL.json with its scale, for the real build
(`calibration=REFINED.json`). One row per iteration is printed: scale,
predicted error, measured error, predicted time, the winning candidate of
the report. Inputs: --inputs names the entry's inputs for both runs
(integers, such as token ids and masks, which both read alike); --samples
a folder of in<i>.f32.npy and in<i>.f64.npy (a sample of calibrate.py's
--random); else they are drawn as scripts/measure_error.py draws them
(uniform in [-r, r], r the argument's mpopt.range, else --input-range).
"""
import argparse
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from calibrate import StepError, run  # noqa: E402
from measure_error import (argument_ranges, library_outputs,  # noqa: E402
                           make_inputs, max_norm_error)


class Refinement:
    def __init__(self, args):
        self.args = args
        self.tool = lambda name: os.path.join(args.bin, name)  # noqa: E731
        with open(args.calibration) as f:
            self.calibration = json.load(f)
        self.entry = self.calibration["function"]
        os.makedirs(args.work, exist_ok=True)

    def compile(self, source, tag, pipeline=None):
        library = os.path.join(self.args.work, tag + ".so")
        command = [self.tool("mpopt-compile"), source, "--target=cpu",
                   f"--entry={self.entry}", "-o", library]
        if pipeline:
            command.append(f"--pipeline={pipeline}")
        if self.args.parameters:
            command.append(f"--parameters={self.args.parameters}")
        run(command)
        return library

    def outputs(self, library, inputs, tag):
        return library_outputs(run, self.tool("mpopt-run"), library, inputs,
                               os.path.join(self.args.work, "out-" + tag))

    def prepare(self):
        """The reference's outputs and the sample inputs."""
        args = self.args
        widened = os.path.join(args.work, "reference.mlir")
        run([self.tool("mpopt-opt"), args.program, "--mpopt-widen-floats",
             "-o", widened])
        reference = self.compile(widened, "reference")
        if args.inputs:
            self.inputs32 = self.inputs64 = args.inputs.split(",")
        elif args.samples:
            count = len(json.load(open(reference[:-3] + ".json"))["inputs"])
            self.inputs32, self.inputs64 = [], []
            for index in range(count):
                for suffix, found in ((".f32", self.inputs32),
                                      (".f64", self.inputs64)):
                    path = os.path.join(args.samples, f"in{index}{suffix}.npy")
                    if not os.path.exists(path):
                        path = os.path.join(args.samples, f"in{index}.npy")
                    found.append(path)
        else:
            manifest = json.load(open(reference[:-3] + ".json"))
            ranges = [args.input_range if r is None else r for r in
                      argument_ranges(open(args.program).read(), self.entry)]
            folder = os.path.join(args.work, "inputs")
            os.makedirs(folder, exist_ok=True)
            # The f64 reference reads f64 inputs of the same values.
            manifest = dict(manifest)
            manifest["inputs"] = [
                dict(spec, dtype="f32" if spec["dtype"] == "f64"
                     else spec["dtype"]) for spec in manifest["inputs"]]
            self.inputs32, self.inputs64 = make_inputs(
                manifest, ranges, args.seed, folder)
        self.reference = self.outputs(reference, self.inputs64, "reference")

    def attempt(self, scale, index):
        """Builds and measures the budget's program with `scale`."""
        args = self.args
        calibration = dict(self.calibration, error_scale=scale)
        path = os.path.join(args.work, f"calibration{index}.json")
        with open(path, "w") as f:
            json.dump(calibration, f)
        report = os.path.join(args.work, f"report{index}.json")
        options = (f"policy=budget error-budget={args.budget:g} "
                   f"calibration={path} report={report} "
                   f"{args.pipeline_options}").strip()
        library = self.compile(args.program, f"budget{index}",
                               f"mpopt-pipeline{{{options}}}")
        with open(report) as f:
            function = next(f for f in json.load(f)["functions"]
                            if f["name"] == self.entry)
        measured = max(max_norm_error(value, ref) for value, ref in
                       zip(self.outputs(library, self.inputs32,
                                        f"budget{index}"), self.reference))
        chosen = next((c["name"] for c in function.get("candidates", [])
                       if c["chosen"]), "-")
        return {"iteration": index, "scale": scale,
                "predicted": function["predicted_error"]["after"],
                "measured": measured,
                "time_us": function["predicted_time_us"]["after"],
                "candidate": chosen, "calibration": path}

    def refine(self):
        args = self.args
        rows = []
        scale = float(self.calibration.get("error_scale", 1))
        for index in range(args.iterations):
            row = self.attempt(scale, index)
            rows.append(row)
            print(f"| {index} | {scale:.3g} | {row['predicted']:.3g} | "
                  f"{row['measured']:.3g} | {row['time_us']:.5g} | "
                  f"{row['candidate']} |", flush=True)
            # The model's own prediction of this program, and its ratio.
            model = row["predicted"] / scale
            following = row["measured"] / model * args.margin if model else scale
            # Over budget: a larger scale. Well under it (the ratio of a
            # program with few choices says little of the rest): a scale
            # that leaves the model room for the budget's unused part.
            usage = row["measured"] * args.margin / args.budget
            if usage > args.margin:
                following = max(following, scale * usage)
            elif usage < 0.5:
                following = min(following, scale * max(usage, 1e-3))
            # Settled, or the same program again (every choice taken).
            if abs(following - scale) <= 0.1 * scale or (
                    len(rows) > 1 and row["time_us"] == rows[-2]["time_us"]
                    and row["measured"] == rows[-2]["measured"]):
                break
            scale = following
        within = [row for row in rows if row["measured"] <= args.budget]
        return rows, min(within, key=lambda row: row["time_us"],
                         default=None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("program")
    parser.add_argument("--calibration", required=True)
    parser.add_argument("--budget", type=float, required=True)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--pipeline-options", default="")
    parser.add_argument("--parameters", default="")
    parser.add_argument("--samples")
    parser.add_argument("--inputs",
                        help="the entry's inputs, comma-separated, for both "
                        "runs (token ids, masks: what both read alike)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--input-range", type=float, default=1.0)
    parser.add_argument("--iterations", type=int, default=5)
    parser.add_argument("--margin", type=float, default=1.25)
    parser.add_argument("--json")
    args = parser.parse_args()
    if not args.budget > 0 or args.iterations < 1 or not args.margin >= 1:
        parser.error("--budget must be positive, --iterations at least 1, "
                     "--margin at least 1")
    try:
        refinement = Refinement(args)
        refinement.prepare()
        print("| iteration | error scale | predicted | measured | "
              "predicted us | candidate |")
        print("| --- | --- | --- | --- | --- | --- |")
        rows, best = refinement.refine()
    except (StepError, OSError, KeyError, ValueError) as error:
        print(f"refine_budget.py: {error}", file=sys.stderr)
        return 1
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"budget": args.budget, "rows": rows,
                       "chosen": best and best["iteration"]}, f, indent=1)
    if not best:
        print(f"refine_budget.py: no program within {args.budget:g} "
              "measured", file=sys.stderr)
        return 1
    shutil.copyfile(best["calibration"], args.output)
    print(f"chosen: iteration {best['iteration']}, error scale "
          f"{best['scale']:.3g}, measured {best['measured']:.3g} within "
          f"{args.budget:g}, predicted {best['time_us']:.5g} us -> "
          f"{args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
