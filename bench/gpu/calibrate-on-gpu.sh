#!/bin/bash
# Calibrates, on the GPU machine, a program too large to run on the CPU (the
# FFN of bench/gpu/build-ffn-fp8.sh): scripts/calibrate.py's build step,
# done here with --target cuda --step build --work WORK, is carried; this
# draws one sample with bench/gpu/range_inputs.py (seed SEED; measure with
# another) and runs the recording library on it:
#
#   python3 scripts/calibrate.py PROGRAM.mlir --bin build/bin --target cuda \
#       --step build --work WORK                         # here
#   bash bench/gpu/calibrate-on-gpu.sh PROGRAM.mlir WORK OUT.json SEED   # there
#
# MPOPT_RUN names an mpopt-run already built there (build-runtime.sh).
set -euo pipefail
program="$1"
work="$2"
output="$3"
seed="$4"
run="${MPOPT_RUN:-$(bash scripts/gpu/build-runtime.sh /tmp/calibrate-runtime.log)/bin/mpopt-run}"
bin="$(mktemp -d)"
ln -s "$run" "$bin/mpopt-run"
samples="$(mktemp -d)"
flags="$(python3 bench/gpu/range_inputs.py "$program" "$work/calibrate.json" \
    "$samples" --seed "$seed")"
inputs="$(echo "$flags" | tr ' ' '\n' | grep -v '^--input$' | paste -sd,)"
python3 scripts/calibrate.py --bin "$bin" --target cuda --step run \
    --work "$work" --inputs "$inputs" -o "$output"
rm -rf "$samples"
