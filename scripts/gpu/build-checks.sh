#!/bin/bash
# Builds, on the development machine (MLIR, no GPU), what the H200 checks
# run: for each cast source format, the cast program of
# test/Conversion/mpopt-expand-casts-exhaustive.test compiled for the GPU
# (--target=cuda) and for the CPU (the APFloat-checked bit arithmetic), and
# its inputs (every 8- and 16-bit pattern; f32 rounding ties, specials and
# random patterns); scripts/gpu/mixed-formats.mlir (f32 arithmetic
# between bf16 and f16 values) with every 16-bit pattern as input; and the
# norm and softmax kernels of scripts/gpu/norms.mlir.
#
#   bash scripts/gpu/build-checks.sh BUILD_DIR OUT_DIR [CHIP]
#
# OUT_DIR (ignored by git, e.g. .device/checks) then travels to the GPU
# machine with the runtime sources; scripts/gpu/run-checks.sh runs it there.
set -euo pipefail
bin="$1/bin"
out="$2"
chip="${3:-sm_90a}"
rm -rf "$out"
mkdir -p "$out"
for source in f8E4M3FN f8E5M2 bf16 f16 f32; do
  dir="$out/casts-$source"
  "$bin/mpopt-cast-reference" --source="$source" --dir "$dir"
  # The reference outputs stay here: the CPU build speaks for them (it
  # matches them bit for bit in make check) and is smaller to carry.
  rm -f "$dir"/out*.npy
  "$bin/mpopt-compile" "$dir/casts.mlir" --target=cuda --chip="$chip" \
      -o "$dir/gpu.so" --emit-ptx="$dir/gpu.ptx"
  "$bin/mpopt-compile" "$dir/casts.mlir" --target=cpu -o "$dir/cpu.so"
done
root="$(cd "$(dirname "$0")/../.." && pwd)"
dir="$out/mixed-formats"
mkdir -p "$dir"
python3 - "$dir/in0.npy" <<'EOF'
import struct, sys
header = "{'descr': '<i2', 'fortran_order': False, 'shape': (65536,), }"
header += " " * (63 - (10 + len(header)) % 64) + "\n"
with open(sys.argv[1], "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
    f.write(header.encode())
    f.write(struct.pack("<65536h", *range(-32768, 32768)))
EOF
for target in cuda cpu; do
  "$bin/mpopt-compile" "$root/scripts/gpu/mixed-formats.mlir" \
      --target=$target --chip="$chip" -o "$dir/${target/cuda/gpu}.so"
done
for entry in layer_norm_bf16 layer_norm_f32 rms_softmax_bf16 rms_softmax_f32 \
    group_norm to_scalar; do
  dir="$out/norms-$entry"
  mkdir -p "$dir"
  for target in cuda cpu; do
    "$bin/mpopt-compile" "$root/scripts/gpu/norms.mlir" --entry=$entry \
        --pipeline="func.func(mpopt-lower-to-linalg)" --target=$target \
        --chip="$chip" -o "$dir/${target/cuda/gpu}.so"
  done
done
du -sh "$out"
