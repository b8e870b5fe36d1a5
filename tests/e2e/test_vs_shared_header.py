"""One header, two projects (issue 28, item 6).

testdata/trees/vs_shared_header is a solution (Shared.sln, CRLF and BOMs as
Visual Studio writes them) of two console projects. AmpLib/Kernels.h holds
kernels in function templates that name `Container::value_type` without
`typename`, inside the kernels too (Visual C++ accepts it; amp2hip inserts
`typename`, amp2hip-4001). AmpLib/AmpLib.cpp includes it as "Kernels.h".
Viewer/Viewer.cpp includes Viewer/Filters.h (its own kernel, the same
leniency), which includes the library header as "..\\amplib\\kernels.h", the
way a Windows file system lets one write it, and then includes it again as
"..\\AmpLib\\Kernels.h".

The fixed text of a header was read only by the spelling that names the file
as it is on disk: "..\\amplib\\kernels.h" went to the file on disk, unfixed,
and the output check refused Viewer.cpp (amp2hip-3006) although AmpLib's
translation was fine. The test migrates the solution, builds both projects
with the emitted CMake and runs them on the host, and builds each source for
AMD and NVIDIA.
"""
import json
import os
import pathlib
import re
import subprocess

import pytest

from test_vs_projects import AMP2HIP, CC, ROOT, cmake_build, files_of

TREE = ROOT / "testdata" / "trees" / "vs_shared_header"


@pytest.fixture(scope="module")
def migrated(tmp_path_factory):
    out = tmp_path_factory.mktemp("vs-shared-header")
    proc = subprocess.run([AMP2HIP, "--sln", TREE / "Shared.sln", "--in-root", TREE,
                           "--out-root", out, "--emit-cmake", "-j", "2"],
                          capture_output=True, text=True, timeout=600)
    report = out / "amp2hip-report.json"
    return out, proc, json.loads(report.read_text()) if report.exists() else None


def test_both_projects_translate(migrated):
    out, proc, report = migrated
    assert proc.returncode == 0, proc.stderr
    assert "amp2hip-3006" not in proc.stderr, proc.stderr
    assert "project AmpLib (AmpLib/AmpLib.vcxproj), Release|x64: translated" in proc.stderr
    assert "project Viewer (Viewer/Viewer.vcxproj), Release|x64: translated" in proc.stderr
    files = files_of(report)
    for rel in ("AmpLib/Kernels.h", "Viewer/Filters.h", "Viewer/Viewer.cpp"):
        assert files[rel]["status"] == "translated", files[rel]
    assert files["AmpLib/AmpLib.cpp"]["status"] == "unchanged"
    assert files["AmpLib/Kernels.h"]["kernels"] == 2
    assert files["Viewer/Filters.h"]["kernels"] == 1


def test_the_fix_inside_the_kernel_is_in_the_shared_header(migrated):
    out, proc, _ = migrated
    # Located in the header, whichever project's parse reported it.
    assert re.search(r"AmpLib/Kernels\.h:17:13: warning: missing 'typename' prior to dependent "
                     r"type name 'Container::value_type'.*\[amp2hip-4001\]", proc.stderr)
    kernels = (out / "AmpLib/Kernels.h").read_text()
    kernel = kernels[kernels.index("__global__ void Scale_kernel"):]
    assert "typename Container::value_type x = view[i];" in kernel[:kernel.index("\n}")]
    filters = (out / "Viewer/Filters.h").read_text()
    assert "typename Image::value_type p = view[i], zero = 0, one = 1;" in filters
    # The includes spelled so that Linux finds them, CRLF kept.
    viewer = (out / "Viewer/Viewer.cpp").read_bytes()
    assert b'#include "Filters.h"\r\n#include "../AmpLib/Kernels.h"\r\n' in viewer
    assert b'#include "../AmpLib/Kernels.h"\r\n' in (out / "Viewer/Filters.h").read_bytes()


def test_both_projects_build_and_run_on_the_host(migrated, tmp_path):
    out, _, _ = migrated
    cmake = (out / "CMakeLists.txt").read_text()
    assert 'add_executable(AmpLib\n  "AmpLib/AmpLib.cpp")' in cmake
    assert 'add_executable(Viewer\n  "Viewer/Viewer.cpp")' in cmake
    build = tmp_path / "build"
    cmake_build(out, build)
    for program in ("AmpLib", "Viewer"):
        run = subprocess.run([build / program], capture_output=True, text=True, timeout=120)
        assert run.returncode == 0 and run.stdout == f"{program}: PASS\n", run.stdout + run.stderr


@pytest.mark.parametrize("backend", ["amd", "nvidia"])
def test_both_projects_build_for_gpus(migrated, backend, tmp_path):
    if os.environ.get("AMP2HIP_SKIP_GPU_TOOLCHAINS") == "1":
        pytest.skip("AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
    out, _, _ = migrated
    for source in ("AmpLib/AmpLib.cpp", "Viewer/Viewer.cpp"):
        exe = tmp_path / pathlib.Path(source).stem
        proc = subprocess.run([CC, "--backend", backend, out / source, "-o", exe],
                              capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, proc.stdout + proc.stderr
