#!/bin/bash
# One device call for row kernels whose rows several warps share and the
# GELU's 16-byte vectors (issue 32): each step given what is left of TOTAL
# seconds (default 570).
#   1. scripts/gpu/run-checks.sh on CHECKS (scripts/gpu/build-checks.sh:
#      casts bit for bit, norms within their bounds);
#   2. scripts/gpu/run-models.sh on MODELS (the corpus's exact GPU builds
#      against their CPU builds);
#   3. bench/gpu/run-models.sh on BEFORE and AFTER (bench/gpu/build-budgets.sh
#      libraries of the compiler before and after), before and after in
#      the same call;
#   4. bench/gpu/python-vs-torch.sh on AFTER's libraries (unpacked there)
#      for GPT-2 and LLaMA small at batches 1 and 4, beside
#      PyTorch's reduce-overhead variants, autocast and pure bf16.
# The summaries come back as OUT/*.txt, every log in OUT/logs.tgz.
#
#   bash bench/gpu/measure-row-kernels.sh $OUT CHECKS MODELS BEFORE AFTER
set -uo pipefail
out="$1"
checks="$2"
models="$3"
before="$4"
after="$5"
start=$(date +%s)
total="${TOTAL:-570}"
left() { echo $((total - ($(date +%s) - start))); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build="$(bash scripts/gpu/build-runtime.sh "$out/runtime-build.log")" || exit 1
export MPOPT_RUN="$build/bin/mpopt-run"
echo "runtime built after $(( $(date +%s) - start )) s"

timeout 60 bash scripts/gpu/run-checks.sh "$checks" "$out/checks" > "$out/checks.txt" 2>&1
echo "== checks (exit $?)"
grep -v "^  " "$out/checks.txt" | tail -20

VARIANTS=exact timeout $(($(left) / 4)) \
    bash scripts/gpu/run-models.sh "$models" "$out/corpus" > "$out/corpus.txt" 2>&1
echo "== corpus (exit $?)"
grep "^|" "$out/corpus.txt" | awk -F'|' '{print $2, $4, $5, $6, $7}' | column -t | head -45

for side in before after; do
  libs="$before"
  [ "$side" = after ] && libs="$after"
  timeout $(($(left) / 4)) bash bench/gpu/run-models.sh "$libs" /tmp/data \
      "$out/$side" > "$out/$side.txt" 2>&1
  echo "== $side (exit $?)"
  grep -v "^  \|^mpopt-run: cuBLASLt" "$out/$side.txt"
done

after_so="$(mktemp -d)"
for lib in "$after"/*.so.gz; do
  gunzip -c "$lib" > "$after_so/$(basename "$lib" .gz)"
done
cp "$after"/*.json "$after_so/"
timeout $(($(left) - 10)) bash bench/gpu/python-vs-torch.sh "$after_so" "$out/pvt" \
    gpt2-small,llama-small 1,4 reduce-overhead-autocast-bf16,reduce-overhead-bf16 \
    > "$out/pvt.txt" 2>&1
echo "== python and PyTorch (exit $?)"
grep "^|" "$out/pvt.txt"
# Few files come back from the device: the logs travel packed.
tar czf "$out/logs.tgz" -C "$out" --exclude logs.tgz --exclude "*.txt" . &&
  find "$out" -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
echo "done after $(( $(date +%s) - start )) s"
