"""Names the first op whose value on the GPU disagrees with the CPU build.

Here, where MLIR is: the entry is made to return every tensor it computes
(mpopt-opt --mpopt-return-values, after the pipeline if one is given, so
that the values are those of the program compiled), and that program is
compiled for the GPU and for the CPU into OUT_DIR:

    python3 scripts/gpu/bisect.py build MODEL.mlir OUT_DIR --bin build/bin \\
        [--pipeline mpopt-pipeline] [--entry forward] [--chip sm_90a] \\
        [--first N --count M] [--input A.npy ...] [--dist normal --seed 1]

On the GPU machine, with a runtime built there (scripts/gpu/build-runtime.sh):

    python3 scripts/gpu/bisect.py compare OUT_DIR --run BUILD/bin/mpopt-run \\
        [--tolerance 1e-5] [--results DIR]

runs both libraries on the same inputs, prints each result's max-norm
relative difference in program order and the first one beyond the
tolerance (NaN against a number, or infinities that differ, count as
infinite), and exits 1 if any differs, 2 on an error. Python's standard
library only.
"""
import argparse
import array
import glob
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile


class Failure(Exception):
    pass


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        tail = "\n".join(result.stderr.strip().splitlines()[-10:])
        raise Failure("%s failed (status %d):\n%s" % (
            " ".join(command), result.returncode, tail))
    return result.stdout


def directory_size(path):
    return sum(os.path.getsize(os.path.join(root, name))
               for root, _, names in os.walk(path) for name in names)


# --- build -------------------------------------------------------------------

def return_values(opt, source, args, work, tag):
    """The program as compiled, made to return its values; and its map."""
    program = source
    if args.pipeline:
        pipeline = args.pipeline
        if not pipeline.startswith("builtin.module("):
            pipeline = "builtin.module(%s)" % pipeline
        program = os.path.join(work, tag + ".pipeline.mlir")
        # The locations of the model's ops, through the pipeline.
        run([opt, source, "--pass-pipeline=" + pipeline,
             "--mlir-print-debuginfo", "-o", program])
    options = ["first=%d" % args.first, "count=%d" % args.count]
    if args.entry:
        options.append("entry=" + args.entry)
    mapping = os.path.join(work, tag + ".map.json")
    options.append("map=" + mapping)
    returned = os.path.join(work, tag + ".returned.mlir")
    run([opt, program, "--mpopt-return-values=" + " ".join(options),
         "-o", returned])
    with open(mapping) as f:
        return returned, json.load(f)


def compile_library(bindir, program, target, args, library):
    command = [os.path.join(bindir, "mpopt-compile"), program,
               "--target=" + target, "-o", library]
    if target == "cuda":
        command += ["--chip=" + args.chip, "--gpu-binary=" + args.gpu_binary]
    if args.entry:
        command.append("--entry=" + args.entry)
    run(command)


def signature(mapping):
    return [(r["result"], r["type"]) for r in mapping["results"]]


def build(args):
    opt = os.path.join(args.bin, "mpopt-opt")
    # Only an earlier build's directory is replaced.
    if os.path.isdir(args.out_dir) and os.listdir(args.out_dir):
        if not os.path.exists(os.path.join(args.out_dir, "bisect.json")):
            raise Failure("%s is not empty and not a bisect directory" %
                          args.out_dir)
        shutil.rmtree(args.out_dir)
    os.makedirs(args.out_dir, exist_ok=True)
    work = args.work or tempfile.mkdtemp(prefix="bisect-")
    os.makedirs(work, exist_ok=True)
    try:
        returned, mapping = return_values(opt, args.model, args, work, "cpu")
        gpu_program = returned
        if args.gpu_model:
            # Testing: another program stands in for the GPU build.
            gpu_program, gpu_mapping = return_values(
                opt, args.gpu_model, args, work, "gpu")
            if signature(gpu_mapping) != signature(mapping):
                raise Failure("--gpu-model returns other values than "
                              + args.model)
        compile_library(args.bin, gpu_program, args.gpu_target, args,
                        os.path.join(args.out_dir, "gpu.so"))
        compile_library(args.bin, returned, "cpu", args,
                        os.path.join(args.out_dir, "cpu.so"))
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
    with open(os.path.join(args.out_dir, "map.json"), "w") as f:
        json.dump(mapping, f, indent=2)
    inputs = []
    for i, path in enumerate(args.input or []):
        inputs.append("in%d.npy" % i)
        shutil.copyfile(path, os.path.join(args.out_dir, inputs[-1]))
    setup = {"model": args.model, "pipeline": args.pipeline,
             "entry": mapping["function"], "gpu": "gpu.so",
             "gpu_target": args.gpu_target, "chip": args.chip,
             "cpu": "cpu.so", "map": "map.json", "inputs": inputs,
             "dist": args.dist, "seed": args.seed}
    with open(os.path.join(args.out_dir, "bisect.json"), "w") as f:
        json.dump(setup, f, indent=2)

    added = sum(1 for r in mapping["results"] if not r["original"])
    end = mapping["first"] + mapping["count"]
    print("@%s: %d original results and %d values of %d (values %d-%d; %d "
          "skipped: %s) -> %s (%.2f MiB)" % (
              mapping["function"], mapping["original_results"], added,
              mapping["values"], mapping["first"], end - 1,
              len(mapping["skipped"]),
              ", ".join(sorted({s["reason"] for s in mapping["skipped"]}))
              or "none", args.out_dir,
              directory_size(args.out_dir) / 2**20))
    if end < mapping["values"]:
        print("next chunk: --first %d --count %d" % (end, mapping["count"]))


