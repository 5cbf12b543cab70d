#!/bin/bash
# Times, on the GPU machine, mpopt's GPU builds of the real-size models
# called from Python as torch.compile(backend="mpopt") calls them
# (mpopt.load through the runtime's C API, torch tensors on the GPU in
# place, a CUDA graph replayed from the second call on the same tensors)
# beside PyTorch's baselines, in one process, timed the same way
# (bench/gpu/models.py: back-to-back calls, batches between two events,
# calls from an idle GPU; kernels counted; error against PyTorch's f32
# forward). LIBS holds STEM-NAME.so builds (bench/README.md, step 2) with
# their manifests; each becomes the variant mpopt-NAME of its STEM.
#
#   bash bench/gpu/python-vs-torch.sh LIBS RESULTS [MODELS [BATCHES [VARIANTS]]]
#
# MODELS default gpt2-small,llama-small; BATCHES 1,4; VARIANTS (PyTorch's)
# reduce-overhead-autocast-bf16,reduce-overhead-bf16. (MPOPT_RUN names an
# mpopt-run already built there: build-runtime.sh.)
set -uo pipefail
libs="$1"
results="$2"
models="${3:-gpt2-small,llama-small}"
batches="${4:-1,4}"
variants="${5:-reduce-overhead-autocast-bf16,reduce-overhead-bf16}"
mkdir -p "$results"
build="$(bash scripts/gpu/build-runtime.sh "$results/runtime-build.log")" || exit 1
flags=()
for lib in "$libs"/*.so; do
  flags+=(--mpopt "$lib")
done
MPOPT_RUNTIME_LIBRARY="$build/libmpopt_runtime_c.so" \
  python3 bench/gpu/models.py --data "$(mktemp -d)" --out "$results" \
  --models "$models" --batch "$batches" --variants "$variants" \
  --no-inputs "${flags[@]}"
