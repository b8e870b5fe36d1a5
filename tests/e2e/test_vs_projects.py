"""Visual Studio code bases as they are: --sln / --vcxproj / --config.

testdata/trees/vsprojects is a solution written the way Visual Studio writes
them: Solution.sln (with a solution folder) and three projects in four
configurations, UTF-8 with BOMs and CRLF line ends; Common.props, a property
sheet every project imports, puts Shared\\Include on the include path,
defines SCALE and refers to an environment variable ($(MY_SDK_ROOT)) Linux
does not have. Kernels is a static library with a precompiled header
(stdafx.h, which includes "config.h" for Shared/Include/Config.h), a kernel
in a header template, a unity build (KernelsUnity.cpp, with a macro of its
own, includes Scale.cpp and sum.cpp, which are excluded from the build on
their own) and DebugOnly.cpp,
excluded from Release builds (it #errors without _DEBUG). App, a console
program that references Kernels, includes "..\\kernels\\KERNELS.H" and
"Helpers\\Check.h" and gets Helpers\\Report.h as a forced include. Tools is
Windows-only (ATL) and uses no AMP.
"""
import json
import os
import pathlib
import re
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP2HIP = os.environ.get("AMP2HIP", str(ROOT / "build" / "amp2hip"))
CC = ROOT / "scripts" / "amp2hip-cc"
TREE = ROOT / "testdata" / "trees" / "vsprojects"
SAMPLE = ROOT / "samples" / "ParticleSolution"


def amp2hip(*args):
    return subprocess.run([AMP2HIP, *map(str, args)], capture_output=True, text=True,
                          timeout=600)


def migrate(out, *extra):
    proc = amp2hip("--sln", TREE / "Solution.sln", "--in-root", TREE, "--out-root", out, *extra)
    report = out / "amp2hip-report.json"
    return proc, json.loads(report.read_text()) if report.exists() else None


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    out = tmp_path_factory.mktemp("vs-release")
    proc, report = migrate(out, "-j", "2", "--emit-cmake")
    return out, proc, report


def files_of(report):
    return {f["path"]: f for f in report["files"]}


def test_solution_is_read_and_the_choices_are_reported(release):
    out, proc, report = release
    assert proc.returncode == 0, proc.stderr
    err = proc.stderr
    assert "solution Solution.sln, configuration Release|x64 (default" in err
    assert "project Kernels (Kernels/Kernels.vcxproj), Release|x64: translated" in err
    assert "project App (App/App.vcxproj), Release|x64: translated (it uses Kernels)" in err
    assert "project Tools (Tools/Tools.vcxproj), Release|x64: copied (no AMP)" in err
    # The environment variable, where the property sheet uses it, once.
    assert len(re.findall(r"Common\.props:10:1: warning: '\$\(MY_SDK_ROOT\)' has no value here"
                          r".*AdditionalIncludeDirectories reads it as empty \[amp2hip-3101\]",
                          err)) == 1, err
    assert report["solution_configuration"] == "Release|x64"
    projects = {p["name"]: p for p in report["projects"]}
    kernels = projects["Kernels"]
    assert kernels["configuration"] == "Release|x64"
    assert kernels["type"] == "StaticLibrary"
    flags = kernels["flags"]
    assert {"value": "Shared/Include", "from": "Common.props:10"} in flags["include_dirs"]
    assert {"value": "SCALE=3", "from": "Common.props:11"} in flags["defines"]
    defines = [d["value"] for d in flags["defines"]]
    assert defines == ["NDEBUG", "_LIB", "TILE=64", "SCALE=3", "UNICODE", "_UNICODE"]
    assert flags["precompiled_header"]["value"] == "Kernels/stdafx.h"
    imports = [(i["project"], i["status"]) for i in kernels["imports"]]
    assert ("..\\Common.props", "read") in imports
    assert ("$(VCTargetsPath)\\Microsoft.Cpp.Default.props", "visual-studio") in imports
    sources = {s["path"]: s for s in kernels["sources"]}
    assert sources["Kernels/Scale.cpp"]["excluded_from_build"] is True
    assert sources["Kernels/DebugOnly.cpp"]["excluded_from_build"] is True
    assert "excluded_from_build" not in sources["Kernels/KernelsUnity.cpp"]
    assert projects["App"]["references"] == ["Kernels"]
    assert projects["App"]["flags"]["forced_includes"] == [
        {"value": "App/Helpers/Report.h", "from": "App/App.vcxproj:123"}]
    assert projects["Tools"]["status"] == "copied (no AMP)"
    main = files_of(report)["App/Main.cpp"]
    assert (main["project"], main["configuration"]) == ("App", "Release|x64")
    assert files_of(report)["Kernels/Sum.cpp"]["project"] == "Kernels"
    assert files_of(report)["Kernels/DebugOnly.cpp"]["reason"] == \
        "excluded from the build in Release|x64"
    assert files_of(report)["Tools/Tool.cpp"]["reason"] == "project Tools uses no AMP"


