#!/usr/bin/env bash
# Runs the mpopt pipeline on the example and prints what it did to the casts.
# Usage: scripts/demo.sh BUILD_DIR
set -euo pipefail

build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
example=examples/mlp-autocast/input.mlir
out="$build/demo"
mkdir -p "$out"

echo "mpopt demo: $example"
echo "  a transformer MLP block as a per-op autocast rewrite emits it"
echo
for policy in exact excess-precision; do
  result="$out/mlp-autocast.$policy.mlir"
  echo "== mpopt-opt --mpopt-pipeline=\"policy=$policy cast-report=true\""
  "$build/bin/mpopt-opt" "$root/$example" \
      --mpopt-pipeline="policy=$policy cast-report=true" -o "$result" 2>&1 |
    sed 's/^/   /'
  echo "   optimized IR (upstream dialects only): $result"
  echo
done

# The same block written in f32, precisions chosen for the H200 within an
# error budget (docs/assign-precision.md).
f32_example=examples/mlp/input.mlir
report="$out/mlp.precision.json"
echo "== $f32_example: mpopt-opt --mpopt-pipeline=\"target=h200 policy=budget error-budget=1e-2\""
"$build/bin/mpopt-opt" "$root/$f32_example" \
    --mpopt-pipeline="target=h200 policy=budget error-budget=1e-2" \
    --mpopt-report="$report" --mpopt-report-dot="$out/mlp.precision.dot" \
    -o "$out/mlp.budget.mlir"
python3 - "$report" <<'PY'
import json
import sys
function = json.load(open(sys.argv[1]))["functions"][0]
time, error = function["predicted_time_us"], function["predicted_error"]
print(f"   predicted H200 time {time['before']:g} -> {time['after']:g} us, "
      f"predicted error {error['after']:.2g} (budget "
      f"{function['error_budget']:g})")
for op in function["ops"]:
    if op["time_us_before"] > 5:
        print(f"   {op['op']:<15} {op['storage']:>5} / {op['compute']:<5} "
              f"{op['time_us_before']:>7g} -> {op['time_us_after']:<6g} us  "
              f"{op['reason']}")
PY
echo "   report: $report (Graphviz: $out/mlp.precision.dot)"
