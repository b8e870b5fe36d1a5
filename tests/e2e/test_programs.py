"""End-to-end tests over testdata/programs/*.cpp and testdata/conformance/*/*.cpp.

For each program:
  test_emulate    the AMP program, built in emulate mode and run, prints PASS
                  (the oracle: a failure here is a bug in the program or the shim;
                  AMP2HIP_E2E_EMULATE=programs limits it to testdata/programs)
  test_translate  build/amp2hip translates it
  test_host       the translation, built for the host backend and run, prints
                  PASS and exits 0
  test_amd        the translation builds for AMD (hipcc; compile and link only,
                  in a unity batch of its directory's programs, see conftest.py)
  test_nvidia     the translation builds for NVIDIA (nvcc; the same)

The work is done in parallel up front by the session fixture in conftest.py;
see there for the environment variables.
"""

import subprocess

import pytest

from conftest import (AMP2HIP_CC, GPU_STAGES, TESTDATA, translator_path, conformance_paths, program_id, program_paths,
                      skip_gpu_toolchains)

import os

PROGRAMS = [program_id(p) for p in program_paths() + conformance_paths()]
# The emulate stage (the oracle) of the conformance programs doubles the host
# compile work; scripts/test.sh runs it for testdata/programs only unless
# AMP2HIP_FULL=1 (AMP2HIP_E2E_EMULATE=all). Every program's translation is
# still built and run on the host backend.
EMULATE_PROGRAMS = (PROGRAMS if os.environ.get("AMP2HIP_E2E_EMULATE", "all") == "all"
                    else [program_id(p) for p in program_paths()])
# A program marked `// amp2hip-test: no-emulate (why)` cannot be its own
# oracle: emulate mode compiles AMP as plain C++, where restrict(...) vanishes
# (overloads on the restriction alone become one function defined twice).
# Its translation is still run on the host backend and built for AMD and
# NVIDIA.
EMULATE_PROGRAMS = [p for p in EMULATE_PROGRAMS
                    if "amp2hip-test: no-emulate" not in (TESTDATA / p).read_text(errors="replace")]


def stage(name):
    """Marks a test function with the stage it checks (read by conftest.py)."""

    def mark(fn):
        fn.amp2hip_stage = name
        return fn

    return mark


def check(results, program, stage_name):
    r = results.get(program, stage_name)
    if r.skipped:
        pytest.skip(r.skipped)
    if not r.passed:
        pytest.fail(r.report(), pytrace=False)


@pytest.mark.parametrize("program", EMULATE_PROGRAMS)
@stage("emulate")
def test_emulate(results, program):
    check(results, program, "emulate")


@pytest.mark.parametrize("program", PROGRAMS)
@stage("translate")
def test_translate(results, program):
    check(results, program, "translate")
    # A valid program breaks no compile-time rule (2xxx) and uses no API that
    # amp2hip diagnoses (1xxx): no error diagnostic at all.
    stderr = results.get(program, "translate").steps[-1].stderr
    # amp2hip-3006 is the output check refusing a translation: on a valid
    # program (programs/, every conformance chapter, idioms/ included) it is
    # an amp2hip bug, never the user's (issue 28).
    refused = [line for line in stderr.splitlines() if "[amp2hip-3006]" in line]
    assert not refused, "the output check refused a valid program:\n" + "\n".join(refused)
    errors = [line for line in stderr.splitlines() if ": error: " in line]
    assert not errors, "a valid program got errors:\n" + "\n".join(errors)
    # Every tiled kernel with barriers runs on the host backend as loops
    # between its barriers (issue 17), not as fibers: no note amp2hip-1015.
    fibers = [line for line in stderr.splitlines() if "[amp2hip-1015]" in line]
    assert not fibers, "a kernel keeps the host backend's fiber path:\n" + "\n".join(fibers)


@pytest.mark.parametrize("program", PROGRAMS)
@stage("host")
def test_host(results, program):
    check(results, program, "host")


@pytest.mark.parametrize("program", PROGRAMS)
@stage("amd")
def test_amd(results, program):
    if skip_gpu_toolchains():
        pytest.skip("AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
    check(results, program, "amd")


@pytest.mark.parametrize("program", PROGRAMS)
@stage("nvidia")
def test_nvidia(results, program):
    if skip_gpu_toolchains():
        pytest.skip("AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
    check(results, program, "nvidia")


def test_programs_exist():
    assert len(program_paths()) >= 30, "expected at least 30 programs in testdata/programs"
    assert all(stage_name in ("amd", "nvidia") for stage_name in GPU_STAGES)


def test_host_tile_loop_storage_follows_the_builds_tile_size(tmp_path):
    """The tile size is a macro the build changes (-DTILE_ROWS=16
    -DTILE_COLS=32, 512 threads, where the source says 8 x 8): the host
    backend's per-thread storage is sized for the build's tile (it was sized
    for the translation's 64 threads, and the program crashed)."""
    prog = TESTDATA / "programs" / "tiled_size_from_build.cpp"
    out = tmp_path / "tiled_size_from_build.hip.cpp"
    proc = subprocess.run([translator_path(), prog, "-o", out], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "tile_thread_walk<TILE_ROWS, TILE_COLS>::threads>" in out.read_text()
    exe = tmp_path / "tiles"
    build = subprocess.run([AMP2HIP_CC, "--backend", "host", "-O1", "-DTILE_ROWS=16",
                            "-DTILE_COLS=32", out, "-o", exe],
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stdout + build.stderr
    run = subprocess.run([exe], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "tiles of 16 x 32\nPASS\n" in run.stdout, \
        run.stdout + run.stderr