def test_unity_parts_are_translated_once_with_their_includer(release):
    out, _, report = release
    files = files_of(report)
    for part in ("Kernels/Scale.cpp", "Kernels/Sum.cpp"):
        assert files[part]["status"] == "translated", files[part]
        assert files[part]["included_by"] == "Kernels/KernelsUnity.cpp"
    assert files["Kernels/Sum.cpp"]["kernels"] == 1
    assert files["Kernels/Sum.cpp"]["constructs"]["tiled kernel"] == 1
    assert "__global__" in (out / "Kernels/Sum.cpp").read_text()
    assert "parallel_for_each" not in (out / "Kernels/Ops/Scale.h").read_text()


def test_files_excluded_from_the_build_are_copied(release):
    out, _, report = release
    files = files_of(report)
    assert files["Kernels/DebugOnly.cpp"]["status"] == "copied"
    assert (out / "Kernels/DebugOnly.cpp").read_bytes() == (TREE / "Kernels/DebugOnly.cpp").read_bytes()


def test_includes_are_spelled_so_that_linux_finds_them(release):
    out, _, report = release
    main = (out / "App/Main.cpp").read_bytes()
    # CRLF kept; only the names change.
    assert b'#include "../Kernels/Kernels.h"\r\n#include "Helpers/check.h"\r\n' in main
    assert files_of(report)["App/Main.cpp"]["constructs"]["include spelling"] == 2
    assert '#include "Ops/Scale.h"' in (out / "Kernels/Scale.cpp").read_text()
    assert '#include "Sum.cpp"' in (out / "Kernels/KernelsUnity.cpp").read_text()
    assert '#include "Config.h"' in (out / "Kernels/stdafx.h").read_text()


def test_projects_without_amp_and_project_files_are_copied(release):
    out, proc, report = release
    for rel in ("Tools/Tool.cpp", "Tools/Tools.vcxproj", "Solution.sln", "Common.props",
                "Kernels/Kernels.vcxproj"):
        assert (out / rel).read_bytes() == (TREE / rel).read_bytes(), rel
    assert files_of(report)["Tools/Tool.cpp"]["status"] == "copied"
    assert "atlbase.h" not in proc.stderr  # never parsed


