#!/bin/bash
# Runs, on the GPU machine, what scripts/gpu/build-ops.sh built: builds the
# runtime, runs each program's GPU library and its CPU build on the same
# inputs, and compares every output with `scripts/gpu/ops.py compare`: one
# row per op form (max ulp, elements that differ, NaN mismatches, the
# worst input); exit status 1 when a form exceeds its bound (BOUNDS in
# ops.py: 0 for exact ops) or a run fails. The table is RESULTS_DIR/ops.txt,
# per-form details RESULTS_DIR/ops-results.json, the measured bounds to
# paste into BOUNDS RESULTS_DIR/measured-bounds.txt. The raw outputs (several
# MB) are deleted after the comparison; KEEP_OUTPUTS=1 keeps them.
#
#   bash scripts/gpu/run-ops.sh OPS_DIR RESULTS_DIR [--reference-cpu]
#
# --reference-cpu runs the CPU library in the GPU's place (no GPU needed):
# every step runs, and every form must agree to 0 ulp.
set -uo pipefail
ops="$1"
results="$2"
mode="${3:-}"
case "$mode" in
  ""|--reference-cpu) ;;
  *) echo "run-ops.sh: unknown option $mode" >&2; exit 2 ;;
esac
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" ||
  exit 1
run="$build/bin/mpopt-run"
gpu=gpu.so
if [ -n "$mode" ]; then
  gpu=cpu.so
else
  nvidia-smi --query-gpu=name,driver_version,compute_cap \
      --format=csv,noheader | tee "$results/gpu.txt"
fi
status=0
for dir in "$ops"/*/; do
  name="$(basename "$dir")"
  inputs=()
  for file in "$dir"in*.npy; do  # in0 .. in3: the glob's order is theirs
    inputs+=(--input "$file")
  done
  for side in gpu cpu; do
    library="$dir$gpu"
    [ $side = cpu ] && library="${dir}cpu.so"
    rm -rf "${results:?}/$name/$side"
    mkdir -p "$results/$name/$side"
    log="$results/$name/$side.log"
    "$run" "$library" "${inputs[@]}" --output-dir "$results/$name/$side" \
        > "$log" 2>&1 ||
      { echo "$name: $side run failed"; tail -3 "$log"; status=1; }
  done
done
python3 scripts/gpu/ops.py compare "$ops" "$results" ${mode:+"$mode"} ||
  status=1
[ -n "${KEEP_OUTPUTS:-}" ] ||
  rm -rf "${results:?}"/*/cpu "${results:?}"/*/gpu
exit $status
