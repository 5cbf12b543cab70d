#!/bin/bash
# Runs, on the GPU machine, what scripts/gpu/build-graphs.sh built, with the
# runtime built there (scripts/gpu/build-runtime.sh, or MPOPT_RUN's):
#  - each GPU library with each call replayed as one CUDA graph (mpopt-run's
#    default) and with every kernel launched (--graphs off): the outputs
#    must be identical bit for bit (MPOPT_MATMUL_TUNING=0: the two processes
#    then take the same cuBLASLt algorithms, which timing could not promise);
#  - the product with unaligned result rows written directly and written
#    padded then copied (MPOPT_MATMUL_PADDED_ROWS=never / always): both
#    within one bf16 ulp (or 1e-3) of each other (other cuBLASLt
#    algorithms) and of the CPU build;
#  - the same product returned in padded rows (its weight a parameter):
#    within one ulp of the CPU build, and the same bits without the graph.
#
#   bash scripts/gpu/run-graphs.sh ARTIFACTS RESULTS
set -uo pipefail
in="$1"
results="$2"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
run="$build/bin/mpopt-run"
status=0
check() {  # NAME COMMAND...: prints NAME ok or NAME FAILED and the log
  local name="$1"
  shift
  if "$@" > "$results/$name.log" 2>&1; then
    echo "$name: ok ($(grep -h '^graph:' "$results/$name.log" | head -1))"
  else
    echo "$name: FAILED"
    tail -15 "$results/$name.log"
    status=1
  fi
}
gpt2=(--input "$in/gpt2.input_ids.npy" --input "$in/gpt2.attention_mask.npy")
check gpt2-nograph env MPOPT_MATMUL_TUNING=0 "$run" "$in/gpt2-autocast.so" "${gpt2[@]}" --graphs off \
    --output-dir "$results/gpt2-nograph"
check gpt2-graph env MPOPT_MATMUL_TUNING=0 "$run" "$in/gpt2-autocast.so" "${gpt2[@]}" --iterations 3 \
    --compare "$results/gpt2-nograph"
for rows in never always; do
  check "padded-rows-$rows" env MPOPT_MATMUL_PADDED_ROWS=$rows \
      "$run" "$in/padded-rows.so" --seed 1 --output-dir "$results/rows-$rows" \
      --compare "$in/padded-rows-cpu.so" --tolerance ulp=1,abs=1e-3
done
check padded-rows-always-vs-never "$run" "$in/padded-rows.so" --seed 1 \
    --graphs off --compare "$results/rows-never" --tolerance ulp=1,abs=1e-3
check padded-rows-graph env MPOPT_MATMUL_PADDED_ROWS=always MPOPT_MATMUL_TUNING=0 "$run" \
    "$in/padded-rows.so" --seed 1 --iterations 3 \
    --compare "$results/rows-always"
check padded-result "$run" "$in/padded-result.so" --seed 1 --iterations 3 \
    --output-dir "$results/padded-result" \
    --compare "$in/padded-rows-cpu.so" --tolerance ulp=1,abs=1e-3
check padded-result-nograph "$run" "$in/padded-result.so" --seed 1 \
    --graphs off --compare "$results/padded-result"
[ $status = 0 ] && echo "graphs: all agree"
exit $status
