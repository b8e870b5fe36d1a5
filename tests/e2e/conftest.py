"""Shared machinery for the end-to-end tests.

Every test program (testdata/programs/*.cpp and the conformance suite,
testdata/conformance/<chapter>/*.cpp) goes through up to five stages:

  emulate    the AMP program itself, built in emulate mode (amp2hip-cc --amp)
             and run: the oracle; it must print PASS
  translate  build/amp2hip prog.cpp -o prog.hip.cpp
  host       amp2hip-cc --backend host on the translation, then run: PASS
  amd        amp2hip-cc --backend amd on the translation (compile + link)
  nvidia     amp2hip-cc --backend nvidia on the translation (compile + link)

A program is named by its path under testdata/ ("programs/saxpy.cpp",
"conformance/math/trig.cpp"). The emulate, host and GPU builds are batched:
up to BATCH_SIZE[stage] programs (the AMP sources for emulate, translations
otherwise; a batch holds one dialect: --msvc chapters apart) are built as
one unity program
(compiled and linked), each inside its own namespace with its main an
ordinary function (their system #includes hoisted to the top;
scripts/lib/testdata_programs.py unity_source, as scripts/gpu-suite.sh builds
them), which makes 300 programs affordable in CI: a host batch of ten built
in about a third of the time of its members built alone. The host batch then
runs each member in its own process (`BATCH NAME`), so a program sees only
its own globals, and one that crashes takes no other with it; so does the
emulate batch. When a batch
fails to build, it is built again in halves, down to members alone, so a
failure names its program in a few builds. That a translation compiles with
its own #includes only (which a batch's hoisted includes could hide) is
checked by the translate stage: amp2hip's output check parses each
translation alone before writing it.

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
  AMP2HIP_E2E_HOST_BATCH / AMP2HIP_E2E_BATCH
                               the emulate and host / GPU batch sizes
                               (16/48; 1: alone)
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
import sys
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts" / "lib"))
from testdata_programs import (  # noqa: E402  (shared with scripts/gpu_suite)
    CONFORMANCE_DIR, PROGRAMS_DIR, TESTDATA, conformance_paths, dialect_args, fits_unity,
    include_args, program_id, program_paths, unity_batches, unity_source)

# A GPU build's time is nearly all fixed cost (nvcc: about 11 CPU-s for a
# batch of one, 14 for ten; hipcc: 6 and 8), a host build's much less so
# (2.8 CPU-s alone, 9 for ten), and the host batches must also leave the
# pool work to share at the end: hence larger GPU batches.
BATCH_SIZE = {"emulate": int(os.environ.get("AMP2HIP_E2E_HOST_BATCH", "16")),
              "host": int(os.environ.get("AMP2HIP_E2E_HOST_BATCH", "16")),
              "amd": int(os.environ.get("AMP2HIP_E2E_BATCH", "48")),
              "nvidia": int(os.environ.get("AMP2HIP_E2E_BATCH", "48"))}
AMP2HIP_CC = REPO / "scripts" / "amp2hip-cc"

STAGES = ("emulate", "translate", "host", "amd", "nvidia")
GPU_STAGES = ("amd", "nvidia")
# The stages built in unity batches (build_batch) for is_batched programs.
BATCHED_STAGES = ("emulate", "host") + GPU_STAGES
# The batched stages whose batch is run (each member in its own process).
RUN_STAGES = ("emulate", "host")

# Per-subprocess time limits, in seconds.
COMPILE_TIMEOUT = int(os.environ.get("AMP2HIP_E2E_COMPILE_TIMEOUT", "600"))
TRANSLATE_TIMEOUT = int(os.environ.get("AMP2HIP_E2E_TRANSLATE_TIMEOUT", "120"))
RUN_TIMEOUT = int(os.environ.get("AMP2HIP_E2E_RUN_TIMEOUT", "60"))


def is_msvc(program: str) -> bool:
    """Is the program Visual C++ code (parsed and emulated with --msvc)? A
    unity batch of AMP sources holds one dialect."""
    return dialect_args(TESTDATA / program)[:1] == ["--msvc"]


def is_batched(program: str) -> bool:
    """The program's host and GPU builds are part of a unity batch."""
    return program.startswith(("conformance/", "programs/"))


def translator_path() -> Path:
    p = os.environ.get("AMP2HIP")
    if p:
        path = Path(p)
        return path if path.is_absolute() else (Path.cwd() / path)
    return REPO / "build" / "amp2hip"


