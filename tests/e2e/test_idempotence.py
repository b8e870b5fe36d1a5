"""Translating amp2hip's output again changes nothing (README, issue #6).

For every testdata/programs/*.cpp and testdata/golden/*.hip.cpp: translate it
(pass 1), translate pass 1's output (pass 2); pass 2 must equal pass 1 byte
for byte. A golden file is already a translation, so for it pass 1 must also
be a fixed point too; only pass 1 == pass 2 is required here.

All translations run up front in a thread pool (the translator is a separate
process, so threads are enough); the tests then compare. The pool has
AMP2HIP_E2E_JOBS workers (default: os.cpu_count()).
"""

from __future__ import annotations

import concurrent.futures
import difflib
import hashlib
import os
import subprocess
import threading
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from conftest import REPO, TRANSLATE_TIMEOUT, translator_path

INPUTS: List[Path] = (sorted((REPO / "testdata" / "programs").glob("*.cpp"))
                      + sorted((REPO / "testdata" / "golden").glob("*.hip.cpp")))


class Translations:
    """Translations by content: the same bytes are translated once.

    A golden file is (when test_golden passes) exactly its program's first
    translation, so its passes coincide with the program's second pass; the
    cache makes those free (the translator does not look at the file name).
    """

    def __init__(self, workdir: Path):
        self._workdir = workdir
        self._lock = threading.Lock()
        self._done: Dict[str, concurrent.futures.Future] = {}

    def translate(self, data: bytes) -> Tuple[int, str, bytes, Path]:
        key = hashlib.sha256(data).hexdigest()[:24]
        with self._lock:
            fut = self._done.get(key)
            mine = fut is None
            if mine:
                fut = self._done[key] = concurrent.futures.Future()
        if mine:
            src = self._workdir / (key + ".cpp")
            out = self._workdir / (key + ".out.cpp")
            src.write_bytes(data)
            try:
                proc = subprocess.run([str(translator_path()), str(src), "-o", str(out)],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      stdin=subprocess.DEVNULL, timeout=TRANSLATE_TIMEOUT)
                result = (proc.returncode, proc.stderr.decode("utf-8", "replace"),
                          out.read_bytes() if proc.returncode == 0 else b"", src)
            except (subprocess.TimeoutExpired, OSError) as ex:
                result = (-1, "could not translate: %s" % ex, b"", src)
            fut.set_result(result)
        return fut.result()


def _twice(src: Path, tr: Translations) -> dict:
    """Both passes for one input."""
    r = {"first": b"", "second": b"", "error": ""}
    rc, err, r["first"], copy = tr.translate(src.read_bytes())
    if rc != 0:
        r["error"] = "pass 1 (%s, as %s) exited %d:\n%s" % (src, copy, rc, err)
        return r
    rc, err, r["second"], copy = tr.translate(r["first"])
    if rc != 0:
        r["error"] = "pass 2 (translating %s) exited %d:\n%s" % (copy, rc, err)
    return r


@pytest.fixture(scope="module")
def twice(tmp_path_factory) -> Dict[str, dict]:
    tool = translator_path()
    if not tool.exists():
        pytest.fail("translator not found at %s (scripts/setup.sh builds it, or set AMP2HIP)" % tool)
    workdir = tmp_path_factory.mktemp("idempotence")
    jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", "0")) or os.cpu_count() or 2
    tr = Translations(workdir)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {str(src.relative_to(REPO)): pool.submit(_twice, src, tr) for src in INPUTS}
        return {k: f.result() for k, f in futures.items()}


def test_there_are_inputs() -> None:
    assert any(p.parent.name == "programs" for p in INPUTS)
    assert any(p.parent.name == "golden" for p in INPUTS)


# Known amp2hip bugs: strict xfail, so a fix shows up as an XPASS to clean up.
# Known amp2hip bugs (path -> reason): strict xfail, so a fix shows up as an
# XPASS to clean up. (index_extent_arithmetic.cpp was here until the kernel
# parameters' index<N> got qualified: pass 1 left 'const index<2> shift'.)
KNOWN_BUGS: Dict[str, str] = {}


def _params():
    out = []
    for p in INPUTS:
        rel = str(p.relative_to(REPO))
        marks = [pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[rel])] if rel in KNOWN_BUGS else []
        out.append(pytest.param(rel, id=rel, marks=marks))
    return out


@pytest.mark.parametrize("src", _params())
def test_second_translation_changes_nothing(src: str, twice: Dict[str, dict]) -> None:
    r = twice[src]
    assert not r["error"], r["error"]
    a, b = r["first"], r["second"]
    if a != b:
        diff = difflib.unified_diff(a.decode("utf-8", "replace").splitlines(True),
                                    b.decode("utf-8", "replace").splitlines(True),
                                    "pass1", "pass2")
        pytest.fail("translating the translation of %s changed it:\n%s"
                    % (src, "".join(list(diff)[:200])))
