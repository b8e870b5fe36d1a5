"""Migrating whole trees: --in-root/--out-root, --emit-cmake, the report,
-j determinism, --diff and --in-place.

testdata/trees/migrate has headers shared by several sources, a kernel in a
header template, a plain C++ header, the project's own macros around kernels,
a non-source file and a broken source.
"""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP2HIP = os.environ.get("AMP2HIP", str(ROOT / "build" / "amp2hip"))
TREE = ROOT / "testdata" / "trees" / "migrate"


def amp2hip(*args, cwd=None):
    return subprocess.run([AMP2HIP, *map(str, args)], capture_output=True, text=True,
                          timeout=600, cwd=cwd)


def migrate(out, *extra):
    return amp2hip("--in-root", TREE, "--out-root", out, "-I", TREE / "include", *extra)


def tree_files(root):
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")
                  if p.is_file() and "build" not in p.relative_to(root).parts)


@pytest.fixture(scope="module")
def migrated(tmp_path_factory):
    out = tmp_path_factory.mktemp("migrated")
    proc = migrate(out, "--emit-cmake", "-j", "2")
    return out, proc


def test_out_root_mirrors_the_tree_without_the_broken_source(migrated):
    out, proc = migrated
    # The broken file makes the run fail (exit 2), the rest is still written.
    assert proc.returncode == 2, proc.stderr
    assert "src/broken.cpp" in proc.stderr and "does not parse" in proc.stderr
    assert "error: expected expression" in proc.stderr  # clang's own located error
    want = set(tree_files(TREE)) - {"src/broken.cpp"}
    got = set(tree_files(out)) - {"amp2hip-report.json", "CMakeLists.txt"}
    # --emit-cmake's runtime copy (issue 31) is the only addition.
    assert {f for f in got if f.startswith("amp2hip-runtime/")} >= {
        "amp2hip-runtime/README.md", "amp2hip-runtime/include/amp2hip/amp.h",
        "amp2hip-runtime/cmake/amp2hipConfig.cmake"}
    got = {f for f in got if not f.startswith("amp2hip-runtime/")}
    assert got == want
    assert not list(out.rglob("*.amp2hip-tmp*"))


def test_plain_files_are_byte_identical(migrated):
    out, _ = migrated
    for rel in ["include/config.h", "docs/NOTES.txt", "app/main.cpp"]:
        assert (out / rel).read_bytes() == (TREE / rel).read_bytes(), rel


def test_shared_headers_are_translated_once_and_completely(migrated):
    out, _ = migrated
    macros = (out / "include/gpu_macros.h").read_text()
    assert "#define GPU_ONLY __device__" in macros
    assert "#define GPU_AND_CPU __host__ __device__" in macros
    assert "#define SHARED __shared__" in macros  # used by smooth.cpp only
    assert "#include <amp2hip/amp.h>" in macros
    ops = (out / "include/grid_ops.h").read_text()
    assert "__global__ void fill_grid_kernel" in ops  # the kernel in a header template
    assert "GPU_AND_CPU inline float lerp" in ops
    assert "parallel_for_each" not in ops


def test_report_counts_files_kernels_and_failures(migrated):
    out, _ = migrated
    report = json.loads((out / "amp2hip-report.json").read_text())
    files = {f["path"]: f for f in report["files"]}
    assert files["src/broken.cpp"]["status"] == "failed"
    assert files["src/smooth.cpp"]["status"] == "translated"
    assert files["src/smooth.cpp"]["kernels"] == 1
    assert files["src/smooth.cpp"]["constructs"]["tiled kernel"] == 1
    assert files["src/smooth.cpp"]["lines_changed"] > 0
    assert files["include/grid_ops.h"]["status"] == "translated"
    assert files["include/config.h"]["status"] == "unchanged"
    assert files["docs/NOTES.txt"]["status"] == "copied"
    assert report["summary"]["failed"] == 1
    for f in report["files"]:
        assert set(f) >= {"path", "kind", "status", "kernels", "constructs", "diagnostics",
                          "lines_changed", "seconds"}


