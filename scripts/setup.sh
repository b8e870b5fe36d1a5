#!/usr/bin/env bash
# Idempotent set-up: installs every dependency from Debian's archive and builds
# build/amp2hip. Safe to run again; does nothing that is already done.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Core packages: translator, shim host backend, tests.
core_pkgs=(cmake ninja-build g++ clang-15 llvm-15-dev libclang-15-dev libclang-cpp15-dev
  libcli11-dev libexpat1-dev libboost-context-dev libgtest-dev googletest python3-pytest)
# GPU toolchains: only needed to build for AMD and NVIDIA.
gpu_pkgs=(hipcc libamdhip64-dev nvidia-cuda-toolkit clang-14)

missing() {
  local out=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || out+=("$p")
  done
  echo "${out[@]:-}"
}

enable_contrib_nonfree() {
  # nvidia-cuda-toolkit lives in Debian's contrib and non-free components.
  local f=/etc/apt/sources.list.d/debian.sources
  if [ -f "$f" ] && ! grep -q 'non-free' "$f"; then
    sudo_if_needed sed -i 's/^Components: main$/Components: main contrib non-free non-free-firmware/' "$f"
    return 0
  fi
  if [ -f /etc/apt/sources.list ] && grep -q '^deb .*debian.* main$' /etc/apt/sources.list; then
    sudo_if_needed sed -i -E 's/^(deb .*debian.*) main$/\1 main contrib non-free non-free-firmware/' /etc/apt/sources.list
    return 0
  fi
  return 1
}

want=("${core_pkgs[@]}")
if [ "${AMP2HIP_SKIP_GPU_TOOLCHAINS:-0}" != 1 ]; then want+=("${gpu_pkgs[@]}"); fi
need=$(missing "${want[@]}")
if [ -n "$need" ]; then
  echo "setup: installing: $need" >&2
  changed=0
  enable_contrib_nonfree && changed=1 || true
  export DEBIAN_FRONTEND=noninteractive
  sudo_if_needed apt-get update -qq
  # shellcheck disable=SC2086
  sudo_if_needed apt-get install -y -qq --no-install-recommends $need >/dev/null
fi

# Build the translator (incremental when build/ exists).
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$root/build" -j "$jobs"
