#!/usr/bin/env bash
# Translate every testdata input (programs, conformance, golden sources,
# invalid, bad, runtime_failures, fuzz regressions, trees) into OUTDIR, with
# each file's stdout, stderr and exit code, so that a refactoring of the
# translator can be shown to change nothing:
#
#   scripts/translation-snapshot.sh /tmp/before      # on the old commit
#   scripts/translation-snapshot.sh /tmp/after       # on the new one
#   diff -r /tmp/before /tmp/after && echo identical
#
# AMP2HIP names the translator (default: build/amp2hip); -j from nproc.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: translation-snapshot.sh OUTDIR}
amp2hip=${AMP2HIP:-$root/build/amp2hip}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$root/testdata"
export amp2hip out
find . -name '*.cpp' -not -path './trees/*' | sort |
  xargs -P "$(nproc)" -I{} sh -c '
    f={}; dst="$out/${f#./}"; mkdir -p "$(dirname "$dst")"
    "$amp2hip" "$f" -o - >"$dst.out" 2>"$dst.err"; echo $? >"$dst.rc"'
# Tree mode over the sample trees: the whole out-root and its report, with
# the timings (which vary from run to run) taken out.
for t in trees/*/; do
  name=$(basename "$t")
  rm -rf "$out/tree-$name"
  "$amp2hip" --in-root "$t" --out-root "$out/tree-$name" -j 1 >/dev/null 2>"$out/tree-$name.err" || true
  if [ -f "$out/tree-$name/amp2hip-report.json" ]; then
    sed -i -E 's/"(seconds|time|elapsed)[a-z_]*": *[0-9.e+-]+/"\1": 0/g' "$out/tree-$name/amp2hip-report.json"
  fi
done
# Paths name the checkout; take it out so that two checkouts compare equal.
find "$out" -type f \( -name '*.err' -o -name '*.out' -o -name '*.json' \) -print0 |
  xargs -0 sed -i "s#$root/#<root>/#g; s#$out/#<out>/#g"
echo "snapshot of $(find "$out" -name '*.rc' | wc -l) files in $out"