def compile_projects(out, report, backend, tmp, link=True):
    """Build the translated solution the way its report says: each source
    of a translated project with that project's include directories, macros
    and forced includes, then one program of them all (the application
    links the library)."""
    objects = []
    for project in report["projects"]:
        if not project["status"].startswith("translated"):
            continue
        for source in project["sources"]:
            if source.get("excluded_from_build"):
                continue
            # A source's own flags, where its metadata changes the project's.
            given = source.get("flags", project["flags"])
            flags = [f"-I{out / d['value']}" for d in given["include_dirs"]]
            flags += [f"-D{d['value']}" for d in given["defines"]]
            for forced in given["forced_includes"]:
                flags += ["-include", out / forced["value"]]
            obj = tmp / (source["path"].replace("/", "_") + f".{backend}.o")
            proc = subprocess.run([CC, "--backend", backend, *flags, "-c", out / source["path"],
                                   "-o", obj], capture_output=True, text=True, timeout=900)
            assert proc.returncode == 0, proc.stdout + proc.stderr
            objects.append(obj)
    exe = tmp / f"solution.{backend}"
    if link:
        proc = subprocess.run([CC, "--backend", backend, *objects, "-o", exe],
                              capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return exe


def cmake_build(out, build):
    """Configure and build the emitted CMakeLists.txt for the host backend."""
    subprocess.run(["cmake", "-S", out, "-B", build, "-DAMP2HIP_BACKEND=host",
                    f"-DAMP2HIP_SHIM_DIR={ROOT / 'runtime-shim'}"], check=True,
                   capture_output=True, timeout=300)
    proc = subprocess.run(["cmake", "--build", build, "-j", "2"], capture_output=True, text=True,
                          timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_emitted_cmake_mirrors_the_projects_and_runs_on_the_host(release, tmp_path):
    out, _, report = release
    cmake = (out / "CMakeLists.txt").read_text()
    # One target per translated project, of its kind, with its sources.
    assert ('add_library(Kernels STATIC\n  "Kernels/KernelsUnity.cpp"\n'
            '  "Kernels/stdafx.cpp")') in cmake
    assert 'add_executable(App\n  "App/Main.cpp")' in cmake
    assert "target_link_libraries(App PRIVATE amp2hip::shim Kernels)" in cmake
    assert '"${CMAKE_CURRENT_SOURCE_DIR}/Shared/Include"' in cmake
    assert '"SCALE=3"' in cmake and '"_UNICODE"' in cmake
    # Main.cpp prints its verdict with the project's forced include.
    assert ('target_compile_options(App PRIVATE '
            r'"SHELL:-include \"${CMAKE_CURRENT_SOURCE_DIR}/App/Helpers/Report.h\"")') in cmake
    # The excluded files and the Windows-only project are not built.
    assert "Scale.cpp" not in cmake and "DebugOnly.cpp" not in cmake
    # KernelsUnity.cpp's own macro (it #errors without it).
    assert ('set_property(SOURCE "Kernels/KernelsUnity.cpp" APPEND PROPERTY COMPILE_OPTIONS '
            '"-DKERNELS_UNITY_BUILD")') in cmake
    # ... and its own include directory (it includes "Scale.h" from Ops/).
    assert ('set_property(SOURCE "Kernels/KernelsUnity.cpp" APPEND PROPERTY INCLUDE_DIRECTORIES\n'
            '  "${CMAKE_CURRENT_SOURCE_DIR}/Kernels/Ops")') in cmake
    assert "Tool.cpp" not in cmake and "# copied, not built" in cmake
    build = tmp_path / "build"
    cmake_build(out, build)
    run = subprocess.run([build / "App"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "PASS" in run.stdout, run.stdout + run.stderr


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    out = tmp_path_factory.mktemp("vs-sample")
    proc = amp2hip("--sln", SAMPLE / "ParticleSolution.sln", "--out-root", out, "--emit-cmake",
                   "-j", "2")
    report = out / "amp2hip-report.json"
    return out, proc, json.loads(report.read_text()) if report.exists() else None


def test_sample_solution_migrates_builds_and_runs(sample, tmp_path):
    """samples/ParticleSolution, as the README shows it: every file
    translated with its project's flags, the emitted build (a static
    library of kernels, a console program) built and run on the host."""
    out, proc, report = sample
    assert proc.returncode == 0, proc.stderr
    assert "solution ParticleSolution.sln, configuration Release|x64" in proc.stderr
    # The MSVC-only template argument (no 'typename'), fixed in the output.
    fixes = re.findall(r"ParticleKernels/StagedBuffer\.h:(\d+):29: warning: template argument "
                       r"for template type parameter must be a type; omitted 'typename' is a "
                       r"Microsoft extension.*\[amp2hip-4001\]", proc.stderr)
    assert fixes == ["15", "25"], proc.stderr
    assert "array_view<typename Container::value_type, 1> m_view;" in \
        (out / "ParticleKernels/StagedBuffer.h").read_text()
    # A timer through <amp.h> alone (Visual C++'s includes <windows.h>), with
    # a dependent base's typedefs; an unused <d3d11.h>; parallel_reduce.
    clock = (out / "ParticleKernels/KernelClock.h").read_text()
    assert clock.startswith("#pragma once\n\n#include <amp2hip/windows.h>\n"), clock
    assert "    typename ClockBase<Rep>::rep Stop()\n" in clock
    assert "    typename ClockBase<Rep>::tick m_start;\n" in clock
    kernels_cpp = (out / "ParticleKernels/ParticleKernels.cpp").read_text()
    assert ("#if defined(_WIN32) // Direct3D 11: this file uses none of it\n"
            "#include <d3d11.h>\n#endif\n#include <amp2hip/ppl.h>\n") in kernels_cpp
    assert "concurrency::parallel_reduce(" in kernels_cpp
    files = files_of(report)
    for rel in ("ParticleApp/ParticleApp.cpp", "ParticleKernels/ParticleKernels.cpp"):
        assert files[rel]["status"] == "translated", files[rel]
        assert files[rel]["configuration"] == "Release|x64"
    assert files["ParticleKernels/Kernels/Energy.h"]["constructs"]["tiled kernel"] == 1
    assert files["ParticleKernels/Kernels/Integrate.h"]["kernels"] == 1
    assert files["ParticleApp/ParticleApp.cpp"]["project"] == "ParticleApp"
    projects = {p["name"]: p for p in report["projects"]}
    defines = [d["value"] for d in projects["ParticleApp"]["flags"]["defines"]]
    assert "PARTICLE_TILE=64" in defines and "UNICODE" in defines
    cmake = (out / "CMakeLists.txt").read_text()
    assert "add_library(ParticleKernels STATIC" in cmake
    assert "target_link_libraries(ParticleApp PRIVATE amp2hip::shim ParticleKernels)" in cmake
    build = tmp_path / "build"
    cmake_build(out, build)
    run = subprocess.run([build / "ParticleApp"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "PASS" in run.stdout, run.stdout + run.stderr
    assert run.stdout.startswith("Release build: 4096 particles"), run.stdout
    assert " ms (kernels " in run.stdout, run.stdout


def test_sample_solution_in_its_debug_win32_configuration(tmp_path):
    """--config "Debug|x86": the solution maps it to each project's
    Debug|Win32, whose macros (WIN32, _DEBUG) reach the translation and the
    emitted build, and the program says which build it is."""
    out = tmp_path / "out"
    proc = amp2hip("--sln", SAMPLE / "ParticleSolution.sln", "--config", "Debug|x86",
                   "--out-root", out, "--emit-cmake", "-j", "2")
    assert proc.returncode == 0, proc.stderr
    assert "project ParticleApp (ParticleApp/ParticleApp.vcxproj), Debug|Win32: translated" \
        in proc.stderr
    report = json.loads((out / "amp2hip-report.json").read_text())
    assert files_of(report)["ParticleApp/ParticleApp.cpp"]["configuration"] == "Debug|Win32"
    defines = {p["name"]: [d["value"] for d in p["flags"]["defines"]] for p in report["projects"]}
    assert defines["ParticleApp"][:3] == ["WIN32", "_DEBUG", "_CONSOLE"]
    assert defines["ParticleKernels"][:3] == ["WIN32", "_DEBUG", "_LIB"]
    build = tmp_path / "build"
    cmake_build(out, build)
    run = subprocess.run([build / "ParticleApp"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.startswith("Debug build: "), run.stdout + run.stderr


# The bundled sample's GPU builds are test_emitted_build.py's
# test_visual_studio_solution_builds_for_the_gpus (its emitted CMake build,
# which links the same sources with the same flags): here the report's
# flags are what is built, for the solution with per-file settings.
@pytest.mark.parametrize("backend", ["amd", "nvidia"])
@pytest.mark.parametrize("solution", ["release"])
def test_output_builds_for_gpus(request, tmp_path, solution, backend):
    if os.environ.get("AMP2HIP_SKIP_GPU_TOOLCHAINS") == "1":
        pytest.skip("AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
    out, _, report = request.getfixturevalue(solution)
    compile_projects(out, report, backend, tmp_path)


def test_debug_configuration_builds_the_debug_only_file(tmp_path):
    proc, report = migrate(tmp_path, "--config", "Debug|x86")
    assert proc.returncode == 0, proc.stderr
    projects = {p["name"]: p for p in report["projects"]}
    kernels = projects["Kernels"]
    assert kernels["configuration"] == "Debug|Win32"  # the solution maps x86 to Win32
    defines = [d["value"] for d in kernels["flags"]["defines"]]
    assert defines[:4] == ["WIN32", "_DEBUG", "_LIB", "TILE=64"]
    files = files_of(report)
    # Parsed with _DEBUG this time (its #error would fire without it).
    assert files["Kernels/DebugOnly.cpp"]["status"] == "unchanged"


def test_unknown_configuration_is_a_usage_error(tmp_path):
    proc, _ = migrate(tmp_path, "--config", "Profile|x64")
    assert proc.returncode == 3
    assert "no configuration 'Profile|x64'" in proc.stderr
    assert "Release|x64" in proc.stderr


def test_projects_without_their_solution(tmp_path):
    """--vcxproj: $(SolutionDir) is the project's directory (Visual Studio's
    own choice for a project opened alone), so Common.props's include
    directory is not found: said, located; -I supplies it."""
    args = ["--vcxproj", TREE / "Kernels/Kernels.vcxproj", "--vcxproj", TREE / "App/App.vcxproj",
            "--in-root", TREE]
    proc = amp2hip(*args, "--out-root", tmp_path / "a")
    assert proc.returncode == 2
    assert re.search(r"Common\.props:10:1: warning: include directory '.*Shared.Include' does "
                     r"not exist here; left out \[amp2hip-3104\]", proc.stderr), proc.stderr
    fixed = amp2hip(*args, "-I", TREE / "Shared/Include", "--out-root", tmp_path / "b")
    assert fixed.returncode == 0, fixed.stderr
    report = json.loads((tmp_path / "b" / "amp2hip-report.json").read_text())
    assert "solution" not in report
    assert [p["name"] for p in report["projects"]] == ["Kernels", "App"]


def test_unity_parts_in_a_plain_tree(tmp_path):
    """Without project files too, a .cpp another .cpp includes is translated
    once, as part of its includer, and not on its own (where it would not
    compile)."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "all.cpp").write_text('#include <amp.h>\n#include <vector>\n'
                                 'using namespace concurrency;\n#include "part.cpp"\n'
                                 'int main() { std::vector<int> v(8, 1); twice(v);'
                                 ' return v[7] == 2 ? 0 : 1; }\n')
    (src / "part.cpp").write_text('void twice(std::vector<int>& v) {\n'
                                  '  array_view<int, 1> a(8, v);\n'
                                  '  parallel_for_each(a.extent, [=](index<1> i) restrict(amp)'
                                  ' { a[i] *= 2; });\n  a.synchronize();\n}\n')
    out = tmp_path / "out"
    proc = amp2hip("--in-root", src, "--out-root", out)
    assert proc.returncode == 0, proc.stderr
    files = files_of(json.loads((out / "amp2hip-report.json").read_text()))
    assert files["part.cpp"]["included_by"] == "all.cpp"
    assert files["part.cpp"]["kernels"] == 1
    exe = tmp_path / "all"
    build = subprocess.run([CC, "--backend", "host", out / "all.cpp", "-o", exe],
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr
    assert subprocess.run([exe], timeout=60).returncode == 0
