#!/bin/bash
# One device call that checks the GPU build and times compilers' builds
# side by side, each step given what is left of TOTAL seconds (default
# 570):
#   1. scripts/gpu/run-checks.sh on CHECKS (scripts/gpu/build-checks.sh:
#      casts bit for bit, norms within their bounds);
#   2. scripts/gpu/run-models.sh on MODELS (the corpus's exact GPU builds,
#      mlpdyn at two batches among them, against their CPU builds);
#   3. with DYN set (a folder holding gpu.so and cpu.so: test/GPU/
#      dynamic.test's two builds), that test's runs at batches 3 and 1000;
#   4. bench/gpu/run-models.sh on each LIBS folder (bench/gpu/
#      build-budgets.sh libraries: say, the compiler before and after a
#      change), in the same call;
#   5. bench/gpu/python-vs-torch.sh on the last LIBS folder's libraries
#      whose names match PYTHON (a grep pattern, default "amp-prepared"),
#      for GPT-2 and LLaMA small at batches 1 and 4, beside PyTorch's
#      reduce-overhead variants, autocast and pure bf16.
# The summaries come back as OUT/*.txt, every log in OUT/logs.tgz.
#
#   DYN=.device/dyn bash bench/gpu/measure-builds.sh $OUT CHECKS MODELS LIBS...
#
# CHECKS or MODELS given as - skips that step.
set -uo pipefail
out="$1"
checks="$2"
models="$3"
shift 3
sets=("$@")
start=$(date +%s)
total="${TOTAL:-570}"
left() { echo $((total - ($(date +%s) - start))); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build="$(bash scripts/gpu/build-runtime.sh "$out/runtime-build.log")" || exit 1
export MPOPT_RUN="$build/bin/mpopt-run"
echo "runtime built after $(( $(date +%s) - start )) s"

if [ "$checks" != - ]; then
  timeout 60 bash scripts/gpu/run-checks.sh "$checks" "$out/checks" > "$out/checks.txt" 2>&1
  echo "== checks (exit $?)"
  grep -v "^  " "$out/checks.txt" | tail -20
fi

if [ "$models" != - ]; then
  VARIANTS=exact timeout $(($(left) / 4)) \
      bash scripts/gpu/run-models.sh "$models" "$out/corpus" > "$out/corpus.txt" 2>&1
  echo "== corpus (exit $?)"
  grep "^|" "$out/corpus.txt" | awk -F'|' '{print $2, $4, $5, $6, $7}' | head -45
fi

if [ -n "${DYN:-}" ]; then
  echo "== dynamic batch (test/GPU/dynamic.test)"
  for run in 1:3 2:1000; do
    "$MPOPT_RUN" "$DYN/gpu.so" --dist normal --seed "${run%:*}" \
        --dynamic-size "${run#*:}" --compare "$DYN/cpu.so" \
        --tolerance maxrel=1e-5 2>&1 | tail -3
  done
fi

# PyTorch's side (step 5) keeps PYTHON_SECONDS (default 150) of the total.
reserve="${PYTHON_SECONDS:-150}"
for libs in "${sets[@]}"; do
  name="$(basename "$libs")"
  timeout $(( ($(left) - reserve) / ${#sets[@]} )) bash bench/gpu/run-models.sh "$libs" /tmp/data \
      "$out/$name" > "$out/$name.txt" 2>&1
  echo "== $name (exit $?)"
  grep -v "^  \|^mpopt-run: cuBLASLt" "$out/$name.txt"
done

last="${sets[${#sets[@]}-1]}"
python_libs="$(mktemp -d)"
for lib in "$last"/*.so.gz; do
  base="$(basename "$lib" .so.gz)"
  echo "$base" | grep -q -e "${PYTHON:-amp-prepared}" || continue
  gunzip -c "$lib" > "$python_libs/$base.so"
  cp "$last/$base.json" "$python_libs/"
done
timeout $(($(left) - 10)) bash bench/gpu/python-vs-torch.sh "$python_libs" "$out/pvt" \
    gpt2-small,llama-small 1,4 reduce-overhead-autocast-bf16,reduce-overhead-bf16 \
    > "$out/pvt.txt" 2>&1
echo "== python and PyTorch (exit $?)"
grep "^|" "$out/pvt.txt"
# Few files come back from the device: the logs travel packed.
tar czf "$out/logs.tgz" -C "$out" --exclude logs.tgz --exclude "*.txt" . &&
  find "$out" -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
echo "done after $(( $(date +%s) - start )) s"
