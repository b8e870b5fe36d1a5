"""docs/architecture.md matches the tree (issue 11): every translator source
of the pipeline's directories is named there, and every file the document
names exists, so the map cannot drift from the territory unnoticed."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import REPO

DOC = REPO / "docs" / "architecture.md"
LIB = REPO / "translator" / "lib"
# The pipeline (lib/ itself) and its stages, each file named in the document; project/ is
# described as a whole (docs/visual-studio.md has its parts).
NAMED_DIRS = (".", "parse", "model", "rules", "rewrites", "output", "tables")


def stems(directory: Path) -> set[str]:
    return {p.stem for p in directory.iterdir() if p.suffix in (".cpp", ".h", ".def")}


def test_every_translator_source_is_named():
    text = DOC.read_text()
    missing = []
    for d in NAMED_DIRS:
        for stem in sorted(stems(LIB / d)):
            if not re.search(r"\b%s\b" % re.escape(stem), text):
                missing.append("translator/lib/%s/%s" % (d, stem))
    assert not missing, "docs/architecture.md does not name: " + ", ".join(missing)


def test_every_named_file_exists():
    text = DOC.read_text()
    known = set()
    for d in NAMED_DIRS:
        known |= stems(LIB / d)
    shim = {p.name for p in (REPO / "runtime-shim").rglob("*") if p.is_file()}
    shim |= {p.name for p in (REPO / "runtime-shim").rglob("*") if p.is_dir()}
    dangling = []
    for token in re.findall(r"`([^`\s]+)`", text):
        if re.fullmatch(r"[A-Z]\w+", token):  # a translator file by its stem
            if token not in known:
                dangling.append(token)
        elif re.fullmatch(r"[\w/.-]+\.(def|h|cpp|md|py)", token):
            name = token.split("/")[-1]
            if token.startswith(("translator/", "tests/", "docs/", "runtime-shim/")):
                if not (REPO / token).exists():
                    dangling.append(token)
            elif name not in shim and Path(name).stem not in known and not list(REPO.rglob(name)):
                dangling.append(token)
    assert not dangling, "docs/architecture.md names what does not exist: " + ", ".join(dangling)
