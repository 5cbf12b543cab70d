#!/bin/bash
# Runs, on the GPU machine, GPU builds of the dynamic-batch exports
# (test/Models/mlpdyn-*.mlir) at several batches from one library each:
# against the CPU build of the same program (max-norm relative), and timed
# (median of back-to-back calls). DIR holds NAME-gpu*.so and NAME-cpu.so
# (mpopt-compile --target=cuda / --target=cpu); a NAME-gpu-TAG.so is
# another compiler's build of the same program, timed beside it.
#
#   bash bench/gpu/dynamic-rows.sh DIR "3 1000 65536"
set -uo pipefail
dir="$1"
sizes="$2"
run="${MPOPT_RUN:-$(bash scripts/gpu/build-runtime.sh /tmp/dynamic-rows-runtime.log)/bin/mpopt-run}"
for gpu in "$dir"/*-gpu*.so; do
  name="$(basename "$gpu" .so)"
  cpu="$dir/${name%%-gpu*}-cpu.so"
  for size in $sizes; do
    echo "== $name batch $size"
    "$run" "$gpu" --dist normal --seed 1 --dynamic-size "$size" \
        --compare "$cpu" --tolerance maxrel=1e-5 2>&1 | grep "output0\|agree\|differ\|error"
    "$run" "$gpu" --dist normal --seed 1 --dynamic-size "$size" \
        --iterations 50 --warmup 5 2>&1 | grep "^time:\|^graph:\|error"
    "$run" "$gpu" --dist normal --seed 1 --dynamic-size "$size" \
        --graphs off --profile 2>&1 | awk '/^profile/ {on = 1} on'
  done
done
