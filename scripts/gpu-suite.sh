#!/bin/sh
# gpu-suite.sh: every testdata program and every bench program, built here for
# a GPU and run on a machine that has one (README.md, "Tested on GPUs").
#
#   scripts/gpu-suite.sh build [--backend nvidia|amd|host] [--arch sm_90]
#                              [--filter REGEX] [-j N] DIR
#       (here; Python 3, build/amp2hip, Debian's CUDA 11.8) translates and
#       builds everything into DIR, which holds executables (unity batches,
#       stripped, CUDA runtime static), manifest.tsv, a static runner and
#       DIR/run; prints DIR's size (at most 64 MiB can be carried). Incremental.
#       `build --help` lists every option.
#   scripts/gpu-suite.sh run DIR [OUT] [-j N] [--timeout S] [--deadline S] [--filter TEXT] [--no-bench]
#       (on the GPU machine; needs only a POSIX shell) runs each test program
#       with a time limit, then the bench programs alone, and writes
#       OUT/gpu-suite.json and OUT/summary.txt (default OUT: DIR/../gpu-suite-out).
#       The same as `sh DIR/run OUT ...`.
#
# bench/run --gpu-json OUT/gpu-suite.json prints the GPU figures.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
usage() { sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; }
[ $# -gt 0 ] || { usage >&2; exit 2; }
cmd=$1
shift
case "$cmd" in
  build) exec /usr/bin/env python3 "$here/gpu_suite/build.py" "$@" ;;
  run)
    [ $# -gt 0 ] || { usage >&2; exit 2; }
    dir=$1
    shift
    [ -x "$dir/gpu-suite-runner" ] || { echo "gpu-suite.sh: $dir is not a built suite (no gpu-suite-runner)" >&2; exit 2; }
    exec sh "$dir/run" "$@" ;;
  -h | --help | help) usage ;;
  *) echo "gpu-suite.sh: unknown command '$cmd' (build or run)" >&2; usage >&2; exit 2 ;;
esac
