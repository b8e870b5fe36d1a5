"""The shape of the conformance suite (testdata/conformance/).

The programs themselves are run by test_programs.py (emulate, translate, host
run, AMD and NVIDIA builds). This file checks what issue 3 asks of the suite
as a whole: organized by the AMP specification's chapters, at least 200
programs, each saying what it covers, each listed in the suite's README.
"""

import re

import pytest

from conftest import CONFORMANCE_DIR, conformance_paths

CHAPTERS = ("language", "device", "containers", "pfe", "atomics", "math",
            "short_vectors", "tiling", "memory_model", "graphics", "idioms")

PROGRAMS = conformance_paths()


def test_at_least_200_programs():
    assert len(PROGRAMS) >= 200, "the conformance suite has %d programs" % len(PROGRAMS)


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_chapter_has_programs(chapter):
    assert list((CONFORMANCE_DIR / chapter).glob("*.cpp")), "no programs for chapter " + chapter


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.parent.name + "/" + p.name for p in PROGRAMS])
def test_program_says_what_it_covers_and_checks_itself(path):
    text = path.read_text(errors="replace")
    assert text.lstrip().startswith("//"), "starts with a comment saying what it covers"
    # `#include "amp.h"` is a Visual C++ habit (msvc/), as good as <amp.h>.
    assert re.search(r"#\s*include\s*[<\"]amp", text), "an AMP program"
    assert "PASS" in text and "FAIL" in text, "prints PASS or FAIL"


def test_readme_lists_every_program():
    readme = (CONFORMANCE_DIR / "README.md").read_text()
    missing = [p.parent.name + "/" + p.name for p in PROGRAMS
               if p.stem not in readme and p.name not in readme]
    assert not missing, "not in testdata/conformance/README.md: " + ", ".join(missing)
