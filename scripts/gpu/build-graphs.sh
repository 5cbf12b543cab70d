#!/bin/bash
# Builds, on the development machine, what scripts/gpu/run-graphs.sh runs on
# the GPU: test/Models/gpt2-autocast.mlir through the exact pipeline
# (attention, norms, GEMMs, fused elementwise kernels) and
# scripts/gpu/padded-rows.mlir (a product whose result rows are not 16-byte
# aligned), for the GPU, and the latter for the CPU too.
#
#   bash scripts/gpu/build-graphs.sh BUILD_DIR OUT_DIR [CHIP]
set -euo pipefail
bin="$1/bin"
out="$2"
chip="${3:-sm_90a}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$out"
mkdir -p "$out"
for program in "$root/test/Models/gpt2-autocast.mlir" \
               "$root/scripts/gpu/padded-rows.mlir"; do
  name="$(basename "$program" .mlir)"
  "$bin/mpopt-compile" "$program" --pipeline=mpopt-pipeline --target=cuda \
      --chip="$chip" -o "$out/$name.so"
  "$bin/mpopt-compile" "$program" --pipeline=mpopt-pipeline --target=cpu \
      -o "$out/$name-cpu.so"
done
rm "$out/gpt2-autocast-cpu.so" "$out/gpt2-autocast-cpu.json"
cp "$root"/test/Models/gpt2.input_ids.npy \
   "$root"/test/Models/gpt2.attention_mask.npy "$out/"
