"""--sln with Windows-only headers beside the kernels, and a project the
configuration does not build (issue 30, item 5).

testdata/trees/vs_windows_header/ImageTools.sln, as Visual Studio writes it
(CRLF, BOMs, precompiled stdafx.h), holds three console projects:

* ImageTools: stdafx.h includes <amp.h> and the local kernels.h (restrict(amp)
  functions, a class whose static methods launch kernels, a template that
  names `Container::value_type` without `typename`). ImageTools.cpp runs the
  kernels; Console.cpp also includes <conio.h>, which only Windows has. The
  translation of Console.cpp's #include lines (it stops at <conio.h>) used
  to win over ImageTools.cpp's whole one and carried none of the Visual C++
  fixes, so the kernels.h written did not compile with g++.
* Viewer: its stdafx.h includes ATL (<atlbase.h>, <atlstr.h>) before
  <vector>, <amp.h>, `using namespace concurrency;` and ViewKernels.h, which
  relies on them; every source of the project stops at ATL. stdafx.h was
  copied unchanged (amp2hip-3012): the parse of the sources' #include lines
  stopped at its ATL too. It reads empty stand-ins for the Windows-only
  headers now, so stdafx.h and ViewKernels.h are translated; 4003 still
  names the #include, and the sources fail (not written, exit 2).
* LegacyFilters: Win32 only. The solution's default Release|x64 does not
  build it (no .Build.0 line), so its AMP source was copied without a word
  at the end of the run. amp2hip-3109 names it and the configuration that
  builds it, and the report says it too; with that --config it translates
  and runs.
"""
import json
import os
import re
import subprocess

import pytest

from test_vs_projects import AMP2HIP, CC, ROOT, files_of

TREE = ROOT / "testdata" / "trees" / "vs_windows_header"


def migrate(out, *extra):
    proc = subprocess.run([AMP2HIP, "--sln", TREE / "ImageTools.sln", "--in-root", TREE,
                           "--out-root", out, "-j", "2", *extra],
                          capture_output=True, text=True, timeout=600)
    report = out / "amp2hip-report.json"
    return proc, json.loads(report.read_text()) if report.exists() else None


@pytest.fixture(scope="module")
def release_x64(tmp_path_factory):
    out = tmp_path_factory.mktemp("vs-windows-header")
    return (out, *migrate(out))


@pytest.fixture(scope="module")
def release_x86(tmp_path_factory):
    out = tmp_path_factory.mktemp("vs-windows-header-x86")
    return (out, *migrate(out, "--config", "Release|x86"))


