#!/usr/bin/env bash
# Idempotent set-up: installs what is missing from Debian's archive and builds
# build/amp2hip. Safe to run again; does nothing that is already done.
#   setup.sh                  everything the tests use: the translator's and
#                             the host backend's packages, the test tools, the
#                             AMD and NVIDIA toolchains (unless
#                             AMP2HIP_SKIP_GPU_TOOLCHAINS=1); builds every target
#   setup.sh --demo           only what scripts/demo.sh uses: no test tools, no
#                             GPU toolchains (1.6 GB of NVIDIA's alone); builds
#                             the amp2hip target only
#   setup.sh --toolchain amd|nvidia
#                             installs that backend's toolchain, nothing else
#                             (scripts/amp2hip-cc asks for it on first use)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=all
case "${1:-}" in
  "") ;;
  --demo) mode=demo ;;
  --toolchain)
    case "${2:-}" in
      amd | nvidia) mode=$2 ;;
      *) echo "setup.sh: --toolchain takes amd or nvidia" >&2; exit 2 ;;
    esac ;;
  *) echo "usage: setup.sh [--demo | --toolchain amd|nvidia]" >&2; exit 2 ;;
esac

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Core packages: the translator and the shim's host backend. make: the build
# amp2hip emits (--emit-cmake, a migrated CMakeLists.txt) is configured the
# way its user would, `cmake -S -B` with CMake's default generator, which a
# minimal Debian does not have (the demo failed there without it).
core_pkgs=(cmake make ninja-build g++ clang-15 llvm-15-dev libclang-15-dev libclang-cpp15-dev
  libcli11-dev libexpat1-dev libboost-context-dev)
# The tests' own tools.
test_pkgs=(libgtest-dev googletest python3-pytest)
# GPU toolchains: only needed to build for AMD and NVIDIA.
amd_pkgs=(hipcc libamdhip64-dev)
nvidia_pkgs=(nvidia-cuda-toolkit clang-14 libamdhip64-dev)

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

case "$mode" in
  demo) want=("${core_pkgs[@]}") ;;
  amd) want=("${amd_pkgs[@]}") ;;
  nvidia) want=("${nvidia_pkgs[@]}") ;;
  all)
    want=("${core_pkgs[@]}" "${test_pkgs[@]}")
    if [ "${AMP2HIP_SKIP_GPU_TOOLCHAINS:-0}" != 1 ]; then want+=("${amd_pkgs[@]}" "${nvidia_pkgs[@]}"); fi ;;
esac
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

case "$mode" in amd | nvidia) exit 0 ;; esac

# Build the translator (incremental when build/ exists). The demo builds the
# amp2hip target alone, and configures without the unit tests when nothing
# configured build/ before (it has no GoogleTest); the test command turns
# them on again.
jobs=$(nproc 2>/dev/null || echo 2)
# AMP2HIP_BUILD_TRANSLATOR_TESTS=OFF leaves the translator's unit tests out of
# build/ (scripts/test.sh: the sanitizer stage builds and runs them).
tests=(-DAMP2HIP_BUILD_TESTS=ON "-DAMP2HIP_BUILD_TRANSLATOR_TESTS=${AMP2HIP_BUILD_TRANSLATOR_TESTS:-ON}")
targets=()
if [ "$mode" = demo ]; then
  targets=(--target amp2hip)
  tests=()
  [ -f "$root/build/CMakeCache.txt" ] || tests=(-DAMP2HIP_BUILD_TESTS=OFF)
fi
cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${tests[@]}" >/dev/null
cmake --build "$root/build" -j "$jobs" "${targets[@]}"
