"""Shared machinery for the end-to-end tests.

Every test program in testdata/programs/ goes through up to five stages:

  emulate    the AMP program itself, built in emulate mode (amp2hip-cc --amp)
             and run: the oracle; it must print PASS
  translate  build/amp2hip prog.cpp -o prog.hip.cpp
  host       amp2hip-cc --backend host on the translation, then run: PASS
  amd        amp2hip-cc --backend amd on the translation (compile + link)
  nvidia     amp2hip-cc --backend nvidia on the translation (compile + link)

pytest-xdist is not available, so the work is done up front, in parallel, by a
session-scoped fixture (a thread pool of os.cpu_count() workers running the
subprocesses); each test then only looks at its program's result. Only the
stages that the selected tests need are run, so `-k emulate` is quick.

Environment:
  AMP2HIP                      translator binary (default: <repo>/build/amp2hip)
  AMP2HIP_SKIP_GPU_TOOLCHAINS  =1: skip the amd and nvidia builds
  AMP2HIP_E2E_JOBS             worker count (default: os.cpu_count())
  AMP2HIP_E2E_KEEP             a directory to keep the build products in
                               (default: pytest's temporary directory); it
                               also gets summary.json, the status and timing
                               of every step
  AMP2HIP_E2E_COMPILE_TIMEOUT / _TRANSLATE_TIMEOUT / _RUN_TIMEOUT
                               per-subprocess limits in seconds (600/120/60)
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import json
import os
import shlex
import subprocess
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

REPO = Path(__file__).resolve().parents[2]
PROGRAMS_DIR = REPO / "testdata" / "programs"
AMP2HIP_CC = REPO / "scripts" / "amp2hip-cc"

STAGES = ("emulate", "translate", "host", "amd", "nvidia")
GPU_STAGES = ("amd", "nvidia")

# Per-subprocess time limits, in seconds.
COMPILE_TIMEOUT = int(os.environ.get("AMP2HIP_E2E_COMPILE_TIMEOUT", "600"))
TRANSLATE_TIMEOUT = int(os.environ.get("AMP2HIP_E2E_TRANSLATE_TIMEOUT", "120"))
RUN_TIMEOUT = int(os.environ.get("AMP2HIP_E2E_RUN_TIMEOUT", "60"))


def program_paths() -> List[Path]:
    return sorted(PROGRAMS_DIR.glob("*.cpp"))


def translator_path() -> Path:
    p = os.environ.get("AMP2HIP")
    if p:
        path = Path(p)
        return path if path.is_absolute() else (Path.cwd() / path)
    return REPO / "build" / "amp2hip"


def skip_gpu_toolchains() -> bool:
    return os.environ.get("AMP2HIP_SKIP_GPU_TOOLCHAINS", "0") == "1"


@dataclasses.dataclass
class Step:
    """One subprocess: what ran and what came of it."""

    what: str
    cmd: List[str]
    returncode: Optional[int] = None  # None: timed out or could not start
    stdout: str = ""
    stderr: str = ""
    seconds: float = 0.0
    error: str = ""  # timeout / OSError text

    def ok(self) -> bool:
        return self.returncode == 0 and not self.error

    def describe(self, limit: int = 6000) -> str:
        def tail(text: str) -> str:
            text = text.rstrip()
            if len(text) > limit:
                text = "[... %d characters cut ...]\n" % (len(text) - limit) + text[-limit:]
            return text or "(empty)"

        status = self.error or "exit status %s" % self.returncode
        return (
            "--- %s: %s (%.1fs)\n$ %s\n--- stdout:\n%s\n--- stderr:\n%s\n"
            % (self.what, status, self.seconds, " ".join(shlex.quote(c) for c in self.cmd),
               tail(self.stdout), tail(self.stderr))
        )


def run_step(what: str, cmd: List[str], timeout: int, cwd: Path) -> Step:
    step = Step(what=what, cmd=[str(c) for c in cmd])
    start = time.monotonic()
    try:
        proc = subprocess.run(step.cmd, cwd=str(cwd), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout,
                              stdin=subprocess.DEVNULL)
        step.returncode = proc.returncode
        step.stdout = proc.stdout.decode("utf-8", "replace")
        step.stderr = proc.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as ex:
        step.error = "timed out after %ds" % timeout
        step.stdout = (ex.stdout or b"").decode("utf-8", "replace")
        step.stderr = (ex.stderr or b"").decode("utf-8", "replace")
    except OSError as ex:
        step.error = "could not run: %s" % ex
    step.seconds = time.monotonic() - start
    return step


@dataclasses.dataclass
class StageResult:
    """The outcome of one stage of one program."""

    stage: str
    program: str
    steps: List[Step] = dataclasses.field(default_factory=list)
    passed: bool = False
    skipped: str = ""  # reason, when the stage could not be attempted
    message: str = ""  # the first line of a failure

    def report(self) -> str:
        head = "%s [%s]: %s\n" % (self.program, self.stage, self.message or "failed")
        return head + "\n".join(s.describe() for s in self.steps)


def _printed_pass(step: Step) -> bool:
    return any(line.strip() == "PASS" for line in step.stdout.splitlines())


def _build_and_run(result: StageResult, build: Step, exe: Path, workdir: Path) -> None:
    result.steps.append(build)
    if not build.ok():
        result.message = "build failed"
        return
    run = run_step("run", [str(exe)], RUN_TIMEOUT, workdir)
    result.steps.append(run)
    if run.ok() and _printed_pass(run):
        result.passed = True
    elif run.error:
        result.message = "program %s" % run.error
    elif run.returncode != 0:
        result.message = "program exited with status %s" % run.returncode
    else:
        result.message = "program exited 0 but did not print PASS"


def stage_emulate(prog: Path, workdir: Path) -> StageResult:
    result = StageResult("emulate", prog.name)
    exe = workdir / (prog.stem + ".emulate")
    build = run_step("build (emulate mode)",
                     [AMP2HIP_CC, "--amp", "--backend", "host", "-O1", prog, "-o", exe],
                     COMPILE_TIMEOUT, workdir)
    _build_and_run(result, build, exe, workdir)
    return result


def stage_translate(prog: Path, workdir: Path) -> Tuple[StageResult, Path]:
    result = StageResult("translate", prog.name)
    out = workdir / "out" / (prog.stem + ".hip.cpp")
    out.parent.mkdir(parents=True, exist_ok=True)
    tool = translator_path()
    if not tool.exists():
        result.message = ("translator not found at %s (build it with scripts/setup.sh, "
                          "or point AMP2HIP at it)" % tool)
        return result, out
    step = run_step("translate", [tool, prog, "-o", out], TRANSLATE_TIMEOUT, workdir)
    result.steps.append(step)
    if not step.ok():
        result.message = "amp2hip failed"
    elif not out.exists():
        result.message = "amp2hip exited 0 but wrote no %s" % out
    else:
        result.passed = True
    return result, out


def stage_host(prog: Path, translated: Path, workdir: Path) -> StageResult:
    result = StageResult("host", prog.name)
    exe = workdir / (prog.stem + ".host")
    build = run_step("build (host backend)",
                     [AMP2HIP_CC, "--backend", "host", "-O1", translated, "-o", exe],
                     COMPILE_TIMEOUT, workdir)
    _build_and_run(result, build, exe, workdir)
    return result


def stage_gpu(stage: str, prog: Path, translated: Path, workdir: Path) -> StageResult:
    result = StageResult(stage, prog.name)
    exe = workdir / ("%s.%s" % (prog.stem, stage))
    build = run_step("build (%s backend, compile and link only)" % stage,
                     [AMP2HIP_CC, "--backend", stage, translated, "-o", exe],
                     COMPILE_TIMEOUT, workdir)
    result.steps.append(build)
    if build.ok() and exe.exists():
        result.passed = True
    elif build.ok():
        result.message = "amp2hip-cc exited 0 but wrote no executable"
    else:
        result.message = "build failed"
    return result


def run_program(prog: Path, stages: Tuple[str, ...], root: Path) -> Dict[str, StageResult]:
    """Runs the requested stages of one program (those after translate in order)."""
    workdir = root / prog.stem
    workdir.mkdir(parents=True, exist_ok=True)
    results: Dict[str, StageResult] = {}
    if "emulate" in stages:
        results["emulate"] = stage_emulate(prog, workdir)
    later = [s for s in ("host",) + GPU_STAGES if s in stages]
    if "translate" in stages or later:
        tr, out = stage_translate(prog, workdir)
        results["translate"] = tr
        for s in later:
            if s in GPU_STAGES and skip_gpu_toolchains():
                results[s] = StageResult(s, prog.name, skipped="AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
            elif not tr.passed:
                r = StageResult(s, prog.name, steps=list(tr.steps))
                r.message = "translation failed, so nothing to build (%s)" % (tr.message or "?")
                results[s] = r
            elif s == "host":
                results[s] = stage_host(prog, out, workdir)
            else:
                results[s] = stage_gpu(s, prog, out, workdir)
    return results


class Results:
    """All results of the session, computed on first use."""

    def __init__(self, wanted: Dict[str, set], root: Path):
        self._wanted = wanted
        self._root = root
        self._done: Optional[Dict[Tuple[str, str], StageResult]] = None

    def get(self, program: str, stage: str) -> StageResult:
        if self._done is None:
            self._compute()
        assert self._done is not None
        key = (program, stage)
        if key not in self._done:  # not announced up front (e.g. a plugin re-ran it)
            prog = PROGRAMS_DIR / program
            for s, r in run_program(prog, (stage,), self._root).items():
                self._done[(program, s)] = r
        return self._done[key]

    def _compute(self) -> None:
        self._done = {}
        jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", "0")) or os.cpu_count() or 2
        # The emulate builds are independent of the translator, so they are
        # separate tasks; a program's other stages run in order in one task.
        tasks = []
        for program, stages in sorted(self._wanted.items()):
            prog = PROGRAMS_DIR / program
            if "emulate" in stages:
                tasks.append((prog, ("emulate",)))
            rest = tuple(s for s in STAGES if s != "emulate" and s in stages)
            if rest:
                tasks.append((prog, rest))
        # Longest chains first keeps the pool busy at the end.
        tasks.sort(key=lambda t: -len(t[1]))
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(run_program, prog, stages, self._root): prog
                       for prog, stages in tasks}
            for fut in concurrent.futures.as_completed(futures):
                prog = futures[fut]
                for s, r in fut.result().items():
                    self._done[(prog.name, s)] = r
        self._write_summary()

    def _write_summary(self) -> None:
        """summary.json next to the build products: status and timings of every step."""
        assert self._done is not None
        rows = []
        for (program, stage), r in sorted(self._done.items()):
            rows.append({
                "program": program, "stage": stage,
                "status": "skipped" if r.skipped else ("passed" if r.passed else "failed"),
                "message": r.skipped or r.message,
                "steps": [{"what": st.what, "seconds": round(st.seconds, 2),
                           "returncode": st.returncode, "error": st.error} for st in r.steps],
            })
        (self._root / "summary.json").write_text(json.dumps(rows, indent=1))


def _wanted_stages(items) -> Dict[str, set]:
    """The (program, stage) pairs the selected tests need."""
    wanted: Dict[str, set] = {}
    for item in items:
        callspec = getattr(item, "callspec", None)
        fn = getattr(item, "function", None)
        stage = getattr(fn, "amp2hip_stage", None)
        if callspec is None or stage is None or "program" not in callspec.params:
            continue
        wanted.setdefault(callspec.params["program"], set()).add(stage)
    return wanted


@pytest.fixture(scope="session")
def results(request, tmp_path_factory) -> Results:
    keep = os.environ.get("AMP2HIP_E2E_KEEP")
    if keep:
        root = Path(keep).resolve()
        root.mkdir(parents=True, exist_ok=True)
    else:
        root = tmp_path_factory.mktemp("e2e")
    # session.items is the final selection (after -k, -m and --deselect).
    return Results(_wanted_stages(request.session.items), root)
