#!/usr/bin/env bash
# The main job, end to end on the bundled sample tree (samples/):
#   1. set up (installs what is missing, builds build/amp2hip);
#   2. translate every C++ AMP source of samples/ into out/samples/ (other
#      files are copied as they are);
#   3. show the diff a migrating user would review;
#   4. build the translated tree for the host backend and run it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

bash scripts/setup.sh >/dev/null

rm -rf out/samples
mkdir -p out/samples
echo "== translating samples/ -> out/samples/"
while IFS= read -r -d '' f; do
  rel=${f#samples/}
  mkdir -p "out/samples/$(dirname "$rel")"
  case "$f" in
    *.cpp | *.cc | *.cxx)
      echo "   amp2hip $f"
      build/amp2hip "$f" -o "out/samples/$rel" ;;
    *) cp "$f" "out/samples/$rel" ;;
  esac
done < <(find samples -type f -print0 | sort -z)

echo "== what changed (diff -ru samples out/samples)"
diff -ru samples out/samples || true

echo "== building the translated tree for the host backend"
for app in out/samples/*/; do
  name=$(basename "$app")
  scripts/amp2hip-cc --backend host "$app"*.cpp -o "out/$name"
  echo "== running out/$name"
  "out/$name"
done
