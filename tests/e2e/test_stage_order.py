"""The translator's layout shows its pipeline (issue 32): every `#include`
of translator/lib runs down the stage order, never up it, so a stage can be
read, tested and changed knowing only the stages below it.

  tables/  <  parse/  <  project/  <  model/  <  rules/  <  rewrites/
          <  the pipeline (lib/ itself: Driver, Translator, OutputCheck)
          <  output/

A file includes files of its own stage freely. Includes are by file name
(the build puts every stage's directory on the include path), so a name is
resolved to the stage whose directory holds it."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import REPO

LIB = REPO / "translator" / "lib"
ORDER = ("tables", "parse", "project", "model", "rules", "rewrites", ".", "output")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def stage_of_files() -> dict[str, str]:
    where = {}
    for stage in ORDER:
        for p in (LIB / stage).iterdir():
            if p.is_file() and p.suffix in (".h", ".def", ".inc"):
                where[p.name] = stage
    return where


def upward_includes() -> list[str]:
    where = stage_of_files()
    rank = {s: i for i, s in enumerate(ORDER)}
    found = []
    for stage in ORDER:
        for p in sorted((LIB / stage).iterdir()):
            if p.suffix not in (".h", ".cpp"):
                continue
            for m in INCLUDE.finditer(p.read_text(errors="replace")):
                target = where.get(Path(m.group(1)).name)
                if target is not None and rank[target] > rank[stage]:
                    line = p.read_text(errors="replace")[:m.start()].count("\n") + 1
                    found.append(f"translator/lib/{stage}/{p.name}:{line} includes "
                                 f"{m.group(1)} ({target}/)".replace("/./", "/"))
    return found


def test_includes_run_down_the_stage_order():
    up = upward_includes()
    assert not up, "an include runs up the pipeline: " + "; ".join(up)


def test_every_stage_directory_is_ordered():
    dirs = {p.name for p in LIB.iterdir() if p.is_dir()}
    assert dirs == set(ORDER) - {"."}, "stage directories not in ORDER: %s" % (dirs - set(ORDER))


def test_the_check_finds_an_upward_include(tmp_path, monkeypatch):
    # A model/ file that includes a rewrite's header is what the check exists for.
    for stage in ORDER:
        (tmp_path / stage).mkdir(exist_ok=True)
    (tmp_path / "rewrites" / "KernelEmission.h").write_text("// emission\n")
    (tmp_path / "model" / "Closure.cpp").write_text('#include "Closure.h"\n#include "KernelEmission.h"\n')
    (tmp_path / "model" / "Closure.h").write_text("// closure\n")
    monkeypatch.setattr(__import__(__name__), "LIB", tmp_path)
    assert upward_includes() == ["translator/lib/model/Closure.cpp:2 includes KernelEmission.h (rewrites/)"]
