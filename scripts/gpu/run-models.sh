#!/bin/bash
# Runs, on the GPU machine, what scripts/gpu/build-models.sh built: builds
# the runtime, then for each model runs its CPU build and each GPU build on
# the same inputs (the language models' committed token ids and masks;
# seeded normal inputs otherwise), prints a table of the GPU-vs-CPU
# max-norm relative difference against each program's tolerance, the time
# per call (back to back, and alone from an idle GPU) and the kernels and
# library calls each call launches. Exit status 1 when a build disagrees
# beyond its tolerance or fails to run. VARIANTS as for build-models.sh.
#
#   bash scripts/gpu/run-models.sh MODELS_DIR RESULTS_DIR
#
# (MPOPT_RUN names an mpopt-run already built there: build-runtime.sh.)
set -uo pipefail
dir="$1"
results="$2"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
run="$build/bin/mpopt-run"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$results/gpu.txt"
work="$(mktemp -d)"
tar -C "$work" -xzf "$dir/libs.tar.gz"
python3 scripts/gpu/run_models.py --run "$run" \
    --libs "$work/libs" --inputs "$dir" --models "$dir/models.txt" \
    --work "$work/runs" --json "$results/models.json" \
    --variants "${VARIANTS:-cuda exact budget}"
