"""What the GPU suite builds: the programs, how they are grouped into
executables, and the manifest the runner reads (scripts/gpu_suite/runner.cpp).

Test programs (testdata/programs, the conformance chapters, runtime_failures,
the golden translations) are linked in unity batches: up to --batch-size
translations of one group in one executable, each in its own namespace and
run by name (`EXE NAME`). The bench programs (bench/amp/*.cpp) are one
executable each, and the hand-written baselines (bench/baselines/*.hip) one
executable together (bench/gpu/baselines_main.hip).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Dict, List, Optional

import testdata_programs as tp

REPO = tp.REPO
BENCH_DIR = REPO / "bench"

# Bench program -> problem size (argument N) on a GPU and in the host
# backend's smoke runs; the repeats of the timed part come after it.
BENCH_SIZES = {
    "matmul": (512, 32),
    "transpose": (4096, 64),
    "reduction": (1 << 24, 1 << 12),
    "stencil": (4096, 64),
    "histogram": (1 << 24, 1 << 12),
    "nbody": (16384, 128),
    "barrier": (1 << 22, 1 << 10),
    "transfer": (1 << 24, 1 << 12),
    "tiling": (2048, 64),
}
BENCH_REPS = {"gpu": 10, "tiny": 2}
# The references that have no AMP program: cuBLAS SGEMM on matmul's size and
# the device's name.
EXTRA_BASELINES = {"sgemm": "matmul", "device": None}
# Host-backend tuning that means the same on a GPU (every other AMP2HIP_HOST_
# variable injects a failure that only the host backend can produce).
HOST_TUNING_ENV = {"AMP2HIP_HOST_THREADS"}


@dataclasses.dataclass
class Program:
    """One run the runner makes."""

    id: str                    # "conformance/math/trig.cpp", "bench/matmul.cpp", "baseline/sgemm"
    kind: str                  # test | bench | baseline
    group: str                 # the executable family: "conformance-math", "bench-matmul", ...
    source: Optional[Path]     # the AMP source (None: already HIP)
    hip: Optional[Path] = None  # the translation (or the golden file)
    args: List[str] = dataclasses.field(default_factory=list)
    expect: str = "pass"       # pass | failure
    expect_text: str = ""      # failure: text the output must contain
    env: Dict[str, str] = dataclasses.field(default_factory=dict)
    skip: str = ""             # why the runner does not run it on this backend
    binary: str = ""           # path under DIR, set when linked
    selector: str = ""         # argv[1] of a batch executable
    build_error: str = ""      # set when it could not be built

    @property
    def stem(self) -> str:
        return re.sub(r"[^A-Za-z0-9_]+", "_", self.id.rsplit(".cpp", 1)[0])


def _tests() -> List[Program]:
    progs = []
    for p in tp.program_paths():
        progs.append(Program(tp.program_id(p), "test", "programs", p))
    for p in tp.conformance_paths():
        progs.append(Program(tp.program_id(p), "test", "conformance-" + p.parent.name, p))
    for p in tp.runtime_failure_paths():
        env, expect, text = tp.parse_runtime_failure_header(p)
        progs.append(Program(tp.program_id(p), "test", "runtime_failures", p, env=env,
                             expect=expect, expect_text=text))
    for p in tp.golden_paths():
        progs.append(Program(tp.program_id(p), "test", "golden", None, hip=p))
    return progs


def _bench(sizes: str) -> List[Program]:
    col = 0 if sizes == "gpu" else 1
    reps = str(BENCH_REPS[sizes])
    progs = []
    for src in sorted((BENCH_DIR / "amp").glob("*.cpp")):
        name = src.stem
        n = BENCH_SIZES.get(name, (1 << 20, 1 << 10))[col]
        progs.append(Program("bench/%s.cpp" % name, "bench", "bench-" + name, src, args=[str(n), reps]))
        if (BENCH_DIR / "baselines" / (name + ".hip")).exists() or name == "transfer":
            progs.append(Program("baseline/" + name, "baseline", "bench-baselines", None,
                                 args=[str(n), reps], selector=name))
    for name, size_of in EXTRA_BASELINES.items():
        n = BENCH_SIZES[size_of][col] if size_of else 0
        progs.append(Program("baseline/" + name, "baseline", "bench-baselines", None,
                             args=[str(n), reps], selector=name))
    return progs


def host_only_reason(prog: Program) -> str:
    """Why a runtime_failures case means nothing on a GPU ("" when it runs there)."""
    injected = sorted(k for k in prog.env if k not in HOST_TUNING_ENV)
    if injected:
        return "needs the host backend's failure injection (%s)" % ", ".join(
            "%s=%s" % (k, prog.env[k]) for k in injected)
    if prog.expect == "failure":
        return ("expects the host backend's run-time check (%r); on a GPU this is undefined "
                "behaviour" % prog.expect_text)
    return ""


def collect(backend: str, sizes: str, pattern: Optional[str]) -> List[Program]:
    """Every program, filtered by a regular expression on the id (bench/NAME.cpp
    brings its baselines along; the device query comes with any bench program)."""
    progs = _tests() + _bench(sizes)
    if pattern:
        rx = re.compile(pattern)
        chosen = {p.id for p in progs if p.kind != "baseline" and rx.search(p.id)}
        benches = {i[len("bench/"):-len(".cpp")] for i in chosen if i.startswith("bench/")}
        if benches:
            chosen.add("baseline/device")
            chosen |= {"baseline/" + b for b in benches}
            chosen |= {"baseline/" + x for x, of in EXTRA_BASELINES.items() if of in benches}
        progs = [p for p in progs if p.id in chosen]
    if backend != "host":
        for p in progs:
            if p.group == "runtime_failures":
                p.skip = host_only_reason(p)
    return progs


def batches(progs: List[Program], size: int) -> Dict[str, List[Program]]:
    """Test programs to link together: name -> members (at most `size`)."""
    groups: Dict[str, List[Program]] = {}
    for p in progs:
        if p.kind == "test" and not p.build_error:
            groups.setdefault(p.group, []).append(p)
    out: Dict[str, List[Program]] = {}
    for g, members in groups.items():
        for i, batch in enumerate(tp.unity_batches(members, size, lambda p: p.source or p.hip)):
            out["%s-%d" % (g, i)] = batch
    return out


def _field(s: str) -> str:
    s = s.replace("\t", " ").replace("\n", " ")
    return s if s else "-"


MANIFEST_COLUMNS = ("id", "kind", "binary", "selector", "args", "expect", "expect_text", "env",
                    "skip", "build_error")


def manifest_text(progs: List[Program], info: Dict[str, str]) -> str:
    """Tab-separated, one program a line; '-' for an empty field. Lines
    starting with '#' are comments; '#info KEY VALUE' lines describe the build."""
    lines = ["# amp2hip GPU suite manifest (scripts/gpu_suite/plan.py); columns:",
             "# " + "\t".join(MANIFEST_COLUMNS)]
    lines += ["#info %s %s" % (k, _field(v)) for k, v in info.items()]
    for p in progs:
        env = " ".join("%s=%s" % kv for kv in sorted(p.env.items()))
        lines.append("\t".join(_field(x) for x in (
            p.id, p.kind, p.binary, p.selector, " ".join(p.args), p.expect, p.expect_text, env,
            p.skip, p.build_error)))
    return "\n".join(lines) + "\n"