def run_on_host(sources, exe, *flags):
    build = subprocess.run([CC, "--backend", "host", *flags, *sources, "-o", exe],
                           capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stdout + build.stderr
    return subprocess.run([exe], capture_output=True, text=True, timeout=120)


def test_windows_only_sources_are_named_at_their_include(release_x64):
    _, proc, report = release_x64
    assert proc.returncode == 2, proc.stderr  # the refused sources
    err = proc.stderr
    assert re.search(r"ImageTools/Console\.cpp:5:1: error: 'conio\.h': the Windows console "
                     r".*\[amp2hip-4003\]", err), err
    assert re.search(r"Viewer/stdafx\.h:10:1: error: 'atlbase\.h', 'atlstr\.h': ATL.*"
                     r"\[amp2hip-4003\]", err), err
    files = files_of(report)
    assert files["ImageTools/Console.cpp"]["status"] == "failed"
    assert files["Viewer/Viewer.cpp"]["status"] == "failed"
    assert files["ImageTools/ImageTools.cpp"]["status"] in ("translated", "unchanged")


def test_headers_behind_stdafx_are_translated(release_x64):
    out, proc, report = release_x64
    assert "amp2hip-3012" not in proc.stderr, proc.stderr
    files = files_of(report)
    assert files["ImageTools/kernels.h"]["status"] == "translated"
    assert files["ImageTools/kernels.h"]["kernels"] == 3
    assert files["Viewer/ViewKernels.h"]["status"] == "translated"
    assert files["Viewer/ViewKernels.h"]["kernels"] == 1
    # Visual C++'s leniencies are fixed in the header (amp2hip-4001).
    kernels = (out / "ImageTools/kernels.h").read_text()
    assert "typedef typename Container::value_type elem;" in kernels
    assert "    typename Container::value_type x = view[i];" in kernels
    assert "__global__" in (out / "Viewer/ViewKernels.h").read_text()
    # stdafx.h: <amp.h> becomes the runtime's, ATL's #includes stay for a
    # port by hand.
    stdafx = (out / "Viewer/stdafx.h").read_text()
    assert "#include <atlbase.h>" in stdafx and "<amp.h>" not in stdafx


def test_translated_program_runs_on_the_host(release_x64, tmp_path):
    out, _, _ = release_x64
    run = run_on_host([out / "ImageTools/ImageTools.cpp"], tmp_path / "ImageTools")
    assert run.returncode == 0 and run.stdout == "ImageTools: PASS\n", run.stdout + run.stderr


def test_header_of_a_refused_project_runs_on_the_host(release_x64, tmp_path):
    out, _, _ = release_x64
    check = tmp_path / "histogram.cpp"
    check.write_text(
        '#include <amp2hip/amp.h>\n#include <cstdio>\n#include <vector>\nusing namespace concurrency;\n#include "ViewKernels.h"\n'
        "int main() {\n"
        "    std::vector<float> v(100);\n"
        "    for (int i = 0; i < 100; ++i) v[i] = i / 100.0f;\n"
        "    std::vector<int> bins = ViewKernels::Histogram::Count(v, 4);\n"
        "    for (int b = 0; b < 4; ++b) if (bins[b] != 25) { std::printf(\"FAIL\\n\"); return 1; }\n"
        '    std::printf("Viewer kernels: PASS\\n");\n'
        "    return 0;\n}\n")
    run = run_on_host([check], tmp_path / "histogram", "-I", str(out / "Viewer"))
    assert run.returncode == 0 and run.stdout == "Viewer kernels: PASS\n", run.stdout + run.stderr


def test_unbuilt_project_is_named_with_a_configuration_that_builds_it(release_x64):
    _, proc, report = release_x64
    err = proc.stderr
    said = ("ImageTools.sln: warning: project LegacyFilters (LegacyFilters/LegacyFilters.vcxproj) "
            "uses AMP, but solution configuration Release|x64 does not build it: its files are "
            "copied unchanged; translate it with --config \"Release|x86\" (which builds it as "
            "Release|Win32) [amp2hip-3109]")
    assert said in err, err
    # At the end, with the summary: after every file's diagnostics.
    assert err.index(said) > err.index("[amp2hip-4003]")
    assert "project LegacyFilters (LegacyFilters/LegacyFilters.vcxproj), Release|Win32: copied " \
           "(not built in Release|x64)" in err
    assert report["unbuilt_amp_projects"] == [{
        "name": "LegacyFilters", "project": "LegacyFilters/LegacyFilters.vcxproj",
        "built_in": "Release|x86", "built_in_as": "Release|Win32"}]
    legacy = [p for p in report["projects"] if p["name"] == "LegacyFilters"][0]
    assert legacy["not_built"] == {"solution_configuration": "Release|x64",
                                   "built_in": "Release|x86", "built_in_as": "Release|Win32"}
    assert files_of(report)["LegacyFilters/Legacy.cpp"]["status"] == "copied"


def test_the_named_configuration_translates_it_and_it_runs(release_x86, tmp_path):
    out, proc, report = release_x86
    assert "amp2hip-3109" not in proc.stderr, proc.stderr
    assert "project LegacyFilters (LegacyFilters/LegacyFilters.vcxproj), Release|Win32: " \
           "translated" in proc.stderr
    assert "unbuilt_amp_projects" not in report
    assert files_of(report)["LegacyFilters/Legacy.cpp"]["status"] == "translated"
    run = run_on_host([out / "LegacyFilters/Legacy.cpp"], tmp_path / "Legacy")
    assert run.returncode == 0 and run.stdout == "LegacyFilters: PASS\n", run.stdout + run.stderr


@pytest.mark.parametrize("backend", ["amd", "nvidia"])
def test_translations_build_for_gpus(release_x64, backend, tmp_path):
    if os.environ.get("AMP2HIP_SKIP_GPU_TOOLCHAINS") == "1":
        pytest.skip("AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
    out, _, _ = release_x64
    proc = subprocess.run([CC, "--backend", backend, out / "ImageTools/ImageTools.cpp",
                           "-o", tmp_path / "ImageTools"],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
