"""Inputs the fuzzer (scripts/fuzz.sh, translator/fuzz/) found problems with.

testdata/fuzz/regressions/: fixed. Each goes through build/amp2hip (with the
--extra-arg values of its `// fuzz-mode:` line): it must exit 0, 1 or 2 (the
latter two with a located error), never a signal; a translation must parse
as HIP, and the input's `// expect-...` lines hold.

testdata/fuzz/expected-failures/: found, not fixed yet (the fix is another
engineer's; the `// xfail:` line says whose). The same checks are strict
xfails: when a fix makes one pass, the test fails until the input moves to
regressions/.

Both: the fuzz harness (build/amp2hip_fuzz_replay, the fuzzer's own code:
precompiled headers first, then the CLI's way) and the CLI must agree on
each input: the same outcome, and a finding of the harness is a symptom the
CLI shows (a crash, amp2hip-3006, output that does not compile, a kernel
statement missing, ...). That is what makes a finding of the fuzzer a bug of
build/amp2hip.

Input lines:
  // fuzz-mode: NAME              (first line) the dialect mode (FuzzModes.cpp)
  // expect-exit: N               the exit status a correct amp2hip gives
  // expect-output-contains: TEXT the translation keeps TEXT (comments aside)
  // expect-compiles-with: -DX    the translation also compiles with -DX
"""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP2HIP = pathlib.Path(os.environ.get("AMP2HIP", str(ROOT / "build" / "amp2hip")))
REPLAY = pathlib.Path(os.environ.get("AMP2HIP_FUZZ_REPLAY", str(AMP2HIP.parent / "amp2hip_fuzz_replay")))
FUZZ = ROOT / "testdata" / "fuzz"
CXX = os.environ.get("CXX", "g++")
SHIM_INCLUDE = ROOT / "runtime-shim" / "include"

LOCATED_ERROR = re.compile(r"^[^\s:][^:]*:\d+:\d+: error: ", re.M)


def inputs(directory):
    return sorted(p for p in (FUZZ / directory).glob("*") if p.is_file() and p.suffix in (".cpp", ".h"))


REGRESSIONS = inputs("regressions")
EXPECTED_FAILURES = inputs("expected-failures")


def directives(case, name):
    return [m.group(1).strip() for m in re.finditer(rf"^// {name}: (.*)$", case.read_text(), re.M)]


