#!/usr/bin/env bash
# Every test: installs what is missing and builds (scripts/setup.sh), then
#   1. CTest: GoogleTest unit tests of the runtime shim, the host backend and
#      the translator;
#   2. pytest (tests/e2e): golden translations, data-movement counts, and
#      every testdata/ program translated, built for the host, AMD and NVIDIA,
#      and run on the host backend (must print PASS).
#   3. sanitizers (scripts/sanitize.sh): ASan+UBSan and TSan builds of the
#      unit tests and host e2e runs.
# Set AMP2HIP_FULL=1 to also run every conformance program in emulate mode,
# AMP2HIP_SKIP_GPU_TOOLCHAINS=1 to skip the AMD/NVIDIA builds,
# AMP2HIP_SKIP_SANITIZERS=1 to skip the sanitizer stage.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Each stage says how long it took: CI must stay under 45 minutes on 2 cores.
stage_t0=$SECONDS
stage_done() { echo "== $1 done in $((SECONDS - stage_t0)) s (total $SECONDS s)"; stage_t0=$SECONDS; }

bash scripts/setup.sh
stage_done "setup (install, build)"

jobs=$(nproc 2>/dev/null || echo 2)
echo "== unit tests (ctest)"
ctest --test-dir build --output-on-failure -j "$jobs"
stage_done "unit tests"

echo "== end-to-end tests (pytest)"
# Debian's python3 has python3-pytest; a python3 earlier on PATH may not.
py=/usr/bin/python3
[ -x "$py" ] || py=python3
# The conformance programs' emulate stage (the AMP source run as the oracle)
# doubles the host compile work; it runs with AMP2HIP_FULL=1.
emulate=programs
[ "${AMP2HIP_FULL:-0}" = 1 ] && emulate=all
AMP2HIP_E2E_EMULATE="${AMP2HIP_E2E_EMULATE:-$emulate}" \
  AMP2HIP="$root/build/amp2hip" "$py" -m pytest -q -p no:cacheprovider --durations=15 tests/e2e
stage_done "end-to-end tests"

# Sanitizers: ASan+UBSan (unit tests, every host e2e program) and TSan (host
# backend's pool and fibers); see scripts/sanitize.sh. On by default;
# AMP2HIP_SKIP_SANITIZERS=1 skips them for quick local runs.
echo "== sanitizers (scripts/sanitize.sh)"
AMP2HIP="$root/build/amp2hip" bash scripts/sanitize.sh
stage_done "sanitizers"
