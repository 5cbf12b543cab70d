#!/bin/bash
# The measured error of mpopt's programs for a real-size model, on the CPU,
# against the model widened to f64 (mpopt-widen-floats; the brief's
# reference): MODEL (bench/models) built for the CPU as written (f32:
# the as-written candidate, which the exact pipeline builds too), under policy=budget with CALIBRATION
# (scripts/calibrate.py's file, optionally with "error_scale") and, for
# each candidate program of the environment's CANDIDATES (default "amp
# amp-f16": AMP's rewrite, and in f16 where the ranges fit), that
# candidate forced; each run on the model's own weights and inputs in
# DATA/MODEL (bench/gpu/models.py --inputs-only) and its predicted error
# (the precision report's, with the same calibration) printed beside the
# measured one (max-norm relative):
#
#   [CANDIDATES="amp greedy"] bash bench/assign-precision/real-size-errors.sh \
#       BUILD_DIR DATA WORK MODEL CALIBRATION [BUDGET]
#
# VARIANTS (default "exact budget") picks the first two; OPTIONS adds
# pipeline options to the budget's build ("allow-fp8=true
# fp8-scaling=calibrated"), TAG a word to its name (budget-B-TAG).
#
# About a minute a build on two cores for GPT-2 and LLaMA small at one
# sequence of 512 (MPOPT_COMPILE_OPTIONS=-O1); the f64 run about as long,
# once per WORK.
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
mkdir -p "$work/inputs64"
inputs=() inputs64=()
for file in "$data"/arg*.npy; do
  inputs+=(--input "$file")
  inputs64+=(--input "$work/inputs64/$(basename "$file")")
done
# The reference takes f64 where the model takes f32 (the same values).
python3 - "$root/scripts" "$work/inputs64" "$data"/arg*.npy <<'PY'
import ast, os, re, shutil, sys
sys.path.insert(0, sys.argv[1])
from measure_error import read_npy, write_npy
for path in sys.argv[3:]:
    copy = os.path.join(sys.argv[2], os.path.basename(path))
    with open(path, "rb") as f:
        header = f.read(256).decode("latin-1")
    if "'<f4'" in header:
        shape = ast.literal_eval(re.search(r"'shape': (\([^)]*\))", header).group(1))
        write_npy(copy, read_npy(path), shape, "f64")
    else:
        shutil.copyfile(path, copy)
PY
# Kept in WORK: a second run (other candidates) reuses it.
if [ ! -f "$work/$model-f64.out/out0.npy" ]; then
  "$bin/mpopt-opt" "$root/bench/models/$model.mlir" --mpopt-widen-floats \
      -o "$work/$model-f64.mlir"
  "$bin/mpopt-compile" "$work/$model-f64.mlir" --target=cpu \
      -o "$work/$model-f64.so"
  "$bin/mpopt-run" "$work/$model-f64.so" "${inputs64[@]}" \
      --output-dir "$work/$model-f64.out" > /dev/null
fi
report() { echo "report=$work/$model-$1.report.json"; }
budget_name="budget-$budget${TAG:+-$TAG}"
declare -A pipelines=(
  [exact]="mpopt-pipeline{$target policy=budget error-budget=1 candidate=as-written calibration=$calibration $(report exact)}"
  [$budget_name]="mpopt-pipeline{$target policy=budget error-budget=$budget ${OPTIONS:+$OPTIONS }calibration=$calibration $(report "$budget_name")}")
variants=()
for variant in ${VARIANTS-exact budget}; do
  variants+=("${variant/#budget/$budget_name}")
done
for candidate in ${CANDIDATES-amp amp-f16}; do
  pipelines[$candidate]="mpopt-pipeline{$target policy=budget error-budget=1 candidate=$candidate calibration=$calibration $(report "$candidate")}"
  variants+=("$candidate")
done
for variant in "${variants[@]}"; do
  "$bin/mpopt-compile" "$root/bench/models/$model.mlir" --target=cpu \
      --parameters="0-$last" --pipeline="${pipelines[$variant]}" \
      -o "$work/$model-$variant.so" --mlir-print-op-on-diagnostic=false
  rm -rf "$work/$model-$variant.out"
  "$bin/mpopt-run" "$work/$model-$variant.so" "${inputs[@]}" \
      --output-dir "$work/$model-$variant.out" > /dev/null
  python3 - "$root/scripts" "$work/$model-$variant" "$work/$model-f64.out" \
      "$model $variant" <<'PY'
import json, os, sys
sys.path.insert(0, sys.argv[1])
from measure_error import max_norm_error, read_npy
stem, reference, name = sys.argv[2:]
measured = max_norm_error(read_npy(stem + ".out/out0.npy"),
                          read_npy(os.path.join(reference, "out0.npy")))
f = json.load(open(stem + ".report.json"))["functions"][0]
print(f"{name}: {f.get('choice', f['policy']).split(':')[0]}, predicted "
      f"{f['predicted_error']['after']:.3g} ({f['predicted_time_us']['after']} us),"
      f" measured {measured:.3g} against f64")
PY
done
