#!/bin/bash
# Runs, on the GPU machine, each NAME.cuda.so of DIR and its NAME.cpu.so on
# the same generated inputs and prints the max-norm relative difference of
# their results (the GPU sums in another order; bit equality is not
# expected where sums are involved).
#
#   bash scripts/gpu/run-compare.sh DIR RESULTS_DIR
set -uo pipefail
dir="$1"
results="$2"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
run="$build/bin/mpopt-run"
status=0
for gpu in "$dir"/*.cuda.so; do
  name="$(basename "$gpu" .cuda.so)"
  for target in cuda cpu; do
    mkdir -p "$results/$name.$target"
    "$run" "$dir/$name.$target.so" --dist normal --seed 1 \
        --output-dir "$results/$name.$target" > "$results/$name.$target.log" 2>&1 ||
      { echo "$name: $target run failed"; tail -3 "$results/$name.$target.log"; status=1; }
  done
  python3 - "$results/$name" "$name" <<'PY'
import glob, os, sys
sys.path.insert(0, "scripts")
from measure_error import read_npy, max_norm_error
base, name = sys.argv[1], sys.argv[2]
worst = 0.0
for path in sorted(glob.glob(base + ".cpu/out*.npy")):
    gpu = read_npy(base + ".cuda/" + os.path.basename(path))
    worst = max(worst, max_norm_error(gpu, read_npy(path)))
print(f"{name}: GPU vs CPU max-norm relative difference {worst:.2e}")
PY
done
exit $status
