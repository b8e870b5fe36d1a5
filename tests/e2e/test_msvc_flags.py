"""No crash under Visual C++'s dialect (issue 14): every C++ file of testdata/
is translated under the MSVC flags amp2hip supports, alone and together:
clang's -fms-extensions, -fms-compatibility and -fdelayed-template-parsing
(through --extra-arg) and --msvc, which implies all three and the shim's
amp2hip/msvc.h.

`-fdelayed-template-parsing` crashed amp2hip (SIGSEGV) on any function
template nothing instantiates, losing a whole tree run; this keeps every
combination honest over every input.

A translation must end with exit 0, 1 or 2 (never a signal), and with 1 or 2
only after a located error. The valid programs (testdata/programs and the
conformance chapters) must also still translate (exit 0): Visual C++'s
dialect accepts them too.

Cost: by default every other file in path order is translated once, the
combinations taking turns over them (every combination sees about 1/16 of
the files): about 300 translations, translate only (--no-verify: the point
is the crash), 180 CPU-s (every file once was 360, a sixth of CI's
end-to-end budget for a sweep whose crashes the fuzz gate's dialect modes
hunt too). AMP2HIP_FULL=1 runs every file under every combination.
"""

from __future__ import annotations

import concurrent.futures
import itertools
import os
import re
import subprocess
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from conftest import REPO, TESTDATA, include_args, translator_path

FLAGS = ("-fms-extensions", "-fms-compatibility", "-fdelayed-template-parsing")
TIMEOUT = int(os.environ.get("AMP2HIP_E2E_TRANSLATE_TIMEOUT", "120"))
LOCATED = re.compile(r"^[^\s:][^:]*:\d+:\d+: (fatal )?error: ", re.M)


def combinations() -> List[Tuple[str, ...]]:
    """Every non-empty subset of the clang flags (as --extra-arg), then --msvc."""
    combos = []
    for n in range(1, len(FLAGS) + 1):
        for subset in itertools.combinations(FLAGS, n):
            combos.append(tuple("--extra-arg=" + f for f in subset))
    combos.append(("--msvc",))
    return combos


def inputs() -> List[Path]:
    return sorted(p for p in TESTDATA.rglob("*.cpp") if p.is_file())


def must_translate(path: Path, combo: Tuple[str, ...]) -> bool:
    rel = path.relative_to(TESTDATA).parts
    if rel[0] == "conformance" and rel[1] == "msvc":
        # Visual C++ programs (the CRT's _s functions, _countof, ...) need
        # the shim's amp2hip/msvc.h, which --msvc brings and clang's flags
        # alone do not.
        return "--msvc" in combo
    return rel[0] == "programs" or (rel[0] == "conformance" and not rel[1].startswith("_"))


def runs() -> List[Tuple[Path, Tuple[str, ...]]]:
    combos = combinations()
    files = inputs()
    if os.environ.get("AMP2HIP_FULL", "0") == "1":
        return [(f, c) for f in files for c in combos]
    # Every other file, the combinations taking turns over them.
    return [(f, combos[i % len(combos)]) for i, f in enumerate(files[::2])]


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory) -> Dict[Tuple[str, Tuple[str, ...]], subprocess.CompletedProcess]:
    tool = translator_path()
    if not tool.exists():
        pytest.skip(f"no translator at {tool}")
    out_dir = tmp_path_factory.mktemp("msvc_flags")

    def one(job):
        path, combo = job
        out = out_dir / ("%s.%d.cpp" % (path.stem, abs(hash(combo)) % 10000))
        # The program's own include directories (a harness header it
        # includes): without them it is not the program the dialect reads.
        cmd = [str(tool), "--no-verify", *combo, *include_args(path), str(path), "-o", str(out)]
        try:
            proc = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT, cwd=path.parent)
        except subprocess.TimeoutExpired as ex:
            proc = subprocess.CompletedProcess(cmd, -999, b"", ("timed out: %s" % ex).encode())
        return (str(path.relative_to(TESTDATA)), combo), proc

    jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", "0")) or os.cpu_count() or 2
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        return dict(pool.map(one, runs()))


def _describe(proc: subprocess.CompletedProcess) -> str:
    return "$ %s\nexit %s\n%s" % (" ".join(proc.args), proc.returncode,
                                 proc.stderr.decode("utf-8", "replace")[-4000:])


@pytest.mark.parametrize("combo", combinations(), ids=lambda c: "+".join(a.split("=")[-1] for a in c))
def test_no_crash_under_msvc_flags(outcomes, combo):
    mine = {k: p for k, p in outcomes.items() if k[1] == combo}
    assert mine, "no input ran under this combination"
    problems = []
    for (rel, _), proc in sorted(mine.items()):
        if proc.returncode not in (0, 1, 2):
            problems.append("%s: crashed or hung\n%s" % (rel, _describe(proc)))
        elif proc.returncode in (1, 2) and not LOCATED.search(proc.stderr.decode("utf-8", "replace")):
            problems.append("%s: exit %d without a located error\n%s" % (rel, proc.returncode,
                                                                         _describe(proc)))
        elif proc.returncode != 0 and must_translate(TESTDATA / rel, combo):
            problems.append("%s: a valid program no longer translates\n%s" % (rel, _describe(proc)))
    assert not problems, "\n\n".join(problems)
