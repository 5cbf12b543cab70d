#!/bin/bash
# Builds, on the development machine, the MLP block benchmark of
# DESIGN.md section 7 (M=8192, H=1024, FF=4096; examples/mlp) for the H200:
#   f32:   the f32 program as written (matmuls raised, so they run on
#          cuBLASLt in f32)
#   amp:   mpopt-autocast's output compiled as is (the AMP baseline: the
#          casts are kernels of their own)
#   mpopt: mpopt-pipeline{policy=budget error-budget=1e-2} (bf16 matmuls
#          with f32 accumulation, casts fused)
# and each at M=256 for the CPU and the GPU, to compare results.
#
#   bash bench/mlp/build.sh BUILD_DIR OUT_DIR
set -euo pipefail
bin="$1/bin"
out="$2"
src="$(dirname "$0")/../../examples/mlp/input.mlir"
rm -rf "$out"
mkdir -p "$out"
sed -e 's/8192x/256x/g' -e 's/tensor<8192xf32>/tensor<256xf32>/g' "$src" \
    > "$out/mlp-small.mlir"
declare -A pipelines=(
  [f32]="func.func(mpopt-raise,mpopt-lower-to-linalg)"
  [amp]="func.func(mpopt-autocast,mpopt-import-casts,mpopt-raise,mpopt-lower-to-linalg,mpopt-export-casts)"
  [mpopt]="mpopt-pipeline{policy=budget error-budget=1e-2}"
)
for variant in f32 amp mpopt; do
  pipeline="${pipelines[$variant]}"
  "$bin/mpopt-compile" "$src" --target=cuda --chip=sm_90a \
      --pipeline="$pipeline" -o "$out/$variant.so" --emit-ptx="$out/$variant.ptx"
  "$bin/mpopt-compile" "$out/mlp-small.mlir" --target=cuda --chip=sm_90a \
      --pipeline="$pipeline" -o "$out/$variant-small.so"
  "$bin/mpopt-compile" "$out/mlp-small.mlir" --target=cpu \
      --pipeline="$pipeline" -o "$out/$variant-small-cpu.so"
  echo "$variant: $(grep -c '\.entry' "$out/$variant.ptx") kernels," \
       "$(nm -D "$out/$variant.so" | grep -c ' U mpoptMatmul') uses cuBLASLt"
done
