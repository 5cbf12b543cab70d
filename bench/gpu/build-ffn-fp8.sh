#!/bin/bash
# Builds, here, the FP8 comparison of bench/RESULTS.md (issue 33): the MLP
# block of examples/mlp at LLaMA-7B's FFN size (8192 tokens x 4096 x 11008),
# weights and norm parameters prepared once: exact (f32, the reference),
# and under error-budget=5e-2 without FP8, with FP8 and dynamic scales, with FP8 and static scales (the
# caller's; mpopt-run passes each scale's initial value), and with FP8 and
# scales from a calibration (VARIANTS=fp8-calibrated CALIBRATION=FILE:
# bench/gpu/calibrate-on-gpu.sh's file for the FFN); and the small
# static-scale program of test/Integration/fp8-static-scales.test for the
# GPU and the CPU (the GPU build against the CPU build of the same program).
#
#   bash bench/gpu/build-ffn-fp8.sh BUILD_DIR OUT
set -euo pipefail
bin="$1/bin"
out="$2"
root="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$out"
sed -e 's/4096/11008/g' -e 's/1024/4096/g' "$root/examples/mlp/input.mlir" \
    > "$out/ffn.mlir"
declare -A options=([exact]="policy=exact" [bf16]="policy=budget"
                    [fp8]="policy=budget allow-fp8=true"
                    [fp8-static]="policy=budget allow-fp8=true fp8-scaling=static"
                    [fp8-calibrated]="policy=budget allow-fp8=true fp8-scaling=calibrated calibration=${CALIBRATION:-}")
for variant in ${VARIANTS:-exact bf16 fp8 fp8-static}; do
  "$bin/mpopt-compile" "$out/ffn.mlir" --target=cuda --chip=sm_90a \
      --parameters=1-4 -o "$out/ffn-$variant.so" \
      --pipeline="mpopt-pipeline{target=h100 error-budget=5e-2 ${options[$variant]} report=$out/ffn-$variant.report.json}"
done
# The static-scale test program, for the GPU and the CPU.
sed -n '/^\/\/--- fast-fp8.target/,/^\/\/--- mm.mlir/p' \
    "$root/test/Integration/fp8-static-scales.test" | sed '1d;$d' \
    > "$out/fast-fp8.target"
sed -n '/^\/\/--- mm.mlir/,$p' "$root/test/Integration/fp8-static-scales.test" \
    | sed '1d' > "$out/mm.mlir"
"$bin/mpopt-opt" "$out/mm.mlir" --mpopt-pipeline="policy=budget error-budget=0.5 allow-fp8=true fp8-scaling=static target-file=$out/fast-fp8.target" \
    -o "$out/mm-static.mlir"
"$bin/mpopt-compile" "$out/mm-static.mlir" --target=cuda --chip=sm_90a \
    -o "$out/mm-static-gpu.so"
"$bin/mpopt-compile" "$out/mm-static.mlir" --target=cpu -o "$out/mm-static-cpu.so"
