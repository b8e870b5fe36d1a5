"""Runtime failures of translated programs, on the host backend.

Each testdata/runtime_failures/*.cpp is a C++ AMP program whose header says
how to run it:

  // RUN-ENV: NAME=VALUE ...        environment for the run (failure injection
                                    hooks of the host backend, documented in
                                    runtime-shim/include/amp2hip/host/
                                    hip_runtime_api.h)
  // EXPECT: PASS                   exits 0 and prints PASS (the program checks
                                    the exception it caught itself)
  // EXPECT-FAILURE: <text>         exits non-zero, within the time limit, and
                                    <text> is on stderr (e.g. a divergent
                                    barrier is reported, not hung on)

Each program is built in emulate mode (the AMP program itself on the host
backend) and translated by build/amp2hip and built for the host backend; both
runs must meet the expectation. The builds run in parallel up front.
"""

from __future__ import annotations

import concurrent.futures
import os
import subprocess
import time
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from conftest import AMP2HIP_CC, COMPILE_TIMEOUT, REPO, TRANSLATE_TIMEOUT, Step, run_step, translator_path
from testdata_programs import parse_runtime_failure_header, runtime_failure_paths  # scripts/lib, on the path via conftest

CASES_DIR = REPO / "testdata" / "runtime_failures"
# A failure must be reported quickly: a hang is what these tests catch.
RUN_TIMEOUT = 60
MODES = ("emulate", "host")


def case_paths() -> List[Path]:
    return runtime_failure_paths()


parse_header = parse_runtime_failure_header


def run_with_env(exe: Path, env: Dict[str, str], workdir: Path) -> Step:
    """Like conftest.run_step, with the case's environment (the runs happen in
    worker threads, so os.environ is not touched)."""
    step = Step(what="run", cmd=["env"] + ["%s=%s" % kv for kv in env.items()] + [str(exe)])
    start = time.monotonic()
    try:
        proc = subprocess.run([str(exe)], cwd=str(workdir), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=RUN_TIMEOUT,
                              stdin=subprocess.DEVNULL, env={**os.environ, **env})
        step.returncode = proc.returncode
        step.stdout = proc.stdout.decode("utf-8", "replace")
        step.stderr = proc.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as ex:
        step.error = "timed out after %ds (a hang?)" % RUN_TIMEOUT
        step.stdout = (ex.stdout or b"").decode("utf-8", "replace")
        step.stderr = (ex.stderr or b"").decode("utf-8", "replace")
    step.seconds = time.monotonic() - start
    return step


def build_and_run(case: Path, mode: str, root: Path) -> Tuple[bool, str]:
    """Builds the case in one mode and runs it; (passed, report)."""
    env, kind, text = parse_header(case)
    workdir = root / case.stem
    workdir.mkdir(parents=True, exist_ok=True)
    steps: List[Step] = []

    def report(msg: str) -> Tuple[bool, str]:
        return False, "%s [%s]: %s\n%s" % (case.name, mode, msg,
                                           "\n".join(s.describe() for s in steps))

    if mode == "emulate":
        exe = workdir / (case.stem + ".emulate")
        build = run_step("build (emulate mode)",
                         [AMP2HIP_CC, "--amp", "--backend", "host", "-O1", case, "-o", exe],
                         COMPILE_TIMEOUT, workdir)
    else:
        tool = translator_path()
        if not tool.exists():
            return False, "translator not found at %s" % tool
        out = workdir / (case.stem + ".hip.cpp")
        tr = run_step("translate", [tool, case, "-o", out], TRANSLATE_TIMEOUT, workdir)
        steps.append(tr)
        if not tr.ok():
            return report("amp2hip failed")
        exe = workdir / (case.stem + ".host")
        build = run_step("build (host backend)",
                         [AMP2HIP_CC, "--backend", "host", "-O1", out, "-o", exe],
                         COMPILE_TIMEOUT, workdir)
    steps.append(build)
    if not build.ok():
        return report("build failed")
    run = run_with_env(exe, env, workdir)
    steps.append(run)
    if run.error:
        return report(run.error)
    if kind == "pass":
        if run.returncode != 0:
            return report("exited with status %s" % run.returncode)
        if not any(l.strip() == "PASS" for l in run.stdout.splitlines()):
            return report("did not print PASS")
        return True, ""
    if run.returncode == 0:
        return report("exited 0, expected a failure")
    if text not in run.stderr:
        return report("stderr lacks %r" % text)
    return True, ""


CASES = [p.name for p in case_paths()]


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    keep = os.environ.get("AMP2HIP_E2E_KEEP")
    if keep:
        root = Path(keep).resolve() / "runtime_failures"
        root.mkdir(parents=True, exist_ok=True)
    else:
        root = tmp_path_factory.mktemp("runtime_failures")
    jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", "0")) or os.cpu_count() or 2
    results: Dict[Tuple[str, str], Tuple[bool, str]] = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(build_and_run, CASES_DIR / c, m, root): (c, m)
                   for c in CASES for m in MODES}
        for fut in concurrent.futures.as_completed(futures):
            results[futures[fut]] = fut.result()
    return results


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES)
def test_runtime_failure(outcomes, case, mode):
    passed, report = outcomes[(case, mode)]
    if not passed:
        pytest.fail(report, pytrace=False)


def test_cases_exist():
    names = set(CASES)
    for expected in ("out_of_memory.cpp", "launch_rejected.cpp", "barrier_divergence.cpp"):
        assert expected in names
