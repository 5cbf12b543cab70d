#!/usr/bin/env bash
# Installs the pinned IREE compiler and runtime (iree-base-compiler and
# iree-base-runtime 3.13.0, from PyPI: about 100 MB of wheels) into a
# virtual environment (default build/iree-venv); with --download DIR it
# only downloads the wheels there, for the GPU machine, which has no
# registry access (pip install --no-index DIR/*.whl there).
#
#   bash scripts/iree/install.sh [VENV] | --download DIR
set -euo pipefail
pins=(iree-base-compiler==3.13.0 iree-base-runtime==3.13.0)
if [ "${1:-}" = "--download" ]; then
  python3 -m pip download --no-deps -d "$2" "${pins[@]}"
  exit 0
fi
venv="${1:-build/iree-venv}"
if [ -x "$venv/bin/iree-compile" ]; then
  echo "install-iree: $venv has ${pins[*]}"
  exit 0
fi
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "${pins[@]}" numpy
