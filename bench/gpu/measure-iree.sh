#!/bin/bash
# mpopt inside IREE on the GPU, in one device call: installs the carried
# iree-base-runtime wheel (ARTIFACTS/whl, cp312), then runs
# scripts/iree/run_models.py on the bench/models builds in ARTIFACTS/vmfb
# (scripts/iree/compile_models.py --large, gzipped: STEM.iree.vmfb.gz and
# STEM.mpopt.vmfb.gz) against PyTorch eager f32: every model with IREE's
# default stream launches (at most 270 s), then the batch-1 and batch-4
# models with command buffers as CUDA graphs (at most 130 s). Writes
# OUT/iree-models.json and OUT/iree-models-graphs.json (the numbers),
# OUT/run_models.log (both passes' output, each table last) and
# OUT/iree-logs.tar.gz (that, the GPU and package versions, pip's log).
#
#   bash bench/gpu/measure-iree.sh OUT ARTIFACTS
set -uo pipefail
out="$1"
artifacts="$2"
main=gpt2-small-f32,llama-small-f32,gpt2-small-b4-f32,llama-small-b4-f32
large=gpt2-small-b8-s1024-f32,llama-small-b8-s1024-f32,llama7b-2layer-s2048-hidden-f32
mkdir -p "$out"
{ date -u; nvidia-smi; python3 -m pip list 2>/dev/null \
    | grep -iE '^(torch|transformers|numpy|ml.dtypes) '; } > "$out/env.txt" 2>&1
head -12 "$out/env.txt"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir \
    --upgrade --target /tmp/site "$artifacts"/whl/*.whl > "$out/pip.log" 2>&1 \
  || { cat "$out/pip.log"; exit 1; }
export PYTHONPATH=/tmp/site PYTHONUNBUFFERED=1
# IREE's CUDA driver dlopens "libcuda.so", which only the driver's
# development files name; the runtime library is libcuda.so.1.
if ! python3 -c 'import ctypes; ctypes.CDLL("libcuda.so")' 2>/dev/null; then
  mkdir -p /tmp/cudalib
  ln -sf "$(python3 -c 'import ctypes; ctypes.CDLL("libcuda.so.1")
print(next(l.split()[-1] for l in open("/proc/self/maps") if "libcuda.so" in l))')" \
      /tmp/cudalib/libcuda.so
  export LD_LIBRARY_PATH="/tmp/cudalib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
run() {  # LIMIT JSON MODELS [FLAGS]
  timeout "$1" python3 scripts/iree/run_models.py --vmfb "$artifacts/vmfb" \
      --json "$out/$2" --models "$3" "${@:4}" 2>&1 | tee -a "$out/run_models.log"
  [ "${PIPESTATUS[0]}" = 124 ] && echo "run_models.py stopped at $1 s" \
      | tee -a "$out/run_models.log"
}
run 270 iree-models.json "$main,$large"
run 130 iree-models-graphs.json "$main" --flag=--cuda_use_streams=false
tar -C "$out" -czf "$out/iree-logs.tar.gz" env.txt pip.log run_models.log
rm -f "$out/env.txt" "$out/pip.log"
