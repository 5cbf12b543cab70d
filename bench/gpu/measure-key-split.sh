#!/bin/bash
# One device call for the attention kernel's key split (issue 32): the
# kernel alone, then real-size models against PyTorch, then the corpus's
# GPU builds against their CPU builds, each step given what is left of
# TOTAL seconds (default 560, under the device's 10-minute limit).
#   1. bench/gpu/attention.py --quick with each kernel library of KERNELS
#      (NAME=PATH[.gz] ..., built here with attention.py's nvcc line) on
#      GPT-2's batch-1 and batch-4 shapes and three of LLaMA-7B's;
#   2. bench/gpu/profile-models.sh on the model libraries in LIBS
#      (bench/gpu/build-budgets.sh) against each MODEL:VARIANTS, with the
#      runtime of this tree (built once, in .device/rt);
#   3. scripts/gpu/run-models.sh on CORPUS (VARIANTS=exact
#      scripts/gpu/build-models.sh).
#
#   bash bench/gpu/measure-key-split.sh $OUT "cur=a.so.gz new=b.so.gz" \
#       LIBS CORPUS gpt2-small-b4:reduce-overhead-bf16 ...
set -uo pipefail
out="$1"
kernels="$2"
libs="$3"
corpus="$4"
shift 4
start=$(date +%s)
total="${TOTAL:-560}"
left() { echo $((total - ($(date +%s) - start))); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cmake -S runtime -B .device/rt -G Ninja -DCMAKE_BUILD_TYPE=Release \
   > "$out/runtime-build.log" 2>&1 &&
   ninja -C .device/rt >> "$out/runtime-build.log" 2>&1) &
builder=$!
libraries=()
for spec in $kernels; do
  path="${spec#*=}"
  case "$path" in *.gz) gunzip -kf "$path"; path="${path%.gz}" ;; esac
  libraries+=(--library "${spec%%=*}=$path")
done
timeout $((total / 4 > 100 ? total / 4 : 100)) python3 bench/gpu/attention.py --out "$out/attention" --quick \
    "${libraries[@]}" \
    --cases gpt2-b1,gpt2-b1-fill,gpt2-b4-fill,gpt2-b4-keypad,causal,h32-s2048,decode-gqa \
    > "$out/attention.txt" 2>&1
tail -32 "$out/attention.txt"
wait "$builder" || { tail -20 "$out/runtime-build.log"; exit 1; }
export MPOPT_RUN="$PWD/.device/rt/bin/mpopt-run"
timeout $(($(left) - total / 6)) bash bench/gpu/profile-models.sh "$out" "$libs" \
    "$@" > "$out/models.txt" 2>&1
grep -v "^  " "$out/models.txt" | tail -70
VARIANTS=exact timeout "$(left)" bash scripts/gpu/run-models.sh "$corpus" \
    "$out/corpus" > "$out/corpus.txt" 2>&1
echo "corpus: exit $?"
tail -40 "$out/corpus.txt"
