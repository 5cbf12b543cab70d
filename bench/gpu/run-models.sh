#!/bin/bash
# Runs, on the H200, the real-size mpopt builds of bench/models (bench/README,
# step 2, packed as LIBS/*.so.gz) on the inputs bench/gpu/models.py writes
# to DATA (it is run first when DATA has no reference), and prints for each
# library its times (median of back-to-back calls each between its own
# events, the mean of the batch between two events, one call from an idle
# GPU) twice: each call replayed as one CUDA graph (mpopt-run's default) and
# each call launching its kernels (--graphs off), whether the two gave the
# same output bit for bit, the kernels and library calls of one call
# (--profile) and its max-norm relative difference from PyTorch's f32
# output. MPOPT_MATMUL_TUNING=verbose (in the environment) logs the GEMM
# candidates' times:
#
#   bash bench/gpu/run-models.sh LIBS DATA RESULTS
#
# (MPOPT_RUN names an mpopt-run already built there: build-runtime.sh.)
set -uo pipefail
libs="$1"
data="$2"
results="$3"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
run="$build/bin/mpopt-run"
work="$(mktemp -d)"
for lib in "$libs"/*.so.gz; do
  gunzip -c "$lib" > "$work/$(basename "$lib" .gz)"
done
cp "$libs"/*.json "$work/"
for lib in "$work"/*.so; do
  variant="$(basename "$lib" .so)"
  stem="${variant%%-f32-*}-f32"
  [ -f "$data/$stem/ref/out0.npy" ] ||
    python3 bench/gpu/models.py --data "$data" --out "$results/data" \
        --models "${stem%-f32}" --variants none > /dev/null 2>&1
  mkdir -p "$work/out-$variant" "$work/out-$variant-nograph"
  # shellcheck disable=SC2046
  "$run" "$lib" $(cat "$data/$stem/inputs.txt") \
      --iterations 50 --warmup 5 --output-dir "$work/out-$variant" \
      > "$results/$variant.log" 2>&1
  # shellcheck disable=SC2046
  "$run" "$lib" $(cat "$data/$stem/inputs.txt") --graphs off \
      --iterations 50 --warmup 5 --profile \
      --output-dir "$work/out-$variant-nograph" \
      > "$results/$variant-nograph.log" 2>&1
  echo "== $variant"
  grep "^time:\|^batch:\|^latency:\|^graph:\|error" "$results/$variant.log"
  echo "-- without the graph (--graphs off):"
  grep "^time:\|^batch:\|^latency:\|error" "$results/$variant-nograph.log"
  if cmp -s "$work/out-$variant/out0.npy" "$work/out-$variant-nograph/out0.npy"
  then echo "graph and no graph: identical outputs"
  else echo "graph and no graph: OUTPUTS DIFFER"
  fi
  # Two builds of one model (a change measured against the build before
  # it) show whether they compute the same bits.
  echo "output md5: $(md5sum < "$work/out-$variant/out0.npy" | cut -c1-32)"
  grep "padded rows" "$results/$variant-nograph.log" \
      | sed 's/^/GEMM with padded rows:/' 
  awk '/^profile/ {on = 1; next} on && /^  / && $1 != "sum" {
         if ($1 == "cublasLtMatmul") calls++; else kernels++ }
       END {printf "launches: %d kernels + %d cuBLASLt calls\n", kernels,
            calls}' "$results/$variant-nograph.log"
  python3 bench/gpu/models.py --compare "$work/out-$variant/out0.npy" \
      "$data/$stem/ref/out0.npy"
done
