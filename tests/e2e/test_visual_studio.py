"""Visual Studio code bases as they are (issue 14), end to end:
testdata/trees/vs_dialect is a Visual Studio console project (CRLF, stdafx.h
and targetver.h, _tmain in a narrow and in a UNICODE build (wmain, wide
argv, std::wcout mixed with printf), a `void main` tool, the project's AMP
kernels in a
header written against Visual C++'s leniencies: dependent base members
without this->, missing typename and template, `throw std::exception("...")`,
__int64 and QueryPerformanceCounter, PPL around the kernels) plus one source
that uses Direct3D (<d3d11.h>'s ID3D11Device).

`amp2hip --msvc --in-root ... --out-root ...` must translate every file but
the Direct3D one (its use named where it is, amp2hip-4005, while the header
only it includes is still translated), report the Visual C++ fixes (amp2hip-4001,
`msvc fix` in the report), and the three programs must build and print PASS
on the host backend, and build for AMD and NVIDIA. Translating the output
again changes nothing. docs/windows.md must match the tables it is
generated from.
"""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP2HIP = os.environ.get("AMP2HIP", str(ROOT / "build" / "amp2hip"))
AMP2HIP_CC = ROOT / "scripts" / "amp2hip-cc"
TREE = ROOT / "testdata" / "trees" / "vs_dialect"
PROGRAMS = ("app_tmain.cpp", "app_unicode.cpp", "tool_void_main.cpp")
SKIP_GPU = os.environ.get("AMP2HIP_SKIP_GPU_TOOLCHAINS", "0") == "1"


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=900, **kw)


@pytest.fixture(scope="module")
def migrated(tmp_path_factory):
    if not pathlib.Path(AMP2HIP).exists():
        pytest.skip("no translator at %s" % AMP2HIP)
    out = tmp_path_factory.mktemp("vs_dialect")
    proc = run([AMP2HIP, "--msvc", "--in-root", TREE, "--out-root", out, "-j", "2"])
    report = json.loads((out / "amp2hip-report.json").read_text())
    return out, proc, {f["path"]: f for f in report["files"]}


def test_every_file_but_the_direct3d_one_is_translated(migrated):
    out, proc, files = migrated
    assert proc.returncode == 2, proc.stderr  # the Direct3D source does not parse on Linux
    assert files["d3d_view.cpp"]["status"] == "failed"
    assert not (out / "d3d_view.cpp").exists()
    # Not the #include (a file that uses none of it is translated): the use.
    assert "[amp2hip-4003]" not in proc.stderr, proc.stderr
    assert proc.stderr.count("[amp2hip-4005]") == 1, proc.stderr
    assert "d3d_view.cpp:7:11: error: 'ID3D11Device' is Direct3D, which only Windows has" in proc.stderr
    assert "unknown type name" not in proc.stderr  # named by amp2hip, not by clang
    for rel in ("stdafx.h", "targetver.h", "Kernels.h", "Interop.h", "tool_void_main.cpp"):
        assert files[rel]["status"] == "translated", (rel, files[rel], proc.stderr)
    # Only d3d_view.cpp includes Interop.h: its AMP code is translated anyway.
    interop = (out / "Interop.h").read_text()
    assert "__global__ void brighten_kernel" in interop and "hipLaunchKernelGGL" in interop


def test_windows_headers_map_to_the_shim(migrated):
    out, _, _ = migrated
    stdafx = (out / "stdafx.h").read_bytes()
    assert b"#include <amp2hip/tchar.h>\r\n#include <amp2hip/windows.h>\r\n" in stdafx
    assert b"#include <amp2hip/amp.h>\r\n#include <amp2hip/ppl.h>\r\n" in stdafx
    assert b"#include <amp2hip/sdkddkver.h>\r\n" in (out / "targetver.h").read_bytes()
    assert (out / "stdafx.cpp").read_bytes() == (TREE / "stdafx.cpp").read_bytes()


def test_visual_cpp_leniencies_are_fixed_and_reported(migrated):
    out, proc, files = migrated
    kernels = (out / "Kernels.h").read_text()
    assert "if (this->size <= 0)" in kernels
    assert "array_view<T, 1> v = this->view;" in kernels
    assert "self.template scaled<3>(v[i])" in kernels
    assert "typename Buffer<T>::value_type sum() const" in kernels
    assert 'throw std::runtime_error("Scaler: empty buffer");' in kernels
    # __int64 and QueryPerformanceCounter reach Kernels.h through stdafx.h in
    # the project; on its own it needs the shim's windows.h (which brings
    # msvc.h), as Visual C++'s <amp.h> includes <windows.h>.
    assert b"#include <amp2hip/windows.h>\r\n#include <amp2hip/amp.h>" in (out / "Kernels.h").read_bytes()
    assert "int main()" in (out / "tool_void_main.cpp").read_text()
    assert files["Kernels.h"]["constructs"]["msvc fix"] == 7, files["Kernels.h"]
    assert files["tool_void_main.cpp"]["constructs"]["msvc fix"] == 1
    assert files["app_tmain.cpp"]["diagnostics"]["amp2hip-4001"] == 7
    assert "Kernels.h:31:19: warning: missing 'template' keyword" in proc.stderr
    assert "the translation inserts 'template '" in proc.stderr


@pytest.mark.parametrize("program", PROGRAMS)
def test_programs_pass_on_the_host_backend(migrated, program, tmp_path):
    out, _, _ = migrated
    exe = tmp_path / "prog"
    build = run([AMP2HIP_CC, "--backend", "host", "-O1", "-I", out, out / program, "-o", exe])
    assert build.returncode == 0, build.stderr
    ran = run([exe], cwd=tmp_path)
    assert ran.returncode == 0 and "PASS" in ran.stdout.splitlines(), ran.stdout + ran.stderr


@pytest.mark.skipif(SKIP_GPU, reason="AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
@pytest.mark.parametrize("backend", ["amd", "nvidia"])
def test_programs_build_for_gpus(migrated, backend, tmp_path):
    out, _, _ = migrated
    for program in PROGRAMS:
        obj = tmp_path / (program + ".o")
        build = run([AMP2HIP_CC, "--backend", backend, "-c", "-I", out, out / program, "-o", obj])
        assert build.returncode == 0, (program, build.stderr[-4000:])


def test_translating_the_output_changes_nothing(migrated, tmp_path):
    out, _, _ = migrated
    again_in = tmp_path / "in"
    shutil.copytree(out, again_in, ignore=shutil.ignore_patterns("amp2hip-report.json"))
    again = tmp_path / "again"
    proc = run([AMP2HIP, "--msvc", "--in-root", again_in, "--out-root", again, "-j", "2"])
    assert proc.returncode == 0, proc.stderr
    for rel in ("stdafx.h", "Kernels.h", "Interop.h", *PROGRAMS):
        assert (again / rel).read_bytes() == (out / rel).read_bytes(), rel


def test_windows_docs_match_the_tables():
    if not pathlib.Path(AMP2HIP).exists():
        pytest.skip("no translator at %s" % AMP2HIP)
    p = run([AMP2HIP, "--print-windows-table"])
    assert p.returncode == 0, p.stderr
    assert (ROOT / "docs" / "windows.md").read_text() == p.stdout, (
        "docs/windows.md differs from the tables; regenerate it: "
        "build/amp2hip --print-windows-table > docs/windows.md")
