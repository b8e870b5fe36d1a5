"""Inputs the fuzzer (scripts/fuzz.sh, translator/fuzz/) found problems with,
kept in testdata/fuzz/regressions/ once fixed.

Each one goes through build/amp2hip. It must not crash: exit 0 (translated),
1 (a located amp2hip error) or 2 (a located clang error), never a signal or a
hang. When it translates, the output must parse as HIP against the shim's
host backend (the fuzzer's differential check, with the host compiler that
`amp2hip-cc --backend host` uses).
"""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP2HIP = os.environ.get("AMP2HIP", str(ROOT / "build" / "amp2hip"))
REGRESSIONS = ROOT / "testdata" / "fuzz" / "regressions"
CXX = os.environ.get("CXX", "g++")

LOCATED_ERROR = re.compile(r"^[^\s:][^:]*:\d+:\d+: error: ", re.M)


def regression_inputs():
    return sorted(p for p in REGRESSIONS.iterdir() if p.is_file() and p.name != "README.md")


@pytest.mark.parametrize("case", regression_inputs(), ids=lambda p: p.name)
def test_regression_input_does_not_crash(case, tmp_path):
    src = tmp_path / (case.stem + ".cpp")
    shutil.copyfile(case, src)
    out = tmp_path / "out.hip.cpp"
    proc = subprocess.run([AMP2HIP, src, "-o", out], capture_output=True, timeout=300)
    stderr = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode >= 0, f"killed by signal {-proc.returncode}:\n{stderr}"
    assert proc.returncode in (0, 1, 2), f"exit {proc.returncode}:\n{stderr}"
    if proc.returncode in (1, 2):
        assert LOCATED_ERROR.search(stderr), f"exit {proc.returncode} without a located error:\n{stderr}"
        assert not out.exists()
        return
    check = subprocess.run([CXX, "-std=c++17", "-fsyntax-only", "-I", ROOT / "runtime-shim" / "include",
                            out], capture_output=True, text=True, timeout=300)
    assert check.returncode == 0, f"the translation does not parse as HIP:\n{check.stderr}"
