#!/bin/bash
# The measured error of the budget's program on a real-size model, on the
# CPU: MODEL (bench/models) built for the CPU as written (f32, the
# reference), as AMP's program (mpopt-autocast, then the exact pipeline)
# and under policy=budget with CALIBRATION (scripts/calibrate.py's file,
# optionally with "error_scale"), each run on the model's own weights and
# inputs in DATA/MODEL (bench/gpu/models.py --inputs-only), and each
# output's max-norm relative difference from the f32 build's printed (as
# bench/gpu/run-models.sh prints the GPU builds' from PyTorch's f32):
#
#   bash bench/assign-precision/real-size-errors.sh BUILD_DIR DATA WORK \
#       MODEL CALIBRATION [BUDGET]
#
# About a minute a build on two cores for GPT-2 and LLaMA small at one
# sequence of 512 (MPOPT_COMPILE_OPTIONS=-O1).
set -euo pipefail
bin="$1/bin"
data="$2/$4"
work="$3"
model="$4"
calibration="$5"
budget="${6:-1e-2}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="target-file=$root/targets/h100.target"
last=$(( $(python3 -c "import json, sys
print(len(json.load(open(sys.argv[1]))['arguments']))" \
    "$root/bench/models/$model.json") - 3 ))
export MPOPT_COMPILE_OPTIONS="${MPOPT_COMPILE_OPTIONS:--O1}"
mkdir -p "$work"
inputs=()
for file in "$data"/arg*.npy; do
  inputs+=(--input "$file")
done
declare -A pipelines=(
  [exact]="mpopt-pipeline{$target}"
  [amp]="func.func(mpopt-autocast),mpopt-pipeline{$target}"
  [budget]="mpopt-pipeline{$target policy=budget error-budget=$budget calibration=$calibration report=$work/$model-budget.report.json}")
for variant in exact amp budget; do
  "$bin/mpopt-compile" "$root/bench/models/$model.mlir" --target=cpu \
      --parameters="0-$last" --pipeline="${pipelines[$variant]}" \
      -o "$work/$model-$variant.so"
  rm -rf "$work/$model-$variant.out"
  "$bin/mpopt-run" "$work/$model-$variant.so" "${inputs[@]}" \
      --output-dir "$work/$model-$variant.out" > /dev/null
done
for variant in amp budget; do
  "$bin/mpopt-run" "$work/$model-$variant.so" "${inputs[@]}" \
      --compare "$work/$model-exact.out" --tolerance maxrel=1 \
      | grep -o "max-norm relative error [0-9.e+-]*" \
      | sed "s/^/$model $variant: /"
done
python3 -c "import json, sys
f = json.load(open(sys.argv[1]))['functions'][0]
print(sys.argv[2], 'budget: chose', f['choice'].split(':')[0],
      'predicted', f['predicted_error']['after'], f['predicted_time_us']['after'], 'us')" \
    "$work/$model-budget.report.json" "$model"
