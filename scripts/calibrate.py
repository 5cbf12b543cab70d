"""Calibration: each tensor's largest magnitude, measured on sample inputs.

    python3 scripts/calibrate.py PROGRAM.mlir -o calibration.json \
        --bin build/bin [--work DIR] [--pipeline-options "fuse-elementwise=true"] \
        [--inputs a.npy,b.npy ...] [--random N --seed 0 --input-range 1] \
        [--target cpu|cuda] [--step all|build|run]

Then `mpopt-pipeline{... calibration=calibration.json}` (or
`mpopt-assign-precision{calibration=...}`) takes each value's measured
largest magnitude (amax) and rms for the ranges, f16 and FP8 overflow and
the error model's gains, and with `fp8-scaling=calibrated` makes FP8 scales
constants (the power of two at or above amax / 448), as TensorRT's
calibration and Transformer Engine's amax history do.

Steps:
- build: `mpopt-opt --mpopt-pipeline="calibrate=MAP <pipeline options>"`
  makes the program, as precision assignment sees it (after the same
  import, raising and folding: pass the options the real pipeline gets
  that change them, such as fuse-elementwise), also return each float
  tensor's [max |x|, sum x^2]; `mpopt-compile --target=T` builds it.
- run: `mpopt-run` runs it on each sample (`--inputs`: the entry's inputs
  as .npy files in argument order, comma-separated, one flag per sample;
  `--random N`: N generated samples, seeds --seed, --seed + 1, ..., as
  scripts/measure_error.py makes them: uniform in [-r, r] with r the
  argument's `mpopt.range`, else --input-range; integers 0 or 1), and
  the statistics over all samples are written: amax the largest, rms over
  every element of every sample. Needs only mpopt-run and this script, so
  a CUDA build (--target cuda) runs on the GPU machine with
  `--step run --work DIR --bin <runtime build>/bin`.

--work DIR keeps what the steps make (the program, its library, the map of
recorded values, each sample's outputs) in DIR; without it they go to a
temporary folder, removed at the end (`--step build` alone writes
OUTPUT.work, or calibration.work, for `--step run --work` to read).

A value that is NaN or infinite on a sample is left out (the pass keeps the
model's magnitude there) and named on stderr.
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure_error import argument_ranges, make_inputs, read_npy  # noqa: E402


class StepError(Exception):
    pass


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        raise StepError(" ".join(command[:2]) + ": " +
                        (result.stderr or result.stdout).strip())
    return result.stdout


def build(args):
    tool = lambda name: os.path.join(args.bin, name)  # noqa: E731
    os.makedirs(args.work, exist_ok=True)
    map_path = os.path.join(args.work, "map.json")
    program = os.path.join(args.work, "calibrate.mlir")
    options = f"calibrate={map_path} {args.pipeline_options}".strip()
    run([tool("mpopt-opt"), args.program, f"--mpopt-pipeline={options}",
         "-o", program])
    function = json.load(open(map_path))["function"]
    run([tool("mpopt-compile"), program, f"--target={args.target}",
         f"--entry={function}", "-o", os.path.join(args.work, "calibrate.so")])
    # The ranges of the arguments, for generated samples.
    ranges = argument_ranges(open(args.program).read(), function)
    with open(os.path.join(args.work, "ranges.json"), "w") as f:
        json.dump(ranges, f)


def samples(args):
    """The mpopt-run flags of each sample."""
    for inputs in args.inputs or []:
        yield [flag for path in inputs.split(",") for flag in ("--input", path)]
    if not args.random:
        return
    manifest = json.load(open(os.path.join(args.work, "calibrate.json")))
    ranges = [args.input_range if r is None else r for r in
              json.load(open(os.path.join(args.work, "ranges.json")))]
    for index in range(args.random):
        folder = os.path.join(args.work, f"sample{index}")
        os.makedirs(folder, exist_ok=True)
        inputs, _ = make_inputs(manifest, ranges, args.seed + index, folder)
        yield [flag for path in inputs for flag in ("--input", path)]


def measure(args):
    library = os.path.join(args.work, "calibrate.so")
    mapping = json.load(open(os.path.join(args.work, "map.json")))
    recorded = [entry for entry in mapping["results"] if not entry["original"]]
    largest = [0.0] * len(recorded)
    squares = [0.0] * len(recorded)
    elements = [0] * len(recorded)
    invalid = set()
    count = 0
    for flags in samples(args):
        out = os.path.join(args.work, f"out{count}")
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        run([os.path.join(args.bin, "mpopt-run"), library, "--output-dir", out]
            + flags)
        for index, entry in enumerate(recorded):
            amax, total = read_npy(os.path.join(out, f"out{entry['result']}.npy"))
            if not (math.isfinite(amax) and math.isfinite(total)):
                invalid.add(index)
                continue
            size = 1
            for dim in entry["type"][len("tensor<"):].split("x")[:-1]:
                size *= int(dim)
            largest[index] = max(largest[index], amax)
            squares[index] += total
            elements[index] += size
        count += 1
    if not count:
        raise StepError("no samples: give --inputs or --random N")
    entries = []
    for index, entry in enumerate(recorded):
        if index in invalid:
            print(f"calibrate.py: {entry['op']} ({entry['type']}, "
                  f"{'argument ' + str(entry['argument']) if 'argument' in entry else 'value ' + str(entry['value'])}) "
                  "is NaN or infinite on a sample: left out", file=sys.stderr)
            continue
        record = {key: entry[key] for key in ("value", "argument", "op", "type")
                  if entry.get(key) is not None}
        record["amax"] = largest[index]
        record["rms"] = math.sqrt(squares[index] / max(elements[index], 1))
        entries.append(record)
    calibration = {"format": "mpopt-calibration-1",
                   "function": mapping["function"],
                   "values": mapping["values"], "samples": count,
                   "entries": entries}
    with open(args.output, "w") as f:
        json.dump(calibration, f, indent=1)
        f.write("\n")
    # The JSON's "values" counts the program's values (its fingerprint);
    # the entries are the arguments and the values measured.
    arguments = sum(1 for e in entries if "argument" in e)
    measured = len(entries) - arguments
    nonfinite = sum(1 for i in invalid if "argument" not in recorded[i])
    left = mapping["values"] - measured
    note = (f" ({left} left out: {nonfinite} NaN or infinite, "
            f"{left - nonfinite} not recorded)" if left else "")
    print(f"calibrate.py: @{mapping['function']}: {measured} of its "
          f"{mapping['values']} values{note} and {arguments} argument"
          f"{'' if arguments == 1 else 's'} over {count} samples -> "
          f"{args.output}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("program", nargs="?")
    parser.add_argument("-o", "--output")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--work")
    parser.add_argument("--pipeline-options", default="")
    parser.add_argument("--inputs", action="append",
                        help="one sample: the entry's inputs, comma-separated")
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--input-range", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--target", default="cpu", choices=["cpu", "cuda"])
    parser.add_argument("--step", default="all",
                        choices=["all", "build", "run"])
    args = parser.parse_args()
    if args.step != "run" and not args.program:
        parser.error("the program is needed to build")
    if args.step != "build" and not args.output:
        parser.error("-o FILE is needed to run")
    # Without --work, both steps use a temporary folder, removed at the end;
    # --step build keeps its folder for --step run.
    temporary = None
    if not args.work:
        if args.step == "run":
            parser.error("--work names the build step's folder")
        if args.step == "build":
            args.work = (os.path.splitext(args.output or "calibration")[0] +
                         ".work")
        else:
            temporary = args.work = tempfile.mkdtemp(prefix="calibrate.")
    try:
        if args.step in ("all", "build"):
            build(args)
        if args.step in ("all", "run"):
            measure(args)
    except (StepError, OSError, KeyError, ValueError) as error:
        print(f"calibrate.py: {error}", file=sys.stderr)
        return 1
    finally:
        if temporary:
            shutil.rmtree(temporary, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
