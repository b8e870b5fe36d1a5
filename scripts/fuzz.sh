#!/usr/bin/env bash
# fuzz.sh: build the libFuzzer target amp2hip_fuzz (translator/fuzz/) in
# build-fuzz/ and run it for a while.
#
#   scripts/fuzz.sh [--seconds N | --hours H] [--corpus DIR] [--keep-going]
#                   [--build-dir DIR] [--no-build] [--max-seeds N] [--timeout S]
#                   [--rss-limit MB] [--max-len BYTES] [--artifacts DIR]
#                   [--log FILE] [--runs-log FILE] [-- LIBFUZZER-FLAGS...]
#
# The corpus is seeded with testdata/ (programs, conformance, invalid, bad,
# trees, golden) and testdata/fuzz/regressions/, the seeds in turn in each
# dialect mode (a `// fuzz-mode:` first line; see translator/fuzz/FuzzModes.h)
# but those known-findings.txt skips. --corpus DIR keeps the corpus there and
# grows it from run to run (default: a temporary directory; --max-seeds N:
# the regressions and an even sample of N others; runs shorter than half an
# hour in a fresh corpus take seconds/2 of them unless told).
# --hours H is --seconds H*3600 with --keep-going: libFuzzer's fork mode
# goes on past a finding, keeping every finding in the artifacts directory
# (long runs: nice -n 19 scripts/fuzz.sh --hours 2 --corpus build-fuzz/corpus).
# --build-dir DIR: a build configured with -DAMP2HIP_FUZZ=ON and clang (CI
# uses build-asan). The precompiled headers are kept in DIR/fuzz-pch.
#
# A finding is replayed with the uninstrumented tools of build/
# (amp2hip_fuzz_replay and the CLI, build/amp2hip, with the input's mode
# arguments), which says whether the CLI shows it too. Exit status: 0 when
# the run ended with no finding; 1 on any crash, sanitizer report, leak,
# per-input timeout, out-of-memory or oracle finding; 2 when the build or
# the set-up failed. Findings are kept in the artifacts directory (default
# build-fuzz/artifacts/); once fixed they go to testdata/fuzz/regressions/.
# Each run appends a line to the fuzzing log committed with the corpus,
# testdata/fuzz/runs.tsv (date, commit, mode, CPU-hours, executions,
# findings); --runs-log FILE appends elsewhere, --runs-log '' nowhere (CI).
set -euo pipefail

root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
build="$root/build-fuzz"
seconds=60
timeout=60
rss=3072
max_len=20000
artifacts=
corpus_dir=
keep_going=0
max_seeds=0
do_build=1
log=
runs_log="$root/testdata/fuzz/runs.tsv"
extra=()

usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0" | sed 's/^# \{0,1\}//'; }
while [[ $# -gt 0 ]]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --seconds=*) seconds=${1#*=}; shift ;;
    --hours) seconds=$(awk -v h="$2" 'BEGIN { printf "%d", h * 3600 }'); keep_going=1; shift 2 ;;
    --hours=*) seconds=$(awk -v h="${1#*=}" 'BEGIN { printf "%d", h * 3600 }'); keep_going=1; shift ;;
    --keep-going) keep_going=1; shift ;;
    --corpus) corpus_dir=$2; shift 2 ;;
    --build-dir) build=$(cd "$2" && pwd); shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --rss-limit) rss=$2; shift 2 ;;
    --max-len) max_len=$2; shift 2 ;;
    --artifacts) artifacts=$2; shift 2 ;;
    --max-seeds) max_seeds=$2; shift 2 ;;
    --log) log=$2; shift 2 ;;
    --runs-log) runs_log=$2; shift 2 ;;
    --no-build) do_build=0; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "fuzz.sh: unknown argument $1" >&2; usage >&2; exit 2 ;;
  esac
done
artifacts=${artifacts:-$build/artifacts}

