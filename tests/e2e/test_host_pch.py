"""scripts/amp2hip-cc --backend host precompiles the shim's <amp2hip/amp.h>
once per compiler, flags and shim text, and GCC loads it for a translation
that includes it first (as amp2hip writes them).

GCC says what it read with -H ("! FILE.gch" for a PCH it used) and why it
did not use one with -Winvalid-pch; both flags go through amp2hip-cc to g++.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import AMP2HIP_CC, REPO, translator_path

GOLDEN = REPO / "testdata" / "golden" / "tiled_2d_matmul.hip.cpp"

# Includes amp_math.h after amp.h: amp_math.h's own #include "amp.h" must
# find the header the PCH already holds.
WITH_MATH = REPO / "testdata" / "programs" / "math_functions.cpp"


def build(src: Path, exe: Path, cache: str, *extra: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, AMP2HIP_CACHE_DIR=cache)
    return subprocess.run([str(AMP2HIP_CC), "--backend", "host", "-O1", "-H", "-Winvalid-pch",
                           *extra, str(src), "-o", str(exe)],
                          capture_output=True, text=True, env=env, timeout=600)


def used_pch(p: subprocess.CompletedProcess) -> bool:
    return any(line.startswith("! ") and line.endswith("amp.h.gch") for line in p.stderr.splitlines())


@pytest.mark.parametrize("name", ["golden", "with_math"])
def test_pch_is_built_once_and_used(tmp_path, name):
    src = GOLDEN
    if name == "with_math":
        src = tmp_path / "math_functions.hip.cpp"
        t = subprocess.run([str(translator_path()), "--no-verify", str(WITH_MATH), "-o", str(src)],
                           capture_output=True, text=True, timeout=120)
        assert t.returncode == 0, t.stderr
        assert "amp2hip/amp_math.h" in src.read_text()
    cache = tmp_path / "cache"
    first = build(src, tmp_path / "a", str(cache))
    assert first.returncode == 0, first.stderr[-3000:]
    pchs = list(cache.glob("host-pch-*/amp2hip/amp.h.gch"))
    assert len(pchs) == 1
    second = build(src, tmp_path / "b", str(cache))
    assert second.returncode == 0, second.stderr[-3000:]
    assert used_pch(second), "GCC did not use the PCH:\n" + second.stderr[-3000:]
    assert "not used because" not in second.stderr
    assert list(cache.glob("host-pch-*/amp2hip/amp.h.gch")) == pchs
    run = subprocess.run([str(tmp_path / "b")], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "PASS" in run.stdout, run.stdout + run.stderr


def test_other_flags_get_their_own(tmp_path):
    """-c (no -pthread, so no _REENTRANT) and another -D are other PCHs."""
    cache = tmp_path / "cache"
    for extra in ((), ("-c",), ("-DEXTRA_FLAG=1",)):
        out = tmp_path / ("o.o" if extra == ("-c",) else "exe")
        p = build(GOLDEN, out, str(cache), *extra)
        assert p.returncode == 0, p.stderr[-3000:]
        assert used_pch(p), "not used with %s:\n%s" % (extra, p.stderr[-3000:])
    assert len(list(cache.glob("host-pch-*/amp2hip/amp.h.gch"))) == 3


def test_off_means_no_pch(tmp_path):
    p = build(GOLDEN, tmp_path / "exe", "off")
    assert p.returncode == 0, p.stderr[-3000:]
    assert not used_pch(p)
