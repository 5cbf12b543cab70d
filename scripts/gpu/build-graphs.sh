#!/bin/bash
# Builds, on the development machine, what scripts/gpu/run-graphs.sh runs on
# the GPU: test/Models/gpt2-autocast.mlir through the exact pipeline
# (attention, norms, GEMMs, fused elementwise kernels) and
# scripts/gpu/padded-rows.mlir (a product whose result rows are not 16-byte
# aligned), for the GPU, and the latter for the CPU too, and for the GPU
# with its weight a parameter (the result returned in padded rows).
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
# The same head with its weight a parameter: the entry returns the logits
# in rows padded to 16 bytes (mpopt-gpu-pad-result-rows, row_stride).
"$bin/mpopt-compile" "$root/scripts/gpu/padded-rows.mlir" \
    --pipeline=mpopt-pipeline --target=cuda --chip="$chip" --parameters=1 \
    -o "$out/padded-result.so"
grep -q '"row_stride": 1008' "$out/padded-result.json"
rm "$out/gpt2-autocast-cpu.so" "$out/gpt2-autocast-cpu.json"
cp "$root"/test/Models/gpt2.input_ids.npy \
   "$root"/test/Models/gpt2.attention_mask.npy "$out/"
