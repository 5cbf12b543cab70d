#!/bin/bash
# Builds, on the development machine (MLIR, no GPU), the elementwise op
# coverage check (docs/numerics.md, "GPU elementwise ops"):
# scripts/gpu/ops.py writes one program per input signature (every
# elementwise math/arith op form, one kernel each), its inputs and
# ops.json (output index -> op form); each program is compiled for the GPU
# and for the CPU. Set EMIT_PTX=1 to keep each program's PTX (gpu.ptx).
#
#   bash scripts/gpu/build-ops.sh BUILD_DIR OUT_DIR [CHIP]
#
# OUT_DIR (ignored by git, e.g. .device/ops) then travels to the GPU
# machine with the runtime sources; scripts/gpu/run-ops.sh runs it there.
set -euo pipefail
bin="$1/bin"
out="$2"
chip="${3:-sm_90a}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$out"
python3 "$root/scripts/gpu/ops.py" generate "$out"
for dir in "$out"/*/; do
  dir="${dir%/}"
  ptx=()
  if [ -n "${EMIT_PTX:-}" ]; then ptx=(--emit-ptx="$dir/gpu.ptx"); fi
  "$bin/mpopt-compile" "$dir/program.mlir" --target=cuda --chip="$chip" \
      -o "$dir/gpu.so" "${ptx[@]}"
  "$bin/mpopt-compile" "$dir/program.mlir" --target=cpu -o "$dir/cpu.so"
done
du -sh "$out"
