#!/bin/bash
# Builds, on the development machine, a GPU benchmark of docs/design.md
# section 7 for the H200, in the variants compared there, each also at 256
# rows for the GPU and the CPU to compare results:
#   mlp (examples/mlp, M=8192, H=1024, FF=4096):
#     f32    the f32 program as written (matmuls raised: cuBLASLt in f32)
#     amp    mpopt-autocast's output compiled as is (casts as kernels)
#     mpopt  mpopt-pipeline{policy=budget error-budget=1e-2}
#     fp8    mpopt-pipeline{policy=budget error-budget=0.2 allow-fp8=true}
#     fp8-calibrated  the same with fp8-scaling=calibrated, when
#            CALIBRATION names scripts/calibrate.py's file of the example
#   residual-layernorm (examples/residual-layernorm, M=32768, H=1024, bf16
#   storage, an f32 island as AMP runs it):
#     amp          the program as written
#     mpopt-exact  mpopt-pipeline (policy=exact: bit-identical results)
#     mpopt        mpopt-pipeline{policy=budget error-budget=1e-2}
#
#   bash bench/gpu/build.sh WORKLOAD BUILD_DIR OUT_DIR
set -euo pipefail
workload="$1"
bin="$2/bin"
out="$3"
root="$(cd "$(dirname "$0")/../.." && pwd)"
declare -A pipelines
case "$workload" in
  mlp)
    rows=8192
    variants="f32 amp mpopt fp8"
    pipelines[f32]="func.func(mpopt-raise,mpopt-lower-to-linalg)"
    pipelines[amp]="func.func(mpopt-autocast,mpopt-import-casts,mpopt-raise,mpopt-lower-to-linalg,mpopt-export-casts)"
    pipelines[mpopt]="mpopt-pipeline{policy=budget error-budget=1e-2}"
    pipelines[fp8]="mpopt-pipeline{policy=budget error-budget=0.2 allow-fp8=true}"
    if [ -n "${CALIBRATION:-}" ]; then
      variants="$variants fp8-calibrated"
      pipelines[fp8-calibrated]="mpopt-pipeline{policy=budget error-budget=0.2 allow-fp8=true fp8-scaling=calibrated calibration=$CALIBRATION}"
    fi ;;
  residual-layernorm)
    rows=32768
    variants="amp mpopt-exact mpopt"
    pipelines[amp]=""
    pipelines[mpopt-exact]="mpopt-pipeline"
    pipelines[mpopt]="mpopt-pipeline{policy=budget error-budget=1e-2}" ;;
  *) echo "unknown workload $workload (mlp, residual-layernorm)"; exit 1 ;;
esac
src="$root/examples/$workload/input.mlir"
rm -rf "$out"
mkdir -p "$out"
echo "$variants" > "$out/variants"
for variant in $variants; do
  # The variant's program at 256 rows is the full one's, rows replaced
  # (the pipeline, run on 256 rows, could choose otherwise: FP8 would not
  # pay there).
  if [ -n "${pipelines[$variant]}" ]; then
    "$bin/mpopt-opt" "$src" -o "$out/$variant.mlir" \
        --pass-pipeline="builtin.module(${pipelines[$variant]})"
  else
    cp "$src" "$out/$variant.mlir"
  fi
  sed -e "s/${rows}x/256x/g" -e "s/tensor<${rows}xf32>/tensor<256xf32>/g" \
      "$out/$variant.mlir" > "$out/$variant-small.mlir"
  "$bin/mpopt-compile" "$out/$variant.mlir" --target=cuda --chip=sm_90a \
      -o "$out/$variant.so" --emit-ptx="$out/$variant.ptx"
  "$bin/mpopt-compile" "$out/$variant-small.mlir" --target=cuda --chip=sm_90a \
      -o "$out/$variant-small.so"
  "$bin/mpopt-compile" "$out/$variant-small.mlir" --target=cpu \
      -o "$out/$variant-small-cpu.so"
  echo "$variant: $(grep -c '\.entry' "$out/$variant.ptx") kernels," \
       "$(nm -D "$out/$variant.so" | grep -c ' U mpoptMatmul') uses cuBLASLt"
done
