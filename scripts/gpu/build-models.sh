#!/bin/bash
# Builds, on the development machine, every model of test/Models for the
# GPU and the CPU, so that scripts/gpu/run-models.sh can run them on the
# H200 and compare each GPU build with the CPU build of the same program:
#   NAME.cuda.so     the export as it is
#   NAME.exact.so    after mpopt-pipeline (policy=exact)
#   NAME.budget.so   after mpopt-pipeline{policy=budget error-budget=1e-2}
#   NAME.cpu.so      the export for the CPU (make check proves the exact
#                    pipeline's CPU build bit-identical to it)
# The libraries hold the weights: they travel packed (gzip), as
# OUT_DIR/libs.tar.gz, beside the language models' token ids and masks.
#
#   bash scripts/gpu/build-models.sh BUILD_DIR OUT_DIR [CHIP] [MODEL...]
#
# VARIANTS="exact" (a subset of "cuda exact budget") builds fewer GPU
# libraries; scripts/gpu/run-models.sh then runs those.
set -euo pipefail
bin="$1/bin"
out="$2"
chip="${3:-sm_90a}"
shift $(( $# < 3 ? $# : 3 ))
root="$(cd "$(dirname "$0")/../.." && pwd)"
models=("$@")
if [ ${#models[@]} -eq 0 ]; then
  for file in "$root"/test/Models/*.mlir; do
    models+=("$(basename "$file" .mlir)")
  done
fi
rm -rf "$out"
mkdir -p "$out/libs"
declare -A pipelines=([cuda]="" [exact]="mpopt-pipeline"
                      [budget]="mpopt-pipeline{policy=budget error-budget=1e-2}")
# TOSA exports go through MLIR's tosa-to-linalg passes first (as
# scripts/measure_error.py's TOSA_TO_LINALG).
tosa="func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize"
for model in "${models[@]}"; do
  src="$root/test/Models/$model.mlir"
  first=""
  [[ "$model" == *-tosa ]] && first="$tosa"
  for variant in ${VARIANTS:-cuda exact budget}; do
    "$bin/mpopt-compile" "$src" --target=cuda --chip="$chip" \
        --pipeline="$first${first:+${pipelines[$variant]:+,}}${pipelines[$variant]}" \
        -o "$out/libs/$model.$variant.so" \
        --mlir-print-op-on-diagnostic=false 2>> "$out/build.log"
  done
  "$bin/mpopt-compile" "$src" --target=cpu --pipeline="$first" \
      -o "$out/libs/$model.cpu.so" 2>> "$out/build.log"
  echo "$model" >> "$out/models.txt"
done
cp "$root"/test/Models/*.npy "$out/"
tar -C "$out" -czf "$out/libs.tar.gz" libs
rm -rf "$out/libs"
