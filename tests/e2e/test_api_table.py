"""The AMP API table (issue 3): docs/api-table.md is generated from the
translator's tables (translator/lib/tables/AmpApi.def and the shim's
math_functions.def, atomics.def, direct3d_functions.def) and must match them
byte for byte; every diagnostic it names exists in Diagnostics.def; uses of
the diagnosed entry points are reported where they are (testdata/invalid/api,
one `// expect-error: amp2hip-1NNN` marker per file), and no valid program
is reported.
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

from conftest import REPO, check_generated_doc, translator_path

DOCS = REPO / "docs" / "api-table.md"
DIAGNOSTICS_DEF = REPO / "translator" / "lib" / "tables" / "Diagnostics.def"
API_DIR = REPO / "testdata" / "invalid" / "api"
MARKER = re.compile(r"//\s*expect-error:\s*amp2hip-(\d{4})")
DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning): "
                  r"(?P<msg>.*) \[amp2hip-(?P<id>\d{4})\]$")
API_IDS = ("1101", "1103")  # 1102 (textures) is retired
TIMEOUT = int(os.environ.get("AMP2HIP_E2E_TRANSLATE_TIMEOUT", "120"))
REGENERATE = "regenerate it: build/amp2hip --print-api-table > docs/api-table.md"


def _translator() -> Path:
    t = translator_path()
    if not t.exists():
        pytest.skip(f"no translator at {t}")
    return t


def test_docs_match_the_tables():
    check_generated_doc("--print-api-table", DOCS, REGENERATE)


def test_every_diagnostic_in_the_table_exists():
    known = set(re.findall(r"^AMP2HIP_DIAG\((\d{4}),\s*\w+,\s*Active,\s*Error", DIAGNOSTICS_DEF.read_text(), re.M))
    used = set(re.findall(r"\| amp2hip-(\d{4}) \|", DOCS.read_text()))
    assert used, "the table names no diagnostic"
    assert used <= known, f"not errors of Diagnostics.def: {sorted(used - known)}"


def test_the_table_lists_every_header():
    text = DOCS.read_text()
    for header in ("amp.h", "amp_math.h", "amp_short_vectors.h", "amp_graphics.h"):
        assert f"## {header}: namespace" in text, header
    for name in ("create_accelerator_view", "get_buffer", "make_array", "get_texture",
                 "make_texture", "texture_view", "array_view::section", "parallel_for_each"):
        assert f"`{name}" in text, name


def api_programs() -> List[Path]:
    return sorted(API_DIR.glob("*.cpp"))




def _translate(path: Path) -> Tuple[int, str, bool]:
    with tempfile.TemporaryDirectory(prefix="amp2hip-api-") as tmp:
        out = Path(tmp) / "out.cpp"
        try:
            p = subprocess.run([str(translator_path()), str(path), "-o", str(out)],
                               capture_output=True, text=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return -1, "timed out", out.exists()
        return p.returncode, p.stderr, out.exists()


@pytest.fixture(scope="module")
def translations() -> Dict[Path, Tuple[int, str, bool]]:
    _translator()
    paths = api_programs()
    jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", str(os.cpu_count() or 2)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        return dict(zip(paths, pool.map(_translate, paths)))


@pytest.mark.parametrize("path", api_programs(), ids=[p.name for p in api_programs()])
def test_unsupported_api_is_reported_where_used(path: Path, translations):
    lines = path.read_text().splitlines()
    marked = [(n, MARKER.search(t).group(1), t) for n, t in enumerate(lines, 1) if MARKER.search(t)]
    assert len(marked) == 1, f"{path}: expected one expect-error marker"
    want_line, want_id, text = marked[0]
    rc, stderr, wrote = translations[path]
    assert rc == 1, f"exit {rc}, expected 1\n{stderr}"
    assert not wrote, "output was written for a rejected file"
    errors = [d for d in map(DIAG.match, stderr.splitlines()) if d and d.group("sev") == "error"]
    hits = [d for d in errors if d.group("id") == want_id]
    assert len(hits) == 1, f"expected one amp2hip-{want_id}\n{stderr}"
    d = hits[0]
    assert Path(d.group("file")).resolve() == path.resolve(), stderr
    assert int(d.group("line")) == want_line, stderr
    col = int(d.group("col"))
    assert len(text) - len(text.lstrip()) < col <= MARKER.search(text).start(), stderr
    assert any(w in d.group("msg") for w in ("instead", "use ", "write ", "drop ")), \
        f"the message does not say what to do instead: {d.group('msg')}"
    others = [e.group(0) for e in errors
              if e.group("id") != want_id and e.group("id") != "3003"]
    assert not others, "other errors:\n" + "\n".join(others)


# Valid programs are checked in test_programs.py::test_translate (exit 0, no
# error diagnostic), over the e2e fixture's one translation of each.