def test_emitted_cmake_builds_the_host_backend_and_runs(migrated):
    out, _ = migrated
    build = out / "build"
    subprocess.run(["cmake", "-S", out, "-B", build, "-DAMP2HIP_BACKEND=host",
                    f"-DAMP2HIP_SHIM_DIR={ROOT / 'runtime-shim'}"], check=True,
                   capture_output=True, timeout=300)
    proc = subprocess.run(["cmake", "--build", build, "-j", "2"], capture_output=True, text=True,
                          timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    run = subprocess.run([build / "app"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "PASS" in run.stdout, run.stdout + run.stderr


def test_output_does_not_depend_on_jobs(tmp_path):
    one, two = tmp_path / "j1", tmp_path / "j2"
    p1, p2 = migrate(one, "-j", "1"), migrate(two, "-j", "2")
    assert p1.returncode == p2.returncode == 2
    assert tree_files(one) == tree_files(two)
    for rel in tree_files(one):
        a, b = (one / rel).read_bytes(), (two / rel).read_bytes()
        if rel == "amp2hip-report.json":
            ra, rb = json.loads(a), json.loads(b)
            for r in (ra, rb):
                r.pop("out_root")
                for f in r["files"]:
                    f.pop("seconds")
            assert ra == rb
        else:
            assert a == b, rel
    assert p1.stderr.replace(str(one), "OUT") == p2.stderr.replace(str(two), "OUT")


def test_diff_shows_the_change_and_writes_nothing(tmp_path):
    src = tmp_path / "filters.cpp"
    for f in (ROOT / "samples" / "imaging").iterdir():
        shutil.copy(f, tmp_path / f.name)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    proc = amp2hip("--diff", "filters.cpp", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("--- a/filters.cpp\n+++ b/filters.cpp\n")
    assert "-#include <amp.h>\n+#include <amp2hip/amp.h>\n" in proc.stdout
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
    # The diff is exactly the translation: patch(1) turns the input into it.
    translated = amp2hip("filters.cpp", "-o", "-", cwd=tmp_path).stdout
    subprocess.run(["patch", "-s", "-p1", "-o", "patched.cpp"], input=proc.stdout, text=True,
                   cwd=tmp_path, check=True)
    assert (tmp_path / "patched.cpp").read_text() == translated
    # No AMP, no diff.
    assert amp2hip("--diff", "main.cpp", cwd=tmp_path).stdout == ""
    assert src.read_bytes() == before["filters.cpp"]


def test_in_place_keeps_a_backup_and_is_idempotent(tmp_path):
    for f in (ROOT / "samples" / "imaging").iterdir():
        shutil.copy(f, tmp_path / f.name)
    original = (tmp_path / "filters.cpp").read_bytes()
    translated = amp2hip("filters.cpp", "-o", "-", cwd=tmp_path).stdout
    proc = amp2hip("--in-place", "filters.cpp", "main.cpp", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "filters.cpp").read_text() == translated
    assert (tmp_path / "filters.cpp.amp2hip.bak").read_bytes() == original
    assert not (tmp_path / "main.cpp.amp2hip.bak").exists()  # nothing to translate there
    # A second run recognizes the translation and leaves everything alone.
    again = amp2hip("--in-place", "filters.cpp", cwd=tmp_path)
    assert again.returncode == 0 and "left alone" in again.stderr
    assert (tmp_path / "filters.cpp").read_text() == translated
    assert (tmp_path / "filters.cpp.amp2hip.bak").read_bytes() == original


def test_compile_commands_give_the_include_paths(tmp_path):
    """-p: flags come from compile_commands.json (here the -I for include/)."""
    db = [{"directory": str(TREE), "file": str(TREE / src),
           "command": f"g++ -std=c++17 -Iinclude -DUNUSED=1 -c {src} -o x.o"}
          for src in ["src/init.cpp", "src/smooth.cpp", "src/broken.cpp", "app/main.cpp"]]
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "compile_commands.json").write_text(json.dumps(db))
    out = tmp_path / "out"
    proc = amp2hip("--in-root", TREE, "--out-root", out, "-p", tmp_path / "build")
    assert proc.returncode == 2  # only the broken source fails
    report = json.loads((out / "amp2hip-report.json").read_text())
    status = {f["path"]: f["status"] for f in report["files"]}
    assert status["src/smooth.cpp"] == status["src/init.cpp"] == "translated"
    # Without the database (and without -I) the shared headers are not found.
    bare = amp2hip("--in-root", TREE, "--out-root", tmp_path / "bare")
    assert "'grid_ops.h' file not found" in bare.stderr


def test_warnings_are_written_next_to_the_code_unless_turned_off(tmp_path):
    src = tmp_path / "g.cpp"
    src.write_text("#include <amp.h>\n  int twice(int x) GPU { return 2 * x; }\nint x;\n")
    # A restrict(...) macro defined on the command line: warning 1008.
    define = "-DGPU=restrict(amp)"
    out = amp2hip(define, src, "-o", "-")
    assert out.returncode == 0
    assert out.stdout.splitlines()[1] == (
        "  // amp2hip warning: restrict(amp) comes from macro 'GPU', defined outside the "
        "translated files; define it as '__device__' when building the output [amp2hip-1008]")
    assert f"{src}:2:20: warning:" in out.stderr
    off = amp2hip("--no-diagnostic-comments", define, src, "-o", "-")
    assert "amp2hip warning" not in off.stdout and "[amp2hip-1008]" in off.stderr
    # Translating the translation (with GPU defined as the warning says) adds
    # no second comment.
    again = tmp_path / "g1.cpp"
    again.write_text(out.stdout)
    assert amp2hip("-DGPU=__device__", again, "-o", "-").stdout == out.stdout


def test_include_and_define_options_take_one_value_each():
    """`-I dir file.cpp` keeps file.cpp as the input; -Idir and -DX work too."""
    src = TREE / "src" / "smooth.cpp"
    for args in (["-I", TREE / "include", "-D", "AMP2HIP_TEST_FLAG=1", src],
                 [f"-I{TREE / 'include'}", "-DAMP2HIP_TEST_FLAG", src]):
        # The tree's shared header (AMP macros) is not translated in
        # single-file mode, and it includes <amp.h> itself, so the output
        # check reports it (3014, 3007's case of a header that includes
        # <amp.h>); the translation itself is what this test looks at.
        proc = amp2hip("--no-verify", *args, "-o", "-")
        assert proc.returncode == 0, proc.stderr
        assert "__global__ void smooth_kernel(" in proc.stdout
        checked = amp2hip(*args, "-o", "-")
        assert checked.returncode == 1 and "gpu_macros.h" in checked.stderr
        assert "[amp2hip-3014]" in checked.stderr and not checked.stdout


def test_failures_are_listed_before_the_count_and_in_the_report(tmp_path):
    """Issue 15: the first error and reason class of each failed file; the
    headers that use AMP and that neither a source nor their own unit
    translated (issue 29: these need their includer's SCALE) are one line,
    not one per header."""
    tree = tmp_path / "tree"
    shutil.copytree(TREE, tree)
    (tree / "include" / "extra_ops.h").write_text(
        "#include <amp.h>\ninline float twice(float x) restrict(amp) { return SCALE * x; }\n")
    (tree / "include" / "more_ops.h").write_text(
        "#include <amp.h>\ninline float thrice(float x) restrict(amp) { return SCALE * x; }\n")
    proc = amp2hip("--in-root", tree, "--out-root", tmp_path / "out", "-I", tree / "include")
    assert proc.returncode == 2
    lines = proc.stderr.splitlines()
    failed = [i for i, l in enumerate(lines) if l.startswith("amp2hip: failed: src/broken.cpp "
                                                              "(does not parse): ")]
    count = [i for i, l in enumerate(lines) if " files: " in l]
    assert failed and count and failed[0] < count[0], proc.stderr
    assert "error: expected expression" in lines[failed[0]]
    headers = [l for l in lines if "[amp2hip-3012]" in l]
    assert len(headers) == 1 and "include/extra_ops.h, include/more_ops.h" in headers[0], \
        proc.stderr
    report = json.loads((tmp_path / "out" / "amp2hip-report.json").read_text())
    broken = next(f for f in report["files"] if f["path"] == "src/broken.cpp")
    assert broken["failure"]["class"] == "does not parse"
    assert "error: expected expression" in broken["failure"]["first_error"]


def test_restrict_before_amp_h_and_without_it(tmp_path):
    # testdata/trees/keywords: a header using restrict(...) and MSVC's
    # shorthands ahead of <amp.h>, and a source that never includes it. Their
    # translations include the shim themselves, and the program runs. Issue
    # 29: tiled.cpp reaches AMP only through a header migrated already, and
    # its kernel's tile_static is a keyword all the same.
    tree = ROOT / "testdata" / "trees" / "keywords"
    proc = amp2hip("--in-root", tree, "--out-root", tmp_path)
    assert proc.returncode == 0, proc.stderr
    for rel in ["include/device_helpers.h", "scale.cpp"]:
        text = (tmp_path / rel).read_text()
        assert "#include <amp2hip/amp.h>" in text, rel
        assert ") restrict(" not in text and "__GPU" not in text.split("#pragma once")[-1], rel
    assert "__shared__ float best[row_tile];" in (tmp_path / "tiled.cpp").read_text()
    exe = tmp_path / "prog"
    build = subprocess.run([ROOT / "scripts" / "amp2hip-cc", "--backend", "host", "-O1",
                            "main.cpp", "scale.cpp", "tiled.cpp", "-o", exe], cwd=tmp_path,
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr
    run = subprocess.run([exe], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "PASS" in run.stdout, run.stdout + run.stderr


LIBRARY_HEADERS = ["harness/check.h", "harness/device_check.h", "vecops/axpy.h",
                   "vecops/norms.h", "vecops/reduce.h", "vecops/vecops_math.h"]


def test_a_header_only_library_is_translated_whole(tmp_path):
    # testdata/trees/header_library: vecops and a test harness, headers only.
    # app/main.cpp has no AMP code of its own and includes two of them; no
    # source includes vecops/norms.h, vecops/reduce.h (which norms.h
    # includes) or harness/device_check.h. Every header is translated, the
    # program passes, and so does one written later against the headers
    # that no source of the tree used.
    tree = ROOT / "testdata" / "trees" / "header_library"
    out = tmp_path / "out"
    proc = amp2hip("--in-root", tree, "--out-root", out, "-j", "2")
    assert proc.returncode == 0, proc.stderr
    assert "[amp2hip-3012]" not in proc.stderr and "untranslated" not in proc.stderr
    report = json.loads((out / "amp2hip-report.json").read_text())
    status = {f["path"]: f["status"] for f in report["files"]}
    for rel in LIBRARY_HEADERS:
        assert status[rel] == "translated", (rel, status[rel])
        text = (out / rel).read_text()
        assert "restrict(" not in text and "tile_static float" not in text, rel
        assert "<amp.h>" not in text, rel
    assert "__shared__ float part[reduce_tile];" in (out / "vecops/reduce.h").read_text()
    assert "__global__" in (out / "harness/device_check.h").read_text()
    later = tmp_path / "later.cpp"
    later.write_text(
        '#include <cstdio>\n#include <vector>\n#include "harness/device_check.h"\n'
        '#include "vecops/norms.h"\n'
        "int main() {\n"
        "  std::vector<float> v(300, 2.0f), w(v);\n  w[7] = 5.0f;\n"
        "  concurrency::array_view<const float, 1> a(300, v), b(300, w);\n"
        "  float norm = vecops::norm2(v);\n"
        "  int bad = harness::device_mismatches(a, b, 0.5f);\n"
        "  if (!harness::close_to(norm, 2.0f * std::sqrt(300.0f), 1e-3f) || bad != 1) {\n"
        '    std::printf("FAIL: norm %f, %d mismatches\\n", norm, bad);\n    return 1;\n  }\n'
        '  std::printf("PASS\\n");\n  return 0;\n}\n')
    for name, sources in [("app", [out / "app" / "main.cpp"]), ("later", [later])]:
        exe = tmp_path / name
        build = subprocess.run([ROOT / "scripts" / "amp2hip-cc", "--backend", "host", "-O1",
                                "-I", out, *sources, "-o", exe],
                               capture_output=True, text=True, timeout=600)
        assert build.returncode == 0, build.stderr
        run = subprocess.run([exe], capture_output=True, text=True, timeout=120)
        assert run.returncode == 0 and "PASS" in run.stdout, name + run.stdout + run.stderr


# Issue 31, item 5: a source with no AMP that the flags at hand do not parse
# (a platform header the tree's build finds, an SDK) is the user's code as
# it is: copied unchanged with a warning, not dropped. A source that does
# hold AMP and does not parse still fails the run (the broken source above).
PLAIN_SOURCES = {
    "src/kernel.cpp": ("#include <amp.h>\n#include <vector>\nusing namespace concurrency;\n"
                       "int main() {\n  std::vector<int> v(8, 1);\n  array_view<int, 1> av(8, v);\n"
                       "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });\n"
                       "  av.synchronize();\n  return v[7] == 2 ? 0 : 1;\n}\n"),
    "src/platform_io.cpp": ("// Talks to the board through the vendor SDK.\n#include <vendor/board_sdk.h>\n"
                            "int board_read(int channel) { return sdk_read(channel); }\n"),
    "src/typo.cpp": "int helper(int x) { return x + ; }\n",
}


def test_a_plain_source_that_does_not_parse_is_copied_with_a_warning(tmp_path):
    src, out = tmp_path / "in", tmp_path / "out"
    for rel, text in PLAIN_SOURCES.items():
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        (src / rel).write_text(text)
    proc = amp2hip("--in-root", src, "--out-root", out)
    assert proc.returncode == 0, proc.stderr
    for rel in ("src/platform_io.cpp", "src/typo.cpp"):
        assert (out / rel).read_text() == PLAIN_SOURCES[rel]
        assert f"warning: {rel} does not parse with the flags at hand and holds no AMP" in proc.stderr
        assert "[amp2hip-3108]" in proc.stderr
    assert "__global__" in (out / "src/kernel.cpp").read_text()
    report = json.loads((out / "amp2hip-report.json").read_text())
    status = {f["path"]: f["status"] for f in report["files"]}
    assert status["src/platform_io.cpp"] == "copied" and status["src/typo.cpp"] == "copied"
    assert status["src/kernel.cpp"] == "translated"


def test_a_header_kernel_included_by_two_sources_links(tmp_path):
    # testdata/trees/header_kernel_twice: kernels.h has kernels in inline
    # functions and in a class's member (not templates), and main.cpp and
    # twice.cpp both include it. Each source's unit defines the kernels, so
    # they must not have external linkage (was: multiple definition of
    # `scale_all_kernel(...)` at link time).
    tree = ROOT / "testdata" / "trees" / "header_kernel_twice"
    out = tmp_path / "out"
    proc = amp2hip("--in-root", tree, "--out-root", out)
    assert proc.returncode == 0, proc.stderr
    header = (out / "kernels.h").read_text()
    for kernel in ["scale_all_kernel", "tile_sums_kernel", "Offsetter_apply_kernel"]:
        assert f"static __global__ void {kernel}(" in header, kernel
    exe = tmp_path / "prog"
    build = subprocess.run([ROOT / "scripts" / "amp2hip-cc", "--backend", "host", "-O1",
                            "-I", out, out / "main.cpp", out / "twice.cpp", "-o", exe],
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr
    run = subprocess.run([exe], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "PASS" in run.stdout, run.stdout + run.stderr
