"""AMP's compile-time rules (docs/rules.md): invalid programs are rejected
with the right diagnostic at the right place, valid programs are not.

testdata/invalid/<chapter>/<name>.cpp (but api/, test_api_table.py's):
each file holds exactly one violation, marked on its line with
`// expect-error: amp2hip-NNNN` (an AMP rule, 2xxx, or a construct HIP
cannot express, 1xxx). The translator must

  * exit 1 and write no output,
  * report amp2hip-NNNN at that file and line, at a column inside the code
    of that line (not in the marker comment),
  * report no other error.

That valid programs (testdata/programs, testdata/conformance) get no error
at all is checked by test_programs.py::test_translate.

The translations run up front, in parallel (AMP2HIP_E2E_JOBS workers).
"""

from __future__ import annotations

import concurrent.futures
import os
import re
import subprocess
import tempfile
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from conftest import REPO, translator_path

INVALID_DIR = REPO / "testdata" / "invalid"
MARKER = re.compile(r"//\s*expect-error:\s*amp2hip-(\d{4})")
DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning): "
                  r"(?P<msg>.*) \[amp2hip-(?P<id>\d{4})\]$")
TIMEOUT = int(os.environ.get("AMP2HIP_E2E_TRANSLATE_TIMEOUT", "120"))


def invalid_programs() -> List[Path]:
    """The marked programs of every chapter but api/ (test_api_table.py
    checks those against the API table)."""
    return sorted(p for p in INVALID_DIR.glob("*/*.cpp")
                  if p.parent.name != "api" and MARKER.search(p.read_text()))




def expectation(path: Path) -> Tuple[str, int, str]:
    """(ID, 1-based line, line text) of the file's one marker."""
    found = []
    for n, text in enumerate(path.read_text().splitlines(), 1):
        m = MARKER.search(text)
        if m:
            found.append((m.group(1), n, text))
    assert len(found) == 1, f"{path}: expected exactly one expect-error marker, found {len(found)}"
    return found[0]


def _translate(path: Path) -> Tuple[int, str, bool]:
    with tempfile.TemporaryDirectory(prefix="amp2hip-invalid-") as tmp:
        out = Path(tmp) / "out.cpp"
        try:
            p = subprocess.run([str(translator_path()), str(path), "-o", str(out)],
                               capture_output=True, text=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return -1, "timed out", out.exists()
        return p.returncode, p.stderr, out.exists()


def _translate_all(paths: List[Path]) -> Dict[Path, Tuple[int, str, bool]]:
    if not translator_path().exists():
        pytest.skip(f"no translator at {translator_path()}")
    jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", str(os.cpu_count() or 2)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        return dict(zip(paths, pool.map(_translate, paths)))


@pytest.fixture(scope="session")
def invalid_translations() -> Dict[Path, Tuple[int, str, bool]]:
    return _translate_all(invalid_programs())


def test_enough_invalid_programs():
    assert len(invalid_programs()) >= 60


@pytest.mark.parametrize("path", invalid_programs(),
                         ids=[str(p.relative_to(INVALID_DIR)) for p in invalid_programs()])
def test_invalid_program(path: Path, invalid_translations):
    want_id, want_line, line_text = expectation(path)
    rc, stderr, wrote = invalid_translations[path]
    assert rc == 1, f"exit {rc}, expected 1\n{stderr}"
    assert not wrote, "output was written for a rejected file"
    diags = [m for m in map(DIAG.match, stderr.splitlines()) if m]
    errors = [d for d in diags if d.group("sev") == "error"]
    hits = [d for d in errors if d.group("id") == want_id]
    assert hits, f"no amp2hip-{want_id} reported\n{stderr}"
    d = hits[0]
    assert Path(d.group("file")).resolve() == path.resolve(), stderr
    assert int(d.group("line")) == want_line, f"amp2hip-{want_id} on the wrong line\n{stderr}"
    col = int(d.group("col"))
    code_end = MARKER.search(line_text).start()
    first = len(line_text) - len(line_text.lstrip()) + 1
    assert first <= col <= code_end, (
        f"column {col} is outside the code of line {want_line} ({first}..{code_end})\n{stderr}")
    others = [e.group(0) for e in errors if e.group("id") != want_id]
    # 3003 ("has errors; no output was written") is the summary, not a finding.
    others = [o for o in others if not o.endswith("[amp2hip-3003]")]
    assert not others, "other errors reported:\n" + "\n".join(others)
    assert len(hits) == 1, "the violation was reported more than once:\n" + stderr


# Valid programs (testdata/programs, testdata/conformance) are checked in
# test_programs.py::test_translate, over the one translation the e2e fixture
# makes of each: exit 0 and no error diagnostic at all.