# scripts/amp2hip-cc installs a missing GPU toolchain on first use; tests run
# many builds at once and must never start apt: scripts/setup.sh installs
# what they use first.
os.environ.setdefault("AMP2HIP_NO_INSTALL", "1")


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
    _run_built(result, build, [exe], workdir)


def _run_built(result: StageResult, build: Step, cmd: List, workdir: Path) -> None:
    """Runs CMD (the program that BUILD built): it must exit 0 and print PASS."""
    result.steps.append(build)
    if not build.ok():
        result.message = "build failed"
        return
    run = run_step("run", cmd, RUN_TIMEOUT, workdir)
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
    result = StageResult("emulate", program_id(prog))
    exe = workdir / (prog.stem + ".emulate")
    build = run_step("build (emulate mode)",
                     [AMP2HIP_CC, "--amp", *dialect_args(prog), "--backend", "host", "-O1", prog,
                      "-o", exe],
                     COMPILE_TIMEOUT, workdir)
    _build_and_run(result, build, exe, workdir)
    return result


def stage_translate(prog: Path, workdir: Path) -> Tuple[StageResult, Path]:
    result = StageResult("translate", program_id(prog))
    out = workdir / "out" / (prog.stem + ".hip.cpp")
    out.parent.mkdir(parents=True, exist_ok=True)
    tool = translator_path()
    if not tool.exists():
        result.message = ("translator not found at %s (build it with scripts/setup.sh, "
                          "or point AMP2HIP at it)" % tool)
        return result, out
    # With the output check (no --no-verify): the host stage builds this
    # translation in a unity batch, where another member's #includes could
    # stand in for one it lacks; the check parses it alone.
    step = run_step("translate", [tool, *dialect_args(prog), prog, "-o", out],
                    TRANSLATE_TIMEOUT, workdir)
    result.steps.append(step)
    if not step.ok():
        result.message = "amp2hip failed"
    elif not out.exists():
        result.message = "amp2hip exited 0 but wrote no %s" % out
    else:
        result.passed = True
    return result, out


def stage_host(prog: Path, translated: Path, workdir: Path) -> StageResult:
    result = StageResult("host", program_id(prog))
    exe = workdir / (prog.stem + ".host")
    build = run_step("build (host backend)",
                     [AMP2HIP_CC, "--backend", "host", "-O1", *include_args(prog), translated,
                      "-o", exe],
                     COMPILE_TIMEOUT, workdir)
    _build_and_run(result, build, exe, workdir)
    return result


def stage_gpu(stage: str, prog: Path, translated: Path, workdir: Path) -> StageResult:
    result = StageResult(stage, program_id(prog))
    exe = workdir / ("%s.%s" % (prog.stem, stage))
    build = run_step("build (%s backend, compile and link only)" % stage,
                     [AMP2HIP_CC, "--backend", stage, *include_args(prog), translated, "-o", exe],
                     COMPILE_TIMEOUT, workdir)
    result.steps.append(build)
    if build.ok() and exe.exists():
        result.passed = True
    elif build.ok():
        result.message = "amp2hip-cc exited 0 but wrote no executable"
    else:
        result.message = "build failed"
    return result


def workdir_of(root: Path, program: str) -> Path:
    return root / program[:-len(".cpp")].replace("/", "__")


def translated_path(root: Path, program: str) -> Path:
    return workdir_of(root, program) / "out" / (Path(program).stem + ".hip.cpp")


