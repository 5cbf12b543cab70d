#!/bin/bash
# One device call for the attention engines (issue 32): mpopt's kernel and
# cuDNN's fused attention (runtime/lib/CudnnAttention.cpp) alone and in
# real-size models, against PyTorch, each step given what is left of TOTAL
# seconds (default 560, under the device's 10-minute limit):
#   1. bench/gpu/attention.py --quick on issue 32's attention shapes (its
#      accuracy cases first), both engines and SDPA, while the runtime
#      builds;
#   2. bench/gpu/run-models.sh on the model libraries in LIBS
#      (bench/gpu/build-budgets.sh) twice: as mpoptAttention chooses (the
#      faster engine per shape; the choices and both times are in each
#      library's --profile log) and with MPOPT_ATTENTION=kernel;
#   3. bench/gpu/torch-variants.sh for each MODEL:VARIANTS, the PyTorch
#      side in the same call.
#
#   bash bench/gpu/measure-attention.sh $OUT LIBS \
#       gpt2-small-b4:reduce-overhead-bf16 ...
set -uo pipefail
out="$1"
libs="$2"
shift 2
start=$(date +%s)
total="${TOTAL:-560}"
left() { echo $((total - ($(date +%s) - start))); }
cases="${CASES:-gpt2-b1,gpt2-b4,gpt2-b4-fill,gpt2-b8-s1024,bert-b32,causal,h32-b8-s1024,h32-s2048,gqa-s4096,decode-gqa}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
work=/tmp/mpopt-attention
mkdir -p "$work"
(bash scripts/gpu/build-runtime.sh "$out/runtime-build.log" > "$work/build") &
builder=$!
timeout $((total / 3)) python3 bench/gpu/attention.py --out "$out/attention" \
    --quick --cases "$cases" > "$out/attention.txt" 2>&1
echo "attention.py: exit $?"
grep -v "^\[" "$out/attention.txt" | tail -60
wait "$builder" || exit 1
MPOPT_RUN="$(cat "$work/build")/bin/mpopt-run"
export MPOPT_RUN MPOPT_ATTENTION_TUNING=verbose
for engine in fastest kernel; do
  export MPOPT_ATTENTION=$engine
  timeout $(($(left) * 2 / 5)) bash bench/gpu/run-models.sh "$libs" /tmp/data \
      "$out/$engine" > "$out/$engine.txt" 2>&1
  echo "== attention engine: $engine (exit $?)"
  grep -v "^  " "$out/$engine.txt"
done
unset MPOPT_ATTENTION
grep -h "^mpopt-run: attention\|^mpopt-run: note" "$out"/fastest/*.log | sort | uniq -c
timeout "$(left)" bash bench/gpu/torch-variants.sh "$out/torch.tgz" "$work" "$@"
