#!/bin/bash
# Runs on the H200 (device tool) what bench/gpu/build.sh built, and the
# PyTorch baselines, in one call:
#
#   bash bench/gpu/run.sh WORKLOAD ARTIFACTS $OUT    # carry ARTIFACTS
#
# Correctness: each variant at 256 rows on the GPU against its CPU build on
# the same inputs (max-norm relative error; summation order differs).
# Time: median of 50 calls between CUDA events, full size, and one more
# call with every kernel timed (--profile). BASELINES=0 leaves out the
# PyTorch baselines.
set -uo pipefail
workload="$1"
artifacts="$2"
results="$3"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
run="$build/bin/mpopt-run"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for variant in $(cat "$artifacts/variants"); do
  mkdir -p "$results/$variant-gpu" "$results/$variant-cpu"
  "$run" "$artifacts/$variant-small.so" --dist normal --seed 1 \
      --output-dir "$results/$variant-gpu" > "$results/$variant-small.log" 2>&1
  "$run" "$artifacts/$variant-small-cpu.so" --dist normal --seed 1 \
      --output-dir "$results/$variant-cpu" >> "$results/$variant-small.log" 2>&1
  python3 - "$results/$variant-gpu/out0.npy" "$results/$variant-cpu/out0.npy" "$variant" <<'PY'
import sys
sys.path.insert(0, "scripts")
from measure_error import read_npy, max_norm_error
gpu, cpu = read_npy(sys.argv[1]), read_npy(sys.argv[2])
print(f"{sys.argv[3]}: GPU vs CPU at 256 rows: max-norm relative difference "
      f"{max_norm_error(gpu, cpu):.2e}")
PY
  "$run" "$artifacts/$variant.so" --dist normal --seed 1 --iterations 50 --profile \
      --warmup 5 > "$results/$variant.log" 2>&1
  echo "mpopt $variant: $(grep "time:\|latency:" "$results/$variant.log" || tail -3 "$results/$variant.log")"
  sed -n "/^profile/,\$p" "$results/$variant.log"
done
[ "${BASELINES:-1}" = 0 ] || python3 bench/gpu/torch_baselines.py --workload "$workload" --profile 2>&1 \
    | grep -v -i warn