if [[ $do_build == 1 ]]; then
  command -v clang++-15 >/dev/null || { echo "fuzz.sh: clang++-15 is needed" >&2; exit 2; }
  # Configure once (or again when the cache is not a fuzz build); then build,
  # which does nothing when nothing changed.
  if ! grep -q '^AMP2HIP_FUZZ:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
    gen=(); command -v ninja >/dev/null && gen=(-G Ninja)
    CC=clang-15 CXX=clang++-15 cmake -S "$root" -B "$build" "${gen[@]}" \
      -DCMAKE_BUILD_TYPE= -DCMAKE_C_FLAGS="-O1 -gline-tables-only" \
      -DCMAKE_CXX_FLAGS="-O1 -gline-tables-only" -DAMP2HIP_FUZZ=ON -DAMP2HIP_BUILD_TESTS=OFF >/dev/null \
      || { echo "fuzz.sh: cmake failed" >&2; exit 2; }
  fi
  cmake --build "$build" --target amp2hip_fuzz amp2hip_fuzz_replay -j "${FUZZ_BUILD_JOBS:-2}" \
    || { echo "fuzz.sh: build failed" >&2; exit 2; }
fi
fuzzer="$build/amp2hip_fuzz"
[[ -x $fuzzer ]] || { echo "fuzz.sh: $fuzzer is missing" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/amp2hip-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
corpus=${corpus_dir:-$work/corpus}
mkdir -p "$corpus" "$work/tmp" "$artifacts"
# Not the pending acceptance programs of open issues (directories named
# _NAME, e.g. conformance/_idioms): they fail by design until then.
seeds() {
  find "$@" -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.hpp' \) -size -"$max_len"c \
    -not -path '*/_*' 2>/dev/null | sort
}
mapfile -t others < <(seeds "$root/testdata/programs" "$root/testdata/conformance" \
  "$root/testdata/invalid" "$root/testdata/bad" "$root/testdata/trees" "$root/testdata/golden")
mapfile -t regressions < <(seeds "$root/testdata/fuzz/regressions" "$root/testdata/fuzz/expected-failures")
# A short run in a fresh corpus would spend all its time on the seeds
# (libFuzzer runs every seed before it mutates): sample them.
if [[ $max_seeds == 0 && -z $corpus_dir && $seconds -lt 1800 ]]; then
  max_seeds=$((seconds / 2 > 20 ? seconds / 2 : 20))
fi
if [[ $max_seeds -gt 0 && ${#others[@]} -gt $max_seeds ]]; then
  sample=()
  for ((i = 0; i < max_seeds; i++)); do sample+=("${others[i * ${#others[@]} / max_seeds]}"); done
  others=("${sample[@]}")
fi
# The dialect modes, from the harness itself (FuzzModes.cpp), but those the
# known findings skip (a known crash there).
mapfile -t modes < <({ "$build/amp2hip_fuzz_replay" --list-modes 2>/dev/null || echo default; } |
  grep -vxF -f <(sed -n 's/^skip-mode  *//p' "$root/testdata/fuzz/known-findings.txt" 2>/dev/null))
[[ ${#modes[@]} -gt 0 ]] || modes=(default)
n=0
for f in "${regressions[@]}" "${others[@]}"; do
  [[ -n $f ]] || continue
  # Flattened names: the same base name occurs in several directories.
  name=$(echo "${f#$root/testdata/}" | tr '/' '_')
  mode=${modes[n % ${#modes[@]}]}
  if [[ $mode == default ]] || head -n 1 "$f" | grep -q '^// fuzz-mode:'; then
    cp "$f" "$corpus/$name"
  else
    { echo "// fuzz-mode: $mode"; cat "$f"; } > "$corpus/$mode-$name"
  fi
  n=$((n + 1))
done
echo "fuzz.sh: $n seed files in $corpus; ${seconds}s; -timeout=$timeout -rss_limit_mb=$rss -max_len=$max_len$([[ $keep_going == 1 ]] && echo '; fork mode, going on past findings')"

log=${log:-$work/fuzz.log}
flags=(-max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" -max_len="$max_len"
       -print_final_stats=1 -dict="$root/testdata/fuzz/amp.dict" -artifact_prefix="$artifacts/")
[[ $keep_going == 1 ]] && flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
start=$SECONDS
set +e
TMPDIR="$work/tmp" AMP2HIP_FUZZ_CACHE_DIR="$build/fuzz-pch" \
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}:malloc_context_size=8:quarantine_size_mb=64" \
UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
  /usr/bin/time -o "$work/cpu" -f "%U %S" \
  "$fuzzer" "$corpus" "${flags[@]}" "${extra[@]}" 2>&1 | tee -a "$log"
rc=${PIPESTATUS[0]}
set -e
elapsed=$((SECONDS - start))

# Executions: the final stats (one process), or the fork mode's last status
# line (#N ... exec/s: ...).
execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | awk '{print $2}')
[[ -n $execs ]] || execs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
rate=$(awk -v n="${execs:-0}" -v t="$elapsed" 'BEGIN { printf "%.1f", t ? n / t : 0 }')
# CPU time of the fuzzer (fork mode: of its children too): on a machine
# shared with other work, executions per CPU second is what one core gives.
cpu=$(tail -n 1 "$work/cpu" 2>/dev/null | awk '{ printf "%.1f", $1 + $2 }')
cpu_rate=$(awk -v n="${execs:-0}" -v t="${cpu:-0}" 'BEGIN { printf "%.1f", (t > 0 ? n / t : 0) }')
echo "fuzz.sh: total executions ${execs:-?} in ${elapsed}s (start-up included), exec/s ${rate}; CPU ${cpu:-?}s, exec per CPU second ${cpu_rate}; exit status $rc"
grep -h '^amp2hip_fuzz: [0-9]* inputs:' "$log" | tail -1 || true

# The fuzzing log: what fuzzing this commit has had, and what it found.
log_run() {
  [[ -n $runs_log ]] || return 0
  local commit mode
  commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
  git -C "$root" diff --quiet HEAD -- translator runtime-shim 2>/dev/null || commit="$commit+edits"
  mode="$([[ $keep_going == 1 ]] && echo fork || echo single) ${seconds}s $(IFS=,; echo "${modes[*]}")"
  [[ -s $runs_log ]] || printf 'date\tcommit\tmode\tcpu_hours\texecutions\tfindings\n' > "$runs_log"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$commit" "$mode" \
    "$(awk -v t="${cpu:-0}" 'BEGIN { printf "%.3f", t / 3600 }')" "${execs:-0}" "$1" >> "$runs_log"
}

found=$(grep -cE 'ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:|ALARM: working on the last Unit|==ERROR: libFuzzer|amp2hip_fuzz: FINDING|SUMMARY: libFuzzer|deadly signal' "$log" || true)
if [[ $rc != 0 || $found != 0 ]]; then
  echo "fuzz.sh: FAILED: findings; the inputs are in $artifacts/" >&2
  log_run "$found in $artifacts (exit status $rc)"
  # Replay with the uninstrumented tools, the CLI's way.
  replay="$root/build/amp2hip_fuzz_replay" cli="$root/build/amp2hip"
  for a in $(ls -t "$artifacts" 2>/dev/null | grep -E '^(crash|timeout|oom|leak)-' | head -5); do
    [[ -x $replay && -x $cli ]] || break
    cp "$artifacts/$a" "$work/replay.cpp"
    read -r -a margs < <("$replay" --print-mode-args "$work/replay.cpp")
    echo "fuzz.sh: replaying $a: amp2hip_fuzz_replay --exact, then build/amp2hip${margs[*]:+ --extra-arg=}${margs[*]}" >&2
    timeout 300 "$replay" --exact "$work/replay.cpp" >&2 || true
    set +e
    timeout 300 "$cli" "$work/replay.cpp" -o "$work/replay.out.cpp" "${margs[@]/#/--extra-arg=}" >/dev/null 2>"$work/replay.err"
    echo "fuzz.sh:   build/amp2hip exit status $?" >&2
    set -e
  done
  exit 1
fi
log_run none
echo "fuzz.sh: no findings"
