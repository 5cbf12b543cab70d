#!/bin/bash
# One device call: the corpus's GPU builds against their CPU builds under
# the runtime's default attention engine, the Python call path against
# PyTorch's CUDA graphs (issue 36), and where GPT-2's kernels lose time to
# PyTorch's (issue 32): each step given what is left of TOTAL seconds
# (default 570).
#   1. scripts/gpu/run-models.sh on MODELS (scripts/gpu/build-models.sh);
#   2. bench/gpu/python-vs-torch.sh on PY for gpt2-small at batches 1, 4;
#   3. bench/gpu/gemms.py: PyTorch's GEMMs on GPT-2 b4's shapes, beside
#      mpopt-run on LIB (GPT-2 b4's AMP build) with each GEMM's cuBLASLt
#      candidates timed (MPOPT_MATMUL_TUNING=verbose), 8 and 32 of them;
#   4. ncu on LIB's generated kernels of one call (speed of light, memory,
#      occupancy), where ncu can read the counters.
#
#   bash bench/gpu/measure-corpus-gemms.sh $OUT MODELS PY LIB.so.gz
set -uo pipefail
out="$1"
models="$2"
py="$3"
lib="$4"
start=$(date +%s)
total="${TOTAL:-570}"
left() { echo $((total - ($(date +%s) - start))); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
work=/tmp/mpopt-measure
mkdir -p "$work"
build="$(bash scripts/gpu/build-runtime.sh "$out/runtime-build.log")" || exit 1
export MPOPT_RUN="$build/bin/mpopt-run"
echo "runtime built after $(( $(date +%s) - start )) s"

VARIANTS=exact timeout $(($(left) * 2 / 5)) \
    bash scripts/gpu/run-models.sh "$models" "$out/corpus" > "$out/corpus.txt" 2>&1
echo "== corpus (exit $?)"
tail -40 "$out/corpus.txt"

timeout $(($(left) / 2)) bash bench/gpu/python-vs-torch.sh "$py" "$out/pvt" \
    gpt2-small 1,4 reduce-overhead-autocast-bf16 > "$out/pvt.txt" 2>&1
echo "== python (exit $?)"
grep "^|" "$out/pvt.txt"

timeout 90 python3 bench/gpu/gemms.py --json "$out/gemms.json" 2>&1 | tee "$out/gemms.txt"
name="$(basename "$lib" .so.gz)"
gunzip -c "$lib" > "$work/$name.so"
cp "$(dirname "$lib")/$name.json" "$work/"
stem="${name%%-f32-*}-f32"
[ -f "/tmp/data/$stem/ref/out0.npy" ] ||
  python3 bench/gpu/models.py --data /tmp/data --out "$out/data" \
      --models "${stem%-f32}" --variants none > /dev/null 2>&1
inputs="$(cat "/tmp/data/$stem/inputs.txt")"
for candidates in 8 32; do
  # shellcheck disable=SC2086
  MPOPT_MATMUL_TUNING=verbose MPOPT_MATMUL_CANDIDATES=$candidates \
    timeout 60 "$MPOPT_RUN" "$work/$name.so" $inputs --iterations 50 --warmup 5 \
    > "$out/gemms-$candidates.log" 2>&1
  # shellcheck disable=SC2086
  MPOPT_MATMUL_CANDIDATES=$candidates timeout 60 "$MPOPT_RUN" "$work/$name.so" \
    $inputs --iterations 50 --warmup 5 --graphs off --profile \
    > "$out/gemms-$candidates-profile.log" 2>&1
  echo "== $candidates candidates"
  grep "^time:\|^batch:" "$out/gemms-$candidates.log"
  grep "^time:\|cublasLt\|sum" "$out/gemms-$candidates-profile.log" | head -8
done

if command -v ncu > /dev/null && [ "$(left)" -gt 60 ]; then
  # shellcheck disable=SC2086
  timeout $(($(left) - 20)) ncu --clock-control none --kernel-name regex:forward_kernel \
      --launch-count 12 --section SpeedOfLight --section MemoryWorkloadAnalysis \
      --section Occupancy --section LaunchStats \
      "$MPOPT_RUN" "$work/$name.so" $inputs --iterations 1 --warmup 0 \
      --graphs off > "$out/ncu.txt" 2>&1
  echo "== ncu (exit $?)"
  grep -E "forward_kernel|Memory Throughput|DRAM Throughput|Duration|Achieved Occupancy|Registers Per|Block Size|Grid Size" \
      "$out/ncu.txt" | head -120
fi
echo "done after $(( $(date +%s) - start )) s"