def run_program(prog: Path, stages: Tuple[str, ...], root: Path) -> Dict[str, StageResult]:
    """Runs the requested stages of one program (those after translate in order)."""
    workdir = workdir_of(root, program_id(prog))
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
                results[s] = StageResult(s, program_id(prog), skipped="AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
            elif not tr.passed:
                r = StageResult(s, program_id(prog), steps=list(tr.steps))
                r.message = "translation failed, so nothing to build (%s)" % (tr.message or "?")
                results[s] = r
            elif s == "host":
                results[s] = stage_host(prog, out, workdir)
            else:
                results[s] = stage_gpu(s, prog, out, workdir)
    return results


def build_batch(stage: str, members: List[str], root: Path, name: str) -> Dict[str, StageResult]:
    """Builds translations of several programs as one unity program for
    STAGE's backend (compile and link: a symbol the shim declares but does
    not define for that backend is a link error); for the host, runs each
    member too.

    On failure the halves are built as batches of their own, down to members
    built alone, so the result names the culprit."""
    bdir = root / "batches" / stage
    bdir.mkdir(parents=True, exist_ok=True)
    unity = bdir / (name + ".cpp")
    emulate = stage == "emulate"
    # The emulate batch is of the AMP sources themselves (the oracle).
    sources = [TESTDATA / m if emulate else translated_path(root, m) for m in members]
    unity.write_text(unity_source(sources, members))
    exe = bdir / name
    # The members' include directories (a harness header a translation still includes).
    includes: List[str] = []
    for m in members:
        args = include_args(TESTDATA / m)
        for flag, d in zip(args[::2], args[1::2]):
            if d not in includes:
                includes += [flag, d]
    # The host and emulate builds are run (at -O1, as stage_host and
    # stage_emulate build); the GPU builds are compiled and linked only.
    host = stage in RUN_STAGES
    # An emulate batch holds one dialect (_run_batches): its members' own.
    backend = ([*(["--msvc"] if is_msvc(members[0]) else []), "--amp", "--backend", "host"]
               if emulate else ["--backend", stage])
    step = run_step("build (%s, unity batch of %d%s)"
                    % ("emulate mode" if emulate else stage + " backend", len(members),
                       "" if host else ", compile and link"),
                    [AMP2HIP_CC, *backend, *(["-O1"] if host else []), *includes, unity,
                     "-o", exe], COMPILE_TIMEOUT, bdir)
    results: Dict[str, StageResult] = {}
    if step.ok() and exe.exists():
        for m in members:
            r = StageResult(stage, m)
            if host:
                # Each member in its own process, in its own directory (a
                # program may write files), with argv[0] its name.
                workdir_of(root, m).mkdir(parents=True, exist_ok=True)
                _run_built(r, step, [exe, m], workdir_of(root, m))
            else:
                r.steps.append(step)
                r.passed = True
            results[m] = r
        return results
    # A member passes when it builds in a smaller batch or alone: only the
    # larger batch disagreed (one translation's macro or name clashing with
    # another's), which the failed step, kept first, shows.
    if len(members) == 1:
        results = {members[0]: build_alone(stage, members[0], root)}
    else:
        half = (len(members) + 1) // 2
        results = build_batch(stage, members[:half], root, name + "a")
        results.update(build_batch(stage, members[half:], root, name + "b"))
    for r in results.values():
        r.steps.insert(0, step)
    return results


def build_alone(stage: str, program: str, root: Path) -> StageResult:
    """A batched stage of one program, outside any batch."""
    prog, translated, workdir = TESTDATA / program, translated_path(root, program), workdir_of(root, program)
    workdir.mkdir(parents=True, exist_ok=True)
    if stage == "emulate":
        return stage_emulate(prog, workdir)
    if stage == "host":
        return stage_host(prog, translated, workdir)
    return stage_gpu(stage, prog, translated, workdir)


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
            for s, r in run_program(TESTDATA / program, (stage,), self._root).items():
                self._done[(program, s)] = r
        return self._done[key]

    def _compute(self) -> None:
        self._done = {}
        jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", "0")) or os.cpu_count() or 2
        # The emulate builds are independent of the translator, so they are
        # separate tasks; a program's other stages run in order in one task.
        # Batched programs' GPU builds wait for the batch (second phase).
        tasks = []
        batches: Dict[str, List[str]] = {}
        for program, stages in sorted(self._wanted.items()):
            prog = TESTDATA / program
            if "emulate" in stages and not is_batched(program):
                tasks.append((prog, ("emulate",)))
            rest = tuple(s for s in STAGES if s != "emulate" and s in stages)
            if is_batched(program):
                if "emulate" in stages:
                    batches.setdefault("emulate", []).append(program)
                for s in BATCHED_STAGES[1:]:
                    if s in rest:
                        batches.setdefault(s, []).append(program)
                rest = tuple(s for s in rest if s not in BATCHED_STAGES)
                if not rest and any(s in stages for s in BATCHED_STAGES[1:]):
                    rest = ("translate",)
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
                    self._done[(program_id(prog), s)] = r
            self._run_batches(pool, batches)
        self._write_summary()

    def _run_batches(self, pool, batches: Dict[str, List[str]]) -> None:
        assert self._done is not None
        futures = []
        for stage, members in sorted(batches.items()):
            ready = []
            for m in members:
                tr = self._done.get((m, "translate"))
                if stage == "emulate":
                    if fits_unity(TESTDATA / m):
                        ready.append(m)
                    else:
                        futures.append(pool.submit(self._alone, stage, m))
                elif stage in GPU_STAGES and skip_gpu_toolchains():
                    self._done[(m, stage)] = StageResult(
                        stage, m, skipped="AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
                elif tr is None or not tr.passed:
                    r = StageResult(stage, m, steps=list(tr.steps) if tr else [])
                    r.message = "translation failed, so nothing to build"
                    self._done[(m, stage)] = r
                elif not fits_unity(translated_path(self._root, m)):
                    futures.append(pool.submit(self._alone, stage, m))
                else:
                    ready.append(m)
            size = max(1, BATCH_SIZE[stage])
            if stage == "emulate":
                # One dialect a batch: the Visual C++ chapters' sources are
                # built with --msvc, the rest without.
                groups = [[m for m in ready if is_msvc(m)], [m for m in ready if not is_msvc(m)]]
            else:
                groups = [ready]
            for g, group in enumerate(groups):
                for i, batch in enumerate(unity_batches(group, size, lambda m: TESTDATA / m)):
                    futures.append(pool.submit(build_batch, stage, batch, self._root,
                                               "batch_%d_%d" % (g, i)))
        for fut in concurrent.futures.as_completed(futures):
            for m, r in fut.result().items():
                self._done[(m, r.stage)] = r

    def _alone(self, stage: str, program: str) -> Dict[str, StageResult]:
        return {program: build_alone(stage, program, self._root)}

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
        seen = set()  # a unity batch's steps are every member's
        for (program, stage), r in self._done.items():
            for st in r.steps:
                if id(st) in seen:
                    continue
                seen.add(id(st))
                kind = "%s: %s" % (stage, st.what.split(",")[0].split(" (")[0])
                n, secs = STEP_TOTALS.get(kind, (0, 0.0))
                STEP_TOTALS[kind] = (n + 1, secs + st.seconds)


# Where the program stages' time went (step kind -> count, seconds), printed
# after the tests: CI's time budget is spent mostly here.
STEP_TOTALS: Dict[str, Tuple[int, float]] = {}


def pytest_terminal_summary(terminalreporter):
    if not STEP_TOTALS:
        return
    terminalreporter.section("program stages: subprocess time by step")
    for kind, (n, secs) in sorted(STEP_TOTALS.items(), key=lambda kv: -kv[1][1]):
        terminalreporter.write_line("%8.0f s  %4d x  %s" % (secs, n, kind))


# The modules that do their work up front in a pool (AMP2HIP_E2E_JOBS
# workers, or amp2hip -j): they run last, the program stages last of all. The
# other modules run one subprocess at a time; first, they leave a core to
# scripts/test.sh's sanitizer stage, which starts beside pytest and runs for
# about two thirds of it. In file order the program stages ended that stage
# and single-process modules (the emitted builds' GPU builds among them) ran
# after it on one core of two (a fresh-clone CI run: 2 x 2739 s of cores,
# 5050 CPU-s used).
POOLED_MODULES = ("test_load", "test_api_table", "test_bad_input", "test_invalid_programs",
                  "test_idempotence", "test_runtime_failures", "test_gpu_suite",
                  "test_api_overloads", "test_msvc_flags", "test_header_cache", "test_programs")


def pytest_collection_modifyitems(session, config, items):
    def rank(item) -> int:
        module = item.module.__name__ if getattr(item, "module", None) else ""
        return POOLED_MODULES.index(module) + 1 if module in POOLED_MODULES else 0
    items.sort(key=rank)  # stable: file order within a rank


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


def check_generated_doc(flag: str, doc: Path, regenerate: str) -> None:
    """The docs page `build/amp2hip FLAG` prints is committed as DOC, byte for byte."""
    t = translator_path()
    if not t.exists():
        pytest.skip(f"no translator at {t}")
    p = subprocess.run([str(t), flag], capture_output=True, timeout=120)
    assert p.returncode == 0, p.stderr.decode(errors="replace")
    assert doc.exists(), f"{doc} is missing; {regenerate}"
    committed = doc.read_bytes()
    if committed != p.stdout:
        old = committed.decode(errors="replace").splitlines()
        new = p.stdout.decode(errors="replace").splitlines()
        first = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
        pytest.fail(f"{doc.name} differs from its table at line {first + 1}; {regenerate}\n"
                    f"  committed: {old[first] if first < len(old) else '(end of file)'}\n"
                    f"  generated: {new[first] if first < len(new) else '(end of file)'}")
