#!/usr/bin/env bash
# Installs what mpopt needs to build and test on Debian 12 (bookworm).
# Idempotent: installs only what is missing, after refreshing the package
# lists. LLVM/MLIR 22 come from Debian's bookworm-security suite.
set -euo pipefail

packages=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
          cmake ninja-build g++ make python3 python3-venv)

# --fuzz (make deps-fuzz, make fuzz, make check-fuzz): also clang-22 and its
# compiler-rt (libFuzzer, ASan, UBSan) for tools/mpopt-fuzz.
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang-22 libclang-rt-22-dev)
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: everything is installed"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi

echo "install-deps: installing ${missing[*]}"
$sudo apt-get update
if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y \
    --no-install-recommends "${missing[@]}"; then
  echo "install-deps: apt-get could not install ${missing[*]}." >&2
  echo "install-deps: LLVM/MLIR 22 come from bookworm-security; check that" \
       "/etc/apt/sources.list(.d) lists it." >&2
  exit 1
fi
