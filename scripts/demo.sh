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
  echo "== mpopt-opt --mpopt-pipeline=\"policy=$policy report=true\""
  "$build/bin/mpopt-opt" "$root/$example" \
      --mpopt-pipeline="policy=$policy report=true" -o "$result" 2>&1 |
    sed 's/^/   /'
  echo "   optimized IR (upstream dialects only): $result"
  echo
done
