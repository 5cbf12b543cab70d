#!/bin/bash
# Runs, on the GPU machine, what scripts/gpu/build-checks.sh built: builds
# the runtime (CMake and a C++ compiler; the CUDA driver is opened at run
# time), then runs each GPU library and its CPU build on the same inputs
# and compares every output bit for bit (NaNs compare equal whatever their
# payload, docs/numerics.md).
#
#   bash scripts/gpu/run-checks.sh CHECKS_DIR RESULTS_DIR
set -uo pipefail
checks="$1"
results="$2"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
run="$build/bin/mpopt-run"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader \
    | tee "$results/gpu.txt"
status=0
for dir in "$checks"/casts-* "$checks"/mixed-formats; do
  name="$(basename "$dir")"
  if "$run" "$dir/gpu.so" --input "$dir/in0.npy" --compare "$dir/cpu.so" \
      --iterations 5 > "$results/$name.txt" 2>&1; then
    echo "$name: $(grep -c ' 0 of ' "$results/$name.txt") outputs, all agree; $(grep 'time:' "$results/$name.txt")"
  else
    status=1
    echo "$name: FAILED"
    grep -v ' 0 of ' "$results/$name.txt" | head -20
  fi
done
# The norms sum rows in another order on the GPU: within 1 ulp in bf16
# and 64 ulp in f32 (what the f32 statistics' rounding may move). Where
# LayerNorm's gamma * y + beta cancels, a ulp bound means nothing: there
# the bound is absolute, 1e-5 (a few f32 ulp of the largest terms, up to
# about 20 on these inputs). Normal inputs, and specials (NaN, infinities,
# denormals, large values). GroupNorm's f32 result as LayerNorm's. A sum of 65536 f32 to a scalar: within 1e-6 of
# the largest (maxrel); found_inf exactly.
declare -A bounds=([layer_norm_bf16]="ulp=1,abs=1e-5"
                   [layer_norm_f32]="ulp=64,abs=1e-5"
                   [rms_softmax_bf16]="ulp=1" [rms_softmax_f32]="ulp=64"
                   [group_norm]="ulp=64,abs=1e-5" [to_scalar]="maxrel=1e-6")
for entry in layer_norm_bf16 layer_norm_f32 rms_softmax_bf16 rms_softmax_f32 \
    group_norm to_scalar; do
  dir="$checks/norms-$entry"
  for dist in normal special; do
    name="norms-$entry-$dist"
    if "$run" "$dir/gpu.so" --dist $dist --seed 1 --compare "$dir/cpu.so" \
        --tolerance "${bounds[$entry]}" --max-mismatches 3 \
        > "$results/$name.txt" 2>&1; then
      echo "$name: within ${bounds[$entry]}:"
    else
      status=1
      echo "$name: FAILED"
    fi
    grep "differ\|mismatch" "$results/$name.txt" | head -6
  done
done
exit $status
