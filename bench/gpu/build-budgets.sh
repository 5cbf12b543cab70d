#!/bin/bash
# Builds, here, the real-size models of bench/models for the budget against
# AMP comparison of bench/RESULTS.md (issue 33): for each MODEL, with its
# weights prepared once (--parameters, all but the token ids and mask),
#   MODEL-amp-prepared          mpopt-autocast, then the exact pipeline
#   MODEL-amp-narrow-prepared   the same returning its bf16 result as bf16
#                               (narrow-results=true, as PyTorch's autocast
#                               returns the last linear layer's result)
#   MODEL-budget-prepared       policy=budget error-budget=$BUDGET
#   MODEL-budget-sS-prepared    the same, the error model's predictions
#                               taken times S (a calibration file holding
#                               only "error_scale": S), for each S of SCALES
#   MODEL-CANDIDATE-sS-prepared each candidate program of CANDIDATES (amp,
#                               greedy, amp+greedy, all-16-bit: the
#                               assigner's candidate=), whatever the
#                               budget, at the first scale S of SCALES, to
#                               measure the candidates the assigner ranks
# into OUT as LIB.so.gz + LIB.json, with each budget build's precision
# report (LIB.report.json), for bench/gpu/run-models.sh OUT on the GPU
# machine: the fastest build whose measured error is within the budget is
# the measured refinement's choice (scripts/refine_budget.py does the same
# on the CPU with calibration inputs).
#
# CALIBRATIONS=DIR takes DIR/MODEL.json (scripts/calibrate.py's file for
# MODEL, e.g. measured on the CPU with bench/gpu/models.py's weights) as
# the budget builds' calibration: ranges for f16 and FP8, and the scaled
# builds' files are it with "error_scale": S added.
#
# VARIANTS (default "amp amp-narrow budget scaled") picks the first four
# kinds. OPTIONS adds pipeline options to the budget builds (e.g.
# "allow-fp8=true fp8-scaling=calibrated"), TAG a word after "budget" in
# their names (MODEL-budget-TAG-sS-prepared). The cost model is TARGET_FILE's (default targets/h100.target, measured
# on mpopt's own build), else the built-in TARGET's (TARGET_FILE= empty).
#
#   BUDGET=1e-2 SCALES="0.3 0.1 0.03" CANDIDATES="amp greedy" \
#       bash bench/gpu/build-budgets.sh BUILD_DIR OUT MODEL...
set -euo pipefail
bin="$1/bin"
out="$2"
shift 2
root="$(cd "$(dirname "$0")/../.." && pwd)"
budget="${BUDGET:-1e-2}"
target="target=${TARGET:-h100}"
target_file="${TARGET_FILE-$root/targets/h100.target}"
[ -z "$target_file" ] || target="target-file=$target_file"
scales="${SCALES:-0.3 0.1 0.03}"
variants=" ${VARIANTS:-amp amp-narrow budget scaled} "
want() { [[ "$variants" == *" $1 "* ]]; }
mkdir -p "$out"
for model in "$@"; do
  src="$root/bench/models/$model.mlir"
  last=$(( $(python3 -c "import json, sys
print(len(json.load(open(sys.argv[1]))['arguments']))" \
      "$root/bench/models/$model.json") - 3 ))
  # The calibration files name the program's value count: the pipeline's
  # calibrate= map says it.
  "$bin/mpopt-opt" "$src" --mpopt-pipeline="calibrate=$out/$model.map.json" \
      -o /dev/null
  count=$(python3 -c "import json, sys
print(json.load(open(sys.argv[1]))['count'])" "$out/$model.map.json")
  entry=$(python3 -c "import json, sys
print(json.load(open(sys.argv[1]))['function'])" "$out/$model.map.json")
  build() {
    local name="$1" pipeline="$2"
    "$bin/mpopt-compile" "$src" --target=cuda --chip=sm_90a \
        --pipeline="$pipeline" --parameters="0-$last" \
        -o "$out/$name.so" --mlir-print-op-on-diagnostic=false
    gzip -f "$out/$name.so"
  }
  want amp && build "$model-amp-prepared" \
      "func.func(mpopt-autocast),mpopt-pipeline{$target}"
  want amp-narrow && build "$model-amp-narrow-prepared" \
      "func.func(mpopt-autocast),mpopt-pipeline{$target narrow-results=true}"
  measured="${CALIBRATIONS:+$CALIBRATIONS/$model.json}"
  options="${OPTIONS:+$OPTIONS }"
  budget_name="$model-budget${TAG:+-$TAG}"
  want budget && build "$budget_name-prepared" \
      "mpopt-pipeline{$target policy=budget error-budget=$budget $options${measured:+calibration=$measured }report=$out/$budget_name-prepared.report.json}"
  for scale in $scales; do
    calibration="$out/$model-s$scale.calibration.json"
    if [ -n "$measured" ]; then
      python3 -c "import json, sys
c = json.load(open(sys.argv[1]))
c['error_scale'] = float(sys.argv[2])
json.dump(c, open(sys.argv[3], 'w'))" "$measured" "$scale" "$calibration"
    else
      printf '{"format": "mpopt-calibration-1", "function": "%s", "values": %s, "samples": 0, "error_scale": %s, "entries": []}\n' \
          "$entry" "$count" "$scale" > "$calibration"
    fi
    want scaled && build "$budget_name-s$scale-prepared" \
        "mpopt-pipeline{$target policy=budget error-budget=$budget ${options}calibration=$calibration report=$out/$budget_name-s$scale-prepared.report.json}"
  done
  scale="${scales%% *}"
  for candidate in ${CANDIDATES:-}; do
    name="$model-$candidate-s$scale-prepared"
    build "$name" \
        "mpopt-pipeline{$target policy=budget error-budget=$budget ${options}calibration=$out/$model-s$scale.calibration.json candidate=$candidate report=$out/$name.report.json}"
  done
done