def mode_args(case):
    out = subprocess.run([REPLAY, "--print-mode-args", case], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def translate(case, tmp_path, *extra):
    src = tmp_path / (case.stem + ".cpp")
    shutil.copyfile(case, src)
    out = tmp_path / "out.hip.cpp"
    args = [AMP2HIP, src, "-o", out, *extra] + [f"--extra-arg={a}" for a in mode_args(case)]
    proc = subprocess.run(args, capture_output=True, timeout=600)
    return proc, src, out


def compiles(path, *flags):
    check = subprocess.run([CXX, "-x", "c++", "-std=c++17", "-fsyntax-only", *flags, "-I", SHIM_INCLUDE, path],
                           capture_output=True, text=True, timeout=300)
    return check.returncode == 0, check.stderr


def code_only(text):
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


def check_translation(case, tmp_path):
    """What a correct amp2hip does with the input (assertions)."""
    proc, src, out = translate(case, tmp_path)
    stderr = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode >= 0, f"killed by signal {-proc.returncode}:\n{stderr}"
    assert proc.returncode in (0, 1, 2), f"exit {proc.returncode}:\n{stderr}"
    for want in directives(case, "expect-exit"):
        assert proc.returncode == int(want), f"exit {proc.returncode}, expected {want}:\n{stderr}"
    if proc.returncode in (1, 2):
        assert LOCATED_ERROR.search(stderr), f"exit {proc.returncode} without a located error:\n{stderr}"
        assert not out.exists()
        return
    ok, errors = compiles(out)
    assert ok, f"the translation does not parse as HIP:\n{errors}"
    text = code_only(out.read_text())
    for want in directives(case, "expect-output-contains"):
        assert re.sub(r"\s", "", want) in re.sub(r"\s", "", text), f"the translation lost `{want}`:\n{text}"
    for flag in directives(case, "expect-compiles-with"):
        ok, errors = compiles(out, flag)
        assert ok, f"the translation does not compile with {flag}:\n{errors}"


@pytest.mark.parametrize("case", REGRESSIONS, ids=lambda p: p.name)
def test_regression_input_translates_correctly(case, tmp_path):
    check_translation(case, tmp_path)


@pytest.mark.parametrize("case", EXPECTED_FAILURES, ids=lambda p: p.name)
def test_expected_failure_is_still_a_failure(case, tmp_path):
    assert directives(case, "xfail"), "an expected failure says why and whose fix it is (// xfail: ...)"
    try:
        check_translation(case, tmp_path)
    except AssertionError as e:
        pytest.xfail(f"known: {directives(case, 'xfail')[0]} ({str(e).splitlines()[0]})")
    pytest.fail(f"{case.name} translates correctly now: move it to testdata/fuzz/regressions/")


@pytest.fixture(scope="module")
def replayed():
    """The harness's verdicts on every input, fast then exact, by file name."""
    verdicts = {}
    env = dict(os.environ, AMP2HIP_FUZZ_CACHE_DIR=str(AMP2HIP.parent / "fuzz-pch"))
    for case in REGRESSIONS + EXPECTED_FAILURES:
        # One process per input: a crash must not hide the other verdicts.
        proc = subprocess.run([REPLAY, case], capture_output=True, text=True, timeout=900, env=env)
        if proc.returncode < 0:
            verdicts[case.name] = {"crash": True, "stderr": proc.stderr}
            continue
        fields = proc.stdout.strip().split("\t")
        assert len(fields) == 6, f"{case.name}: {proc.stdout}{proc.stderr}"
        _, mode, fast, fast_finding, exact, exact_finding = fields
        verdicts[case.name] = {"crash": False, "mode": mode, "fast": fast, "fast_finding": fast_finding,
                               "exact": exact, "exact_finding": exact_finding, "stderr": proc.stderr}
    return verdicts


OUTCOME_OF_EXIT = {0: "translated", 1: "amp2hip error", 2: "does not parse"}


@pytest.mark.parametrize("case", REGRESSIONS + EXPECTED_FAILURES, ids=lambda p: p.name)
def test_harness_and_cli_agree(case, tmp_path, replayed):
    v = replayed[case.name]
    proc, src, out = translate(case, tmp_path)
    stderr = proc.stderr.decode("utf-8", "replace")
    if v["crash"] or proc.returncode < 0:
        assert v["crash"] and proc.returncode < 0, \
            f"only one of the harness and the CLI crashed:\nharness: {v['stderr'][-2000:]}\nCLI: {stderr[-2000:]}"
        return
    finding = v["exact_finding"] if v["exact_finding"] != "-" else None
    if v["fast_finding"] != "-":
        # A finding of the fast path is judged again the CLI's way.
        assert v["exact"] != "-", v
    if finding is None:
        assert v["fast_finding"] == "-" or v["exact"] != "-", v
        assert OUTCOME_OF_EXIT.get(proc.returncode) == (v["exact"] if v["exact"] != "-" else v["fast"]), \
            f"harness says {v}, the CLI exited {proc.returncode}:\n{stderr}"
        return
    # The finding is one the fast path (the fuzzer) makes, too.
    assert v["fast_finding"] == finding, v
    if finding == "output-check":
        assert proc.returncode == 1 and "amp2hip-3006" in stderr, stderr
        return
    assert proc.returncode == 0, f"harness found {finding}; the CLI exited {proc.returncode}:\n{stderr}"
    text = out.read_text()
    if finding == "exit0-does-not-parse":
        assert not compiles(out)[0]
    elif finding == "kernel-code-dropped":
        wants = directives(case, "expect-output-contains")
        assert wants and any(re.sub(r"\s", "", w) not in re.sub(r"\s", "", code_only(text)) for w in wants)
    elif finding == "conditional-broken":
        flags = directives(case, "expect-compiles-with")
        assert flags and any(not compiles(out, f)[0] for f in flags)
    elif finding == "not-idempotent":
        again = tmp_path / "again.cpp"
        shutil.copyfile(out, tmp_path / "out2.cpp")
        proc2 = subprocess.run([AMP2HIP, tmp_path / "out2.cpp", "-o", again]
                               + [f"--extra-arg={a}" for a in mode_args(case)], capture_output=True, timeout=600)
        assert proc2.returncode != 0 or again.read_text() != text
    elif finding == "diff-does-not-patch":
        diff = subprocess.run([AMP2HIP, "--diff", src.name] + [f"--extra-arg={a}" for a in mode_args(case)],
                              capture_output=True, cwd=tmp_path, timeout=600)
        patched = tmp_path / "patched.cpp"
        subprocess.run(["patch", "-s", "-f", "-o", patched, src], input=diff.stdout, capture_output=True, timeout=60)
        assert not patched.exists() or patched.read_text() != text
    else:
        pytest.fail(f"unknown finding {finding}")
