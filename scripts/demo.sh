#!/usr/bin/env bash
# The main job, end to end on the bundled samples (samples/):
#   1. set up (installs what is missing, builds build/amp2hip);
#   2. translate every C++ AMP source of samples/imaging into
#      out/samples/imaging (other files are copied as they are);
#   3. show the diff a migrating user would review;
#   4. build the translated tree for the host backend and run it;
#   5. migrate the Visual Studio solution samples/ParticleSolution the way
#      its projects build it (--sln), with the CMake build that mirrors its
#      projects (--emit-cmake), and build and run that on the host backend.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

bash scripts/setup.sh --demo >/dev/null

rm -rf out/samples
mkdir -p out/samples
echo "== translating samples/imaging -> out/samples/imaging"
while IFS= read -r -d '' f; do
  rel=${f#samples/}
  mkdir -p "out/samples/$(dirname "$rel")"
  case "$f" in
    *.cpp | *.cc | *.cxx)
      echo "   amp2hip $f"
      build/amp2hip "$f" -o "out/samples/$rel" ;;
    *) cp "$f" "out/samples/$rel" ;;
  esac
done < <(find samples/imaging -type f -print0 | sort -z)

echo "== what changed (diff -ru samples/imaging out/samples/imaging)"
diff -ru samples/imaging out/samples/imaging || true

echo "== building the translated tree for the host backend"
scripts/amp2hip-cc --backend host out/samples/imaging/*.cpp -o out/imaging
echo "== running out/imaging"
out/imaging

echo "== migrating the Visual Studio solution samples/ParticleSolution"
build/amp2hip --sln samples/ParticleSolution/ParticleSolution.sln \
  --out-root out/samples/ParticleSolution --emit-cmake
echo "== building it with the emitted CMakeLists.txt (a target per project), host backend"
cmake -S out/samples/ParticleSolution -B out/ParticleSolution-build -DAMP2HIP_BACKEND=host \
  -DAMP2HIP_SHIM_DIR="$PWD/runtime-shim" >/dev/null
cmake --build out/ParticleSolution-build -j "$(nproc)" >/dev/null
echo "== running out/ParticleSolution-build/ParticleApp"
out/ParticleSolution-build/ParticleApp
