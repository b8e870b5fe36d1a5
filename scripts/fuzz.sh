#!/usr/bin/env bash
# fuzz.sh: build the libFuzzer target amp2hip_fuzz (translator/fuzz/) in
# build-fuzz/ and run it for a while.
#
#   scripts/fuzz.sh --seconds N [--timeout S] [--rss-limit MB] [--max-len BYTES]
#                   [--max-seeds N] [--artifacts DIR] [--keep-corpus DIR] [--no-build]
#                   [-- LIBFUZZER-FLAGS...]
#
# The corpus is a temporary directory seeded with testdata/ (programs,
# conformance, invalid, bad, trees, golden) and testdata/fuzz/regressions/
# (--max-seeds N: the regressions and an even sample of N others, for short
# runs: libFuzzer runs every seed before it mutates). Exit
# status: 0 when the run ended with no finding; 1 on any crash, sanitizer
# report (ASan, UBSan), leak, per-input timeout, out-of-memory or
# differential finding (an input that translates without errors whose output
# does not parse as HIP); 2 when the build or the set-up failed. The failing
# input is kept in the artifacts directory (default build-fuzz/artifacts/);
# a fixed one goes to testdata/fuzz/regressions/.
set -euo pipefail

root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
build="$root/build-fuzz"
seconds=60
timeout=60
rss=3072
max_len=20000
artifacts="$build/artifacts"
keep_corpus=
max_seeds=0
do_build=1
extra=()

usage() { sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; }
while [[ $# -gt 0 ]]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --seconds=*) seconds=${1#*=}; shift ;;
    --timeout) timeout=$2; shift 2 ;;
    --timeout=*) timeout=${1#*=}; shift ;;
    --rss-limit) rss=$2; shift 2 ;;
    --rss-limit=*) rss=${1#*=}; shift ;;
    --max-len) max_len=$2; shift 2 ;;
    --max-len=*) max_len=${1#*=}; shift ;;
    --artifacts) artifacts=$2; shift 2 ;;
    --keep-corpus) keep_corpus=$2; shift 2 ;;
    --max-seeds) max_seeds=$2; shift 2 ;;
    --no-build) do_build=0; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "fuzz.sh: unknown argument $1" >&2; usage >&2; exit 2 ;;
  esac
done

if [[ $do_build == 1 ]]; then
  command -v clang++-15 >/dev/null || { echo "fuzz.sh: clang++-15 is needed" >&2; exit 2; }
  # Configure once (or again when the cache is not a fuzz build); then build,
  # which does nothing when nothing changed.
  if ! grep -q '^AMP2HIP_FUZZ:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
    gen=(); command -v ninja >/dev/null && gen=(-G Ninja)
    CC=clang-15 CXX=clang++-15 cmake -S "$root" -B "$build" "${gen[@]}" \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo -DAMP2HIP_FUZZ=ON -DAMP2HIP_BUILD_TESTS=OFF >/dev/null \
      || { echo "fuzz.sh: cmake failed" >&2; exit 2; }
  fi
  cmake --build "$build" --target amp2hip_fuzz -j "${FUZZ_BUILD_JOBS:-2}" \
    || { echo "fuzz.sh: build failed" >&2; exit 2; }
fi
fuzzer="$build/amp2hip_fuzz"
[[ -x $fuzzer ]] || { echo "fuzz.sh: $fuzzer is missing" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/amp2hip-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$work/tmp" "$artifacts"
seeds() {
  find "$@" -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.hpp' \) -size -"$max_len"c \
    2>/dev/null | sort
}
mapfile -t others < <(seeds "$root/testdata/programs" "$root/testdata/conformance" \
  "$root/testdata/invalid" "$root/testdata/bad" "$root/testdata/trees" "$root/testdata/golden")
mapfile -t regressions < <(seeds "$root/testdata/fuzz/regressions")
if [[ $max_seeds -gt 0 && ${#others[@]} -gt $max_seeds ]]; then
  sample=()
  for ((i = 0; i < max_seeds; i++)); do sample+=("${others[i * ${#others[@]} / max_seeds]}"); done
  others=("${sample[@]}")
fi
n=0
for f in "${regressions[@]}" "${others[@]}"; do
  [[ -n $f ]] || continue
  # Flattened names: the same base name occurs in several directories.
  cp "$f" "$work/corpus/$(echo "${f#$root/testdata/}" | tr '/' '_')"
  n=$((n + 1))
done
echo "fuzz.sh: $n seed files; ${seconds}s; -timeout=$timeout -rss_limit_mb=$rss -max_len=$max_len"

log="$work/fuzz.log"
set +e
TMPDIR="$work/tmp" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}" \
UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
  "$fuzzer" "$work/corpus" -max_total_time="$seconds" -timeout="$timeout" \
  -rss_limit_mb="$rss" -max_len="$max_len" -print_final_stats=1 \
  -dict="$root/testdata/fuzz/amp.dict" -artifact_prefix="$artifacts/" \
  "${extra[@]}" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
set -e

if [[ -n $keep_corpus ]]; then mkdir -p "$keep_corpus" && cp -r "$work/corpus/." "$keep_corpus/"; fi

execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | awk '{print $2}')
# libFuzzer rounds exec/s down to an integer (0 below 1): ours, over the run.
rate=$(awk -v n="${execs:-0}" -v t="$seconds" 'BEGIN { printf "%.2f", n / t }')
echo "fuzz.sh: total executions ${execs:-?}, exec/s ${rate:-?}, exit status $rc"
if [[ $rc != 0 ]] || grep -qE 'ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:|ALARM: working on the last Unit|==ERROR: libFuzzer|amp2hip_fuzz: FINDING|SUMMARY: libFuzzer' "$log"; then
  echo "fuzz.sh: FAILED: a finding; the input is in $artifacts/" >&2
  exit 1
fi
echo "fuzz.sh: no findings"
