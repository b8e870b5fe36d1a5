#!/usr/bin/env bash
# Every test: installs what is missing and builds (scripts/setup.sh), then
#   1. CTest: GoogleTest unit tests of the runtime shim and the host backend
#      (the translator's run under ASan+UBSan in 3, or here when 3 is
#      skipped: built and run once either way);
#   2. pytest (tests/e2e): golden translations, data-movement counts, and
#      every testdata/ program translated, built for the host, AMD and NVIDIA,
#      and run on the host backend (must print PASS).
#   3. sanitizers (scripts/sanitize.sh): ASan+UBSan and TSan builds of the
#      unit tests and host e2e runs, and the fuzz gate. They start in the
#      background as soon as the build is done and run beside 1 and 2: each
#      stage has stretches that keep one core only (pytest's one-at-a-time
#      tests, libFuzzer), which the other fills. Their output goes to
#      build/sanitize.log and is printed when they end.
# Set AMP2HIP_FULL=1 to also run every conformance program in emulate mode,
# AMP2HIP_SKIP_GPU_TOOLCHAINS=1 to skip the AMD/NVIDIA builds,
# AMP2HIP_SKIP_SANITIZERS=1 to skip the sanitizer stage.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Each stage says how long it took, in wall and CPU time: CI must stay under
# 45 minutes on 2 cores.
source scripts/lib/stage_clock.sh

# The translator's unit tests are built and run once: under ASan+UBSan in
# the sanitizer stage (build-asan), or here in build/ when that is skipped.
translator_tests=OFF
[ "${AMP2HIP_SKIP_SANITIZERS:-0}" = 1 ] && translator_tests=ON
stage_begin "setup (install, build)"
AMP2HIP_BUILD_TRANSLATOR_TESTS=$translator_tests bash scripts/setup.sh
stage_done

# Sanitizers: ASan+UBSan (unit tests, every host e2e program), the fuzz gate
# and TSan (host backend's pool and fibers); see scripts/sanitize.sh. On by
# default; AMP2HIP_SKIP_SANITIZERS=1 skips them for quick local runs.
san_log="$root/build/sanitize.log"
san_t0=$SECONDS
echo "== sanitizers (scripts/sanitize.sh) started beside the tests below; output: $san_log"
# setsid: its own process group (its pid is the group's), so that a
# failing stage below, which ends this script, ends its builds and runs too.
AMP2HIP="$root/build/amp2hip" setsid bash scripts/sanitize.sh > "$san_log" 2>&1 &
san_pid=$!
trap '[ -z "$san_pid" ] || kill -- -"$san_pid" 2>/dev/null; true' EXIT

jobs=$(nproc 2>/dev/null || echo 2)
stage_begin "unit tests (ctest: the shim and host backend; the translator's too when the sanitizers are skipped)"
ctest --test-dir build --output-on-failure -j "$jobs"
stage_done

stage_begin "end-to-end tests (pytest)"
# Debian's python3 has python3-pytest; a python3 earlier on PATH may not.
py=/usr/bin/python3
[ -x "$py" ] || py=python3
# The conformance programs' emulate stage (the AMP source run as the oracle)
# doubles the host compile work; it runs with AMP2HIP_FULL=1.
emulate=programs
[ "${AMP2HIP_FULL:-0}" = 1 ] && emulate=all
AMP2HIP_E2E_EMULATE="${AMP2HIP_E2E_EMULATE:-$emulate}" \
  AMP2HIP="$root/build/amp2hip" "$py" -m pytest -q -p no:cacheprovider --durations=15 tests/e2e
stage_done

# (its CPU time is counted here, where it is waited for: all of it)
stage_begin "sanitizers (waiting for scripts/sanitize.sh, started $((SECONDS - san_t0)) s ago)"
if wait "$san_pid"; then san_rc=0; else san_rc=$?; fi
san_pid=
cat "$san_log"
stage_done
[ "$san_rc" = 0 ] || { echo "test.sh: the sanitizer stage failed (exit status $san_rc; $san_log)" >&2; exit 1; }