# --- compare -----------------------------------------------------------------

def fp8_table(exponent_bits, mantissa_bits, bias, has_infinity):
    table = []
    for bits in range(256):
        sign = -1.0 if bits & 0x80 else 1.0
        exponent = (bits >> mantissa_bits) & ((1 << exponent_bits) - 1)
        mantissa = bits & ((1 << mantissa_bits) - 1)
        top = (1 << exponent_bits) - 1
        if has_infinity and exponent == top:
            value = math.inf if mantissa == 0 else math.nan
        elif not has_infinity and exponent == top and \
                mantissa == (1 << mantissa_bits) - 1:
            value = math.nan
        elif exponent == 0:
            value = mantissa / (1 << mantissa_bits) * 2.0 ** (1 - bias)
        else:
            value = (1 + mantissa / (1 << mantissa_bits)) * \
                2.0 ** (exponent - bias)
        table.append(sign * value)
    return table


FP8 = {"f8E4M3FN": fp8_table(4, 3, 7, False),
       "f8E5M2": fp8_table(5, 2, 15, True)}
ARRAY_CODES = {"f64": "d", "f32": "f", "i8": "b", "i16": "h", "i32": "i",
               "i64": "q"}


def read_npy(path, dtype):
    """The elements of an .npy file mpopt-run wrote, as Python numbers;
    `dtype` is the manifest's (bf16 and FP8 are stored as their bits)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise Failure("%s: not an .npy file" % path)
    if data[6] == 1:
        length, start = struct.unpack("<H", data[8:10])[0], 10
    else:
        length, start = struct.unpack("<I", data[8:12])[0], 12
    body = data[start + length:]
    if dtype == "bf16":
        # The high half of an f32.
        wide = bytearray(2 * len(body))
        wide[2::4] = body[0::2]
        wide[3::4] = body[1::2]
        body, dtype = bytes(wide), "f32"
    if dtype == "f16":
        return struct.unpack("<%de" % (len(body) // 2), body)
    if dtype in FP8:
        table = FP8[dtype]
        return [table[b] for b in body]
    if dtype not in ARRAY_CODES:
        raise Failure("%s: cannot read %s" % (path, dtype))
    values = array.array(ARRAY_CODES[dtype])
    values.frombytes(body)
    if sys.byteorder != "little":
        values.byteswap()
    return values


def difference(values, reference):
    """Max-norm relative difference; a NaN against a number, or an
    infinity against anything else, is infinite."""
    if len(values) != len(reference):
        return math.inf
    worst = largest = 0
    for v, r in zip(values, reference):
        if v == r:
            if math.isfinite(r):
                largest = max(largest, abs(r))
            continue
        if math.isnan(v) and math.isnan(r):
            continue
        if not (math.isfinite(v) and math.isfinite(r)):
            return math.inf
        worst = max(worst, abs(v - r))
        largest = max(largest, abs(r))
    return worst / largest if largest else float(worst)


def execute(mpopt_run, library, inputs, out):
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    run([mpopt_run, library] + inputs + ["--output-dir", out])


def short_location(location):
    match = re.fullmatch(r'loc\("([^"]*)":(\d+):(\d+)\)', location)
    return "%s:%s:%s" % match.groups() if match else location


def body(result):
    """The ops inside the op's regions (a linalg.generic's body)."""
    contains = result.get("contains")
    return " {%s}" % ", ".join(contains) if contains else ""


def compare(args):
    out_dir = args.out_dir
    with open(os.path.join(out_dir, "bisect.json")) as f:
        setup = json.load(f)
    with open(os.path.join(out_dir, setup["map"])) as f:
        mapping = json.load(f)
    results_dir = args.results or os.path.join(out_dir, "results")
    os.makedirs(results_dir, exist_ok=True)
    gpu = os.path.join(out_dir, setup["gpu"])
    cpu = os.path.join(out_dir, setup["cpu"])
    if setup["inputs"]:
        inputs = [os.path.join(out_dir, name) for name in setup["inputs"]]
        arguments = [a for path in inputs for a in ("--input", path)]
        cpu_arguments = arguments
    else:
        # Generated once, by the CPU run, and given to the GPU run as files.
        saved = os.path.join(results_dir, "inputs")
        shutil.rmtree(saved, ignore_errors=True)
        os.makedirs(saved)
        cpu_arguments = ["--dist", setup["dist"], "--seed",
                         str(setup["seed"]), "--save-inputs", saved]
    execute(args.run, cpu, cpu_arguments, os.path.join(results_dir, "cpu"))
    if not setup["inputs"]:
        arguments = [a for path in sorted(
            glob.glob(os.path.join(saved, "in*.npy")),
            key=lambda p: int(re.search(r"in(\d+)\.npy$", p).group(1)))
            for a in ("--input", path)]
    execute(args.run, gpu, arguments, os.path.join(results_dir, "gpu"))

    with open(cpu[:-3] + ".json") as f:
        outputs = json.load(f)["outputs"]
    rows = []
    for result in mapping["results"]:
        i = result["result"]
        name = "out%d.npy" % i
        dtype = outputs[i]["dtype"]
        diff = difference(
            read_npy(os.path.join(results_dir, "gpu", name), dtype),
            read_npy(os.path.join(results_dir, "cpu", name), dtype))
        rows.append((result, diff))
    # Program order; an original result no op of the window defines (an
    # argument, say) after the others.
    rows.sort(key=lambda row: (row[0]["value"] is None,
                               row[0]["value"] if row[0]["value"] is not None
                               else row[0]["result"]))

    width = max([len(r["op"]) for r, _ in rows] + [2])
    print("%6s %6s  %-*s  %-10s  %-7s  %s" % (
        "result", "value", width, "op", "difference", "", "location"))
    diverging = []
    for result, diff in rows:
        bad = not diff <= args.tolerance
        if bad:
            diverging.append((result, diff))
        value = "-" if result["value"] is None else str(result["value"])
        print("%6d %6s  %-*s  %-10s  %-7s  %s%s" % (
            result["result"], value, width, result["op"], "%.3e" % diff,
            "DIFFERS" if bad else "", short_location(result["location"]),
            body(result)))
    window = "values %d-%d of %d" % (
        mapping["first"], mapping["first"] + mapping["count"] - 1,
        mapping["values"])
    if not diverging:
        print("no divergence: %d results within %g (%s)" % (
            len(rows), args.tolerance, window))
        return 0
    result, diff = diverging[0]
    print("first divergence: %s%s at %s (result %d, value %s; %s): "
          "difference %.3e > %g; %d of %d results differ" % (
              result["op"], body(result), short_location(result["location"]),
              result["result"],
              "-" if result["value"] is None else result["value"], window,
              diff, args.tolerance, len(diverging), len(rows)))
    if result["value"] is not None and mapping["first"] > 0 and \
            result["value"] == mapping["first"]:
        print("note: the window's first value differs; an earlier one may "
              "too (build with a smaller --first)")
    return 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    modes = parser.add_subparsers(dest="mode", required=True)
    b = modes.add_parser("build", help="compile both builds (MLIR machine)")
    b.add_argument("model")
    b.add_argument("out_dir")
    b.add_argument("--bin", required=True, help="mpopt's bin directory")
    b.add_argument("--pipeline", default="",
                   help="passes run before the values are returned, "
                        "e.g. mpopt-pipeline")
    b.add_argument("--entry", default="")
    b.add_argument("--chip", default="sm_90a")
    b.add_argument("--gpu-binary", default="cubin", choices=["cubin", "ptx"])
    b.add_argument("--first", type=int, default=0,
                   help="skip this many values (program order)")
    b.add_argument("--count", type=int, default=-1,
                   help="return at most this many values (-1: all)")
    b.add_argument("--input", action="append",
                   help="an input .npy, in argument order (repeat)")
    b.add_argument("--dist", default="normal",
                   help="without --input: mpopt-run's generated inputs")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--work", help="keep the intermediate programs here")
    # Testing without a GPU: the "GPU" library built for the CPU, or from
    # another program with the same values (a planted divergence).
    b.add_argument("--gpu-target", default="cuda", choices=["cuda", "cpu"],
                   help=argparse.SUPPRESS)
    b.add_argument("--gpu-model", help=argparse.SUPPRESS)
    c = modes.add_parser("compare", help="run and compare (GPU machine)")
    c.add_argument("out_dir")
    c.add_argument("--run", required=True, help="mpopt-run")
    c.add_argument("--tolerance", type=float, default=1e-5,
                   help="largest max-norm relative difference")
    c.add_argument("--results", help="outputs (default: OUT_DIR/results)")
    args = parser.parse_args()
    try:
        if args.mode == "build":
            build(args)
            return 0
        return compare(args)
    except (Failure, OSError) as error:
        print("bisect: %s" % error, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
