"""mpopt inside IREE, the compiling half: each model of test/Models (and the
real-size exports of bench/models with --large) compiled for CUDA by IREE
alone and by mpopt's pipeline (export=true: upstream MLIR) then IREE, with
`iree-compile` of the pinned iree-base-compiler (scripts/iree/install.sh).
Prints, per model, whether each build compiled (the first error line where
not) and where a model compiles alone but not after mpopt: such a failure
is mpopt's to fix (exit 1).

    python3 scripts/iree/compile_models.py --iree-compile VENV/bin/iree-compile \\
        --bin build/bin --out DIR [--models gpt2-f32,...] [--large]
        [--target sm_80] [--pipeline mpopt-pipeline]

IREE 3.13's CUDA target knows sm_80 but not sm_90 ("missing GPU target in
#hal.executable.target" for sm_90 and sm_90a), so the default is sm_80:
IREE embeds PTX, which the driver compiles for an H100 or H200 when the
module loads.
"""
import argparse
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def compile_iree(iree, source, output, target):
    result = subprocess.run(
        [iree, source, "--iree-hal-target-device=cuda",
         f"--iree-cuda-target={target}", "-o", output],
        capture_output=True, text=True)
    if result.returncode == 0:
        return None
    errors = [line for line in result.stderr.splitlines() if "error:" in line]
    return (errors or result.stderr.splitlines() or ["failed"])[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iree-compile", required=True)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--models")
    parser.add_argument("--large", action="store_true")
    parser.add_argument("--target", default="sm_80")
    parser.add_argument("--pipeline", default="mpopt-pipeline")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sources = sorted(glob.glob(os.path.join(ROOT, "test", "Models", "*.mlir")))
    if args.large:
        sources += sorted(glob.glob(os.path.join(ROOT, "bench", "models",
                                                 "*.mlir")))
    if args.models:
        wanted = args.models.split(",")
        sources = [s for s in sources
                   if os.path.basename(s)[:-len(".mlir")] in wanted]
    ours = 0
    for source in sources:
        name = os.path.basename(source)[:-len(".mlir")]
        alone = compile_iree(args.iree_compile, source,
                             os.path.join(args.out, name + ".iree.vmfb"),
                             args.target)
        exported = os.path.join(args.out, name + ".mpopt.mlir")
        # The lowering's marks are for mpopt's own GPU build; their
        # per-attention ids would keep IREE from merging identical kernels.
        optimized = subprocess.run(
            [os.path.join(args.bin, "mpopt-opt"), source,
             f"--mpopt-pipeline={args.pipeline[len('mpopt-pipeline'):].strip('{}')}"
             if args.pipeline != "mpopt-pipeline" else "--mpopt-pipeline",
             "--mpopt-drop-marks", "-o", exported],
            capture_output=True, text=True)
        if optimized.returncode != 0:
            after = "mpopt-opt failed: " + optimized.stderr.strip()[:200]
        else:
            after = compile_iree(args.iree_compile, exported,
                                 os.path.join(args.out, name + ".mpopt.vmfb"),
                                 args.target)
        ours += bool(after) and not alone
        print("%-22s IREE alone: %-8s mpopt + IREE: %s" % (
            name, "ok" if not alone else "FAILED",
            "ok" if not after else "FAILED"), flush=True)
        for label, error in (("alone", alone), ("after mpopt", after)):
            if error:
                print("    %s: %s" % (label, error[:300]))
    print("%d models; %d compile with IREE alone but not after mpopt"
          % (len(sources), ours))
    sys.exit(1 if ours else 0)


if __name__ == "__main__":
    main()
