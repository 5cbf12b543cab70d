#!/bin/bash
# One device call (issue 33): builds the runtime; runs the static-scale FP8
# program's GPU build against its CPU build; times the FFN builds of
# bench/gpu/build-ffn-fp8.sh (.device/ffn, where it was carried) and gives
# each one's max-norm relative difference from the exact (f32) build on
# the same inputs; then the real-size AMP and budget builds of
# bench/gpu/build-budgets.sh in LIBS through bench/gpu/run-models.sh (times
# with and without the graph, launches, difference from PyTorch's f32
# output). Logs go to $OUT/logs.tgz.
#
#   bash bench/gpu/budgets.sh $OUT LIBS
set -uo pipefail
out="$1"
libs="$2"
work=/tmp/mpopt-results
mkdir -p "$work"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build="$(bash scripts/gpu/build-runtime.sh "$work/runtime-build.log")" || exit 1
export MPOPT_RUN="$build/bin/mpopt-run"
run="$MPOPT_RUN"
if [ -d .device/ffn ]; then
echo "== FP8 static scales: GPU build against CPU build"
# The GPU's FP8 GEMM sums in another order: the 16-bit programs'
# tolerance, max-norm relative (abs=1e-3 flagged 0.0236 on results of
# about 16, 1.5e-3 of them).
"$run" .device/ffn/mm-static-gpu.so --compare .device/ffn/mm-static-cpu.so \
    --tolerance maxrel=3e-2 --seed 3 2>&1 | tail -2
# Inputs within the program's mpopt.range (seed 1; a calibration draws
# seed 0), as scripts/measure_error.py draws them.
inputs="$(python3 bench/gpu/range_inputs.py .device/ffn/ffn.mlir \
    .device/ffn/ffn-exact.json "$work/ffn-inputs" --seed 1)"
for variant in exact $(ls .device/ffn/ffn-*.so | sed 's/.*ffn-\(.*\)\.so/\1/' | grep -v '^exact$'); do
  echo "== ffn-$variant"
  # shellcheck disable=SC2086
  "$run" .device/ffn/ffn-$variant.so $inputs --iterations 50 \
      --warmup 5 --output-dir "$work/ffn-$variant" > "$work/ffn-$variant.log" 2>&1
  grep "^time:\|^batch:\|^latency:\|^graph:\|error" "$work/ffn-$variant.log"
  # shellcheck disable=SC2086
  "$run" .device/ffn/ffn-$variant.so $inputs --graphs off \
      --profile > "$work/ffn-$variant-profile.log" 2>&1
  python3 - "$work/ffn-$variant/out0.npy" "$work/ffn-exact/out0.npy" <<'PY'
import sys
import numpy as np
a, b = (np.load(p).astype(np.float64) for p in sys.argv[1:])
print(f"max-norm relative difference from exact: {np.abs(a - b).max() / np.abs(b).max():.3e}")
PY
done
fi
tar czf "$out/logs.tgz" -C "$work" .
bash bench/gpu/run-models.sh "$libs" /tmp/data "$work/budget" 2>&1 \
    | tee "$work/budget.txt" | grep -v "^mpopt-run: cuBLASLt"
tar czf "$out/logs.tgz" -C "$work" .
