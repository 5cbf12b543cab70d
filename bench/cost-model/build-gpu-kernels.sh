#!/bin/bash
# Builds, here, what bench/cost-model/run-gpu-kernels.sh times on the GPU:
# the programs of gpu-kernels.py as GPU libraries for the H100 (sm_90a),
# with the cost model's predictions, into OUT (.device/costmodel, about 8
# MiB: carry it). About 45 s on two cores.
#
#   bash bench/cost-model/build-gpu-kernels.sh [BUILD_DIR] [OUT]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
out="${2:-$root/.device/costmodel}"
rm -rf "$out"
python3 "$root/bench/cost-model/gpu-kernels.py" build --bin "$build/bin" \
    --out "$out"
