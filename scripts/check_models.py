"""Runs mpopt over the model corpus (test/Models) the way a user would.

    python3 scripts/check_models.py --bin build/bin --work /tmp/models \
        [--models gpt2-f32,llama-sdpa-bf16,...]

For each model (all of test/Models by default):
- `mpopt-pipeline` under every policy (exact, excess-precision, budget, and
  budget with FP8), each also run again on its own output, must finish
  without an error;
- the exact pipeline's ops are counted: matmuls, convolutions (models that
  have them), norms, softmaxes and attentions raised,
  casts left as kernels of their own before and after (the pipeline's
  report);
- the program before and after the exact pipeline is compiled for the CPU
  and run on the model's committed inputs (language models: token ids and
  attention mask; others: seeded normal and special inputs), bit for bit;
  so is the exact pipeline's output after the GPU build's elementwise
  fusion (mpopt-gpu-fuse-elementwise).
A TOSA export (`<model>-tosa.mlir`) is lowered to linalg with MLIR's
tosa-to-linalg passes first, as a user of TOSA does.
Prints one line per model, and the first error line of any step that fails;
exits 1 if any step fails.
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure_error import TOSA_TO_LINALG, committed_inputs  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = os.path.join(ROOT, "test", "Models")
POLICIES = [
    "policy=exact",
    "policy=excess-precision",
    "policy=budget error-budget=1e-2",
    "policy=budget error-budget=1e-2 allow-fp8=true",
]
RAISED = ["mpopt.matmul", "mpopt.conv", "mpopt.layer_norm", "mpopt.batch_norm",
          "mpopt.group_norm", "mpopt.rms_norm", "mpopt.softmax",
          "mpopt.attention"]


class StepError(Exception):
    pass


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        first = next((line for line in lines if "error" in line),
                     lines[0] if lines else "")
        if result.returncode < 0:
            first = "crashed (signal %d)" % -result.returncode
        raise StepError("%s %s: %s" % (os.path.basename(command[0]),
                                       " ".join(command[2:3]), first))
    return result.stdout + result.stderr


def count_ops(path):
    """Raised ops and casts outside bodies in an mpopt-dialect file."""
    counts = dict.fromkeys(RAISED + ["bias"], 0)
    with open(path) as f:
        for line in f:
            for op in RAISED:
                if re.search(r"= %s\b" % re.escape(op), line):
                    counts[op] += 1
            if re.search(r"= mpopt\.matmul\b.* bias\(", line):
                counts["bias"] += 1
    return counts


def check(model, bindir, work, policies):
    source = os.path.join(MODELS, model + ".mlir")
    opt = os.path.join(bindir, "mpopt-opt")
    compile_ = os.path.join(bindir, "mpopt-compile")
    mpopt_run = os.path.join(bindir, "mpopt-run")
    base = os.path.join(work, model)
    # A TOSA export (-tosa) goes to linalg with MLIR's own passes first.
    if model.endswith("-tosa"):
        lowered = base + ".linalg.mlir"
        run([opt, source, "--pass-pipeline=" + TOSA_TO_LINALG, "-o",
             lowered])
        source = lowered

    for policy in policies:
        once = base + ".policy.mlir"
        run([opt, source, "--mpopt-pipeline=" + policy, "-o", once])
        run([opt, once, "--mpopt-pipeline=" + policy, "-o", os.devnull])

    raised = base + ".raised.mlir"
    report = run([opt, source, "--mpopt-pipeline=cast-report=true export=false",
                  "-o", raised])
    casts = re.findall(r"(before|after): @\w+: (\d+) casts", report)
    before = sum(int(n) for when, n in casts if when == "before")
    after = sum(int(n) for when, n in casts if when == "after")
    counts = count_ops(raised)
    with open(source) as f:
        text = f.read()
    matmuls = len(re.findall(r"= linalg\.(?:batch_)?matmul\b", text))
    convs = len(re.findall(r"= linalg\.(?:depthwise_)?conv_[12]d_\w+", text))

    plain = base + ".so"
    optimized = base + ".opt.so"
    run([compile_, source, "--target=cpu", "-o", plain])
    run([compile_, source, "--target=cpu", "-o", optimized,
         "--pipeline=mpopt-pipeline"])
    # What the GPU build fuses before bufferization, built for the CPU:
    # fusion must not change a bit either.
    fused = base + ".fused.so"
    run([compile_, source, "--target=cpu", "-o", fused,
         "--pipeline=mpopt-pipeline,func.func(convert-elementwise-to-linalg,"
         "mpopt-gpu-fuse-elementwise)"])
    inputs = committed_inputs(model, MODELS, base + ".json")
    # A dynamic batch (mlpdyn) runs at 8; static programs ignore the size.
    runs = [inputs] if inputs else [
        ["--dist", "normal", "--seed", "1", "--dynamic-size", "8"],
        ["--dist", "special", "--seed", "2", "--dynamic-size", "8"]]
    for args in runs:
        for other in (optimized, fused):
            run([mpopt_run, plain] + args +
                ["--compare", other, "--tolerance", "bitwise"])
    conv = (", conv %d/%d" % (counts["mpopt.conv"], convs)) if convs else ""
    # Only models in training mode have batch norms from their statistics.
    batch = counts["mpopt.batch_norm"]
    conv += (", batch_norm %d" % batch) if batch else ""
    group = counts["mpopt.group_norm"]
    conv += (", group_norm %d" % group) if group else ""
    return ("%s: matmul %d/%d (%d with bias)%s, layer_norm %d, rms_norm %d, "
            "softmax %d, attention %d, casts %d -> %d, exact pipeline bitwise "
            "on the CPU "
            "(and with the GPU's elementwise fusion)" %
            (model, counts["mpopt.matmul"], matmuls, counts["bias"], conv,
             counts["mpopt.layer_norm"], counts["mpopt.rms_norm"],
             counts["mpopt.softmax"], counts["mpopt.attention"], before,
             after))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="mpopt's bin directory")
    parser.add_argument("--work", required=True, help="scratch directory")
    parser.add_argument("--models", default="",
                        help="comma-separated names (default: all)")
    parser.add_argument("--policies", default=";".join(POLICIES),
                        help="semicolon-separated mpopt-pipeline options "
                             "(default: every policy)")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    models = ([m for m in args.models.split(",") if m] or
              sorted(f[:-5] for f in os.listdir(MODELS)
                     if f.endswith(".mlir")))
    failed = False
    for model in models:
        try:
            print(check(model, args.bin, args.work,
                        args.policies.split(";")), flush=True)
        except StepError as error:
            print("%s: FAILED: %s" % (model, error), flush=True)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
