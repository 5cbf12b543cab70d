#!/bin/bash
# Runs, on the GPU machine, PyTorch's variants of models whose inputs
# bench/gpu/run-models.sh wrote to /tmp/data: bench/gpu/models.py once per
# MODEL:VARIANTS (e.g. gpt2-small-b4:reduce-overhead-bf16), its models.json
# under WORK/torch-MODEL, its table printed; WORK is packed into ARCHIVE
# after each, so a call cut short still brings back what ran.
#
#   bash bench/gpu/torch-variants.sh ARCHIVE WORK [MODEL:VARIANTS ...]
set -uo pipefail
archive="$1"
work="$2"
shift 2
for spec in "$@"; do
  python3 bench/gpu/models.py --data /tmp/data --out "$work/torch-${spec%%:*}" \
      --no-inputs --models "${spec%%:*}" --variants "${spec#*:}" 2>&1 \
      | grep -v -i warn | grep "^|\|FAIL"
  tar czf "$archive" -C "$work" .
done
