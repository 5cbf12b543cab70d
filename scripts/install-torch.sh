#!/usr/bin/env bash
# Installs the pinned torch and torch-mlir that the tests of the PyTorch
# integration (test/Python/torch-*.test, python/mpopt/torch.py) run with,
# into a virtual environment (default: build/torch-venv), from PyPI. make
# check runs it (make check TORCH=0 does not: those tests are then
# unsupported). Idempotent: a venv that has the pinned versions is kept.
# Costs about 2 minutes and 5.7 GB (torch's wheel brings CUDA's libraries,
# which the CPU tests load but do not use).
#
#   bash scripts/install-torch.sh [VENV]
set -euo pipefail
venv="${1:-build/torch-venv}"
pins=(torch==2.15.0 torch-mlir==20261001 numpy==2.4.6)
stamp="$venv/mpopt-pins.txt"

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "${pins[*]}" ] &&
    "$venv/bin/python" -c "import torch, torch_mlir" 2>/dev/null; then
  echo "install-torch: $venv has ${pins[*]}"
  exit 0
fi
if ! python3 -c "import ensurepip, venv" 2>/dev/null; then
  echo "install-torch: python3 has no venv module: run scripts/install-deps.sh" \
       "(python3-venv)" >&2
  exit 1
fi
mkdir -p "$(dirname "$venv")"
free_kb=$(df -Pk "$(dirname "$venv")" | awk 'NR == 2 { print $4 }')
if [ "${free_kb:-0}" -lt $((7 * 1024 * 1024)) ]; then
  echo "install-torch: $(dirname "$venv") has $((free_kb / 1024 / 1024)) GB" \
       "free; the venv needs about 6 GB (and pip's cache beside it):" \
       "free some, or run make check TORCH=0" >&2
  exit 1
fi
echo "install-torch: installing ${pins[*]} into $venv (about 2 minutes, 5.7 GB)"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "${pins[@]}"
echo "${pins[*]}" > "$stamp"
