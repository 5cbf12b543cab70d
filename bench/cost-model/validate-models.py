"""Sets the assigner's predictions beside the real-size models as
measured (issue 33): for each library bench/gpu/run-models.sh timed from
bench/gpu/build-budgets.sh's builds, the whole call (one CUDA graph,
median) against the predicted time of the candidate program it is, and
each kernel of its `--graphs off --profile` run against the op it
computes.

  python3 bench/cost-model/validate-models.py LOGS [--bin build/bin]
      [--target targets/h100.target] [--rows]

LOGS holds LIB.log and LIB-nograph.log for libraries named MODEL-amp-
prepared (mpopt-autocast's program: the `amp` candidate) and MODEL-all-
16-bit-sS-prepared (the `all-16-bit` candidate). The predictions are the
precision report's (`mpopt-pipeline{policy=budget candidate=C
export=false}` on bench/models/MODEL.mlir, weights prepared). A budget
build (MODEL-budget[-TAG][-sS]-prepared) takes the report its build wrote,
LIB.report.json in --reports (build-budgets.sh's OUT), where there is
one: the program it chose, as predicted.

Kernels pair by kind, in program order: each cuBLASLt call with the
report's next matmul that is a kernel of its own (merged projections are
one), each attention with its attention, each row kernel (a warp or more
per row: `<<<R x 1 x 1, 32>>>`) with its norm or softmax. The other
kernels (elementwise, gathers, casts) are compared as one sum per
program. Relative error is |predicted - measured| / measured.

A profiled launch sits between two events, which add their own time: on
the H100 the profile's sum exceeds the graph's call by 3.2-3.6 us a
launch, the same on every model. Each profiled time is taken less that
program's excess (profile sum - graph time) / launches, so that kernels
are measured on the graph's time base, as the model predicts them (a
launch in a graph costs `launch`).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))
LIBRARY = re.compile(r"^(?P<model>.+?)-(?P<candidate>amp|all-16-bit|budget)"
                     r"(?:-[a-z0-9.-]+?)?(?:-s[0-9.]+)?-prepared$")
TIME = re.compile(r"^time: median ([0-9.]+) us", re.M)
LAUNCH = re.compile(r"^  (\S+(?: attention)?(?:<<<[^>]*>>>)?)\s+([0-9.]+) us$")
ROW_KERNEL = re.compile(r"<<<\d+x1x1,32>>>$")


def launches(path):
    """[(kind, us)] of the profile in an mpopt-run log."""
    result = []
    on = False
    for line in open(path):
        if line.startswith("profile ("):
            on = True
            continue
        match = LAUNCH.match(line.rstrip()) if on else None
        if not match or match.group(1) == "sum":
            continue
        name = match.group(1)
        if name.startswith("cublasLt"):
            kind = "GEMM"
        elif name.endswith("attention"):
            kind = "attention"
        elif ROW_KERNEL.search(name):
            kind = "row kernel"
        else:
            kind = "other"
        result.append((kind, float(match.group(2))))
    return result


def predicted_kernels(report):
    """[(kind, us)] of the report's kernels in program order, and the
    predicted total. An op that is no kernel of its own counts in the one
    that computes it: a merged matmul in the GEMM before it, anything else
    (an addition a row kernel makes, an elementwise intermediate) in the
    next kernel, which reads it."""
    result = []
    carried = 0
    for op in report["ops"]:
        if not op["kernel"]:
            if op["op"] == "mpopt.matmul" and result and result[-1][0] == "GEMM":
                result[-1] = ("GEMM", result[-1][1] + op["time_us_after"])
            else:
                carried += op["time_us_after"]
            continue
        name = op["op"]
        if name == "mpopt.matmul":
            kind = "GEMM"
        elif name == "mpopt.attention":
            kind = "attention"
        elif name in ("mpopt.layer_norm", "mpopt.rms_norm", "mpopt.softmax"):
            kind = "row kernel"
        else:
            kind = "other"
        result.append((kind, op["time_us_after"] + carried))
        carried = 0
    for cast in report["standalone_casts"]:
        result.append(("other", cast["time_us"]))
    return result, report["predicted_time_us"]["after"]


def report_for(opt, target, model, candidate, work):
    source = os.path.join(ROOT, "bench", "models", model + ".mlir")
    arguments = json.load(open(os.path.join(ROOT, "bench", "models",
                                            model + ".json")))["arguments"]
    path = os.path.join(work, f"{model}-{candidate}.json")
    subprocess.run(
        [opt, source, "-o", os.devnull, "--mlir-print-op-on-diagnostic=false",
         "--mpopt-pipeline=target-file=" + target + " policy=budget "
         f"error-budget=1e-2 parameters=0-{len(arguments) - 3} export=false "
         f"candidate={candidate} report={path}"],
        check=True, capture_output=True)
    return json.load(open(path))["functions"][0]


def error(predicted, measured):
    return abs(predicted - measured) / measured


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs")
    parser.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--target",
                        default=os.path.join(ROOT, "targets", "h100.target"))
    parser.add_argument("--rows", action="store_true")
    parser.add_argument("--reports",
                        help="the budget builds' LIB.report.json files")
    args = parser.parse_args()
    opt = os.path.join(args.bin, "mpopt-opt")
    work = tempfile.mkdtemp()
    kinds = ("GEMM", "attention", "row kernel")
    everything = []
    print("| library | predicted us | measured us | error | profile excess "
          "us / launch | kernels predicted / launched | " + " | ".join(
              f"{kind}s: n, median error" for kind in kinds) +
          " | other kernels: predicted / measured us |")
    print("|" + " --- |" * (7 + len(kinds)))
    for name in sorted(os.listdir(args.logs)):
        if not name.endswith("-nograph.log"):
            continue
        library = name[:-len("-nograph.log")]
        match = LIBRARY.match(library)
        graph_log = os.path.join(args.logs, library + ".log")
        if not match or not os.path.exists(graph_log):
            continue
        timed = TIME.search(open(graph_log).read())
        measured_launches = launches(os.path.join(args.logs, name))
        if not timed or not measured_launches:
            continue
        if match["candidate"] == "budget":
            path = os.path.join(args.reports or "", library + ".report.json")
            if not args.reports or not os.path.exists(path):
                continue
            report = json.load(open(path))["functions"][0]
        else:
            report = report_for(opt, args.target, match["model"],
                                match["candidate"], work)
        kernels, total = predicted_kernels(report)
        measured = float(timed.group(1))
        excess = (sum(us for _, us in measured_launches) - measured) / len(
            measured_launches)
        measured_launches = [(kind, us - excess)
                             for kind, us in measured_launches]
        cells = []
        for kind in kinds:
            mine = [us for k, us in kernels if k == kind]
            theirs = [us for k, us in measured_launches if k == kind]
            if len(mine) != len(theirs):
                cells.append(f"{len(mine)} predicted, {len(theirs)} run")
                continue
            errors = [error(p, m) for p, m in zip(mine, theirs)]
            everything.extend(errors)
            cells.append(f"{len(errors)}, {100 * statistics.median(errors):.0f}%")
            if args.rows:
                for index, (p, m) in enumerate(zip(mine, theirs)):
                    print(f"  {library} {kind} {index}: predicted {p:.1f}, "
                          f"measured {m:.1f}", file=sys.stderr)
        other = (sum(us for k, us in kernels if k == "other"),
                 sum(us for k, us in measured_launches if k == "other"))
        print(f"| {library} | {total:.0f} | {measured:.1f} | "
              f"{100 * (total - measured) / measured:+.0f}% | {excess:.2f} | "
              f"{len(kernels)} / "
              f"{len(measured_launches)} | " + " | ".join(cells) +
              f" | {other[0]:.0f} / {other[1]:.0f} |")
    if everything:
        print(f"\nper-kernel median error {100 * statistics.median(everything):.0f}% "
              f"over {len(everything)} paired kernels")


if __name__ == "__main__":
    main()
