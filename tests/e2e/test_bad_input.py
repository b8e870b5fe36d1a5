"""Bad and awkward inputs for amp2hip (issue #6): testdata/bad/cases.json.

Each case runs build/amp2hip (or $AMP2HIP) once, in a scratch directory, on a
copy of its input (a file in testdata/bad/, or one generated here: the large
and deeply nested ones are not committed), and checks

  * the exit code (README: 0 translated, 1 untranslatable AMP, 2 parse or
    I/O error, 3 bad command line),
  * stderr against the case's regex (located `file:line:col: error:` lines),
  * what OUT holds on exit 0 (byte-identical, translated, CRLF/BOM kept, ...),

and, for every case,

  * the input is byte-for-byte untouched (both the scratch copy and the file
    in testdata/bad/), except where the case translates in place,
  * no OUT exists after a non-zero exit,
  * no `*.amp2hip-tmp` is left anywhere in the scratch directory.

The selected cases run up front in a thread pool (AMP2HIP_E2E_JOBS workers,
default os.cpu_count()); each test then reports its case's outcome.

Cases that show an amp2hip bug carry "xfail" in cases.json and are marked
xfail(strict=True): the suite stays green, the bug stays visible, and a fix
turns the case into an XPASS failure that asks for the mark to be removed.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import re
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path
from typing import Dict, List, Optional

import pytest

from conftest import REPO, translator_path

BAD_DIR = REPO / "testdata" / "bad"
CASES_FILE = BAD_DIR / "cases.json"
KERNEL = BAD_DIR / "simple_kernel.cpp"
TIMEOUT = int(os.environ.get("AMP2HIP_E2E_TRANSLATE_TIMEOUT", "120"))
BOM = b"\xef\xbb\xbf"


# --- generated inputs ------------------------------------------------------


def _ten_megabytes(restrict: bytes = b"") -> bytes:
    lines = [b"#include <amp.h>\nusing namespace concurrency;\n"]
    size, i = 0, 0
    while size < 10 * 1024 * 1024:
        line = (b"static int filler_%d(int x)%s { return x * %d + %d; }"
                b" // padding padding padding padding\n" % (i, restrict, i % 97, i % 13))
        lines.append(line)
        size += len(line)
        i += 1
    lines.append(b"int main() {\n  int d[4] = {0};\n  array_view<int, 1> av(4, d);\n"
                 b"  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) "
                 b"{ av[i] = i[0] * 3 + %s; });\n  av.synchronize();\n  return d[3] - filler_0(3);\n}\n"
                 % (b"filler_0(0)" if restrict else b"0"))
    return b"".join(lines)


def _deep_templates(n: int) -> bytes:
    return (b"// %d nested template instantiations.\n"
            b"template <int N> struct Deep { static const int value = Deep<N - 1>::value + 1; };\n"
            b"template <> struct Deep<0> { static const int value = 0; };\n"
            b"int v = Deep<%d>::value;\n" % (n, n))


def _nested_parens(n: int) -> bytes:
    return b"int v = " + b"(" * n + b"1" + b" + 1)" * n + b";\n"


def _long_sum(n: int) -> bytes:
    return b"int v = " + b" + ".join([b"1"] * n) + b";\n"


def _kernel() -> bytes:
    return KERNEL.read_bytes()


GENERATORS = {
    "empty": lambda: b"",
    "bom_only": lambda: BOM,
    "binary": lambda: bytes(range(256)) * 16,
    "ten_megabytes": _ten_megabytes,
    # Every function restrict(amp, cpu): each one's restrict lookup must stay
    # cheap (a linear scan per function once made this quadratic, >120 s).
    "ten_megabytes_amp_cpu": lambda: _ten_megabytes(b" restrict(amp, cpu)"),
    "deep_templates_900": lambda: _deep_templates(900),
    "deep_templates_2000": lambda: _deep_templates(2000),
    "nested_parens_200": lambda: _nested_parens(200),
    "nested_parens_300": lambda: _nested_parens(300),
    "long_sum_30000": lambda: _long_sum(30000),
    "long_sum_100000": lambda: _long_sum(100000),
    "long_line": lambda: b"int arr[] = {" + b",".join([b"1"] * 300000) + b"};\n",
    "kernel_no_final_newline": lambda: _kernel().rstrip(b"\n"),
    "kernel_crlf": lambda: _kernel().replace(b"\n", b"\r\n"),
    "kernel_bom_crlf": lambda: BOM + _kernel().replace(b"\n", b"\r\n"),
    "kernel_bom": lambda: BOM + _kernel(),
    "kernel_padded": lambda: (b"// padding\n" * 2000) + _kernel(),
}


def load_cases() -> List[dict]:
    return json.loads(CASES_FILE.read_text())["cases"]


def _params():
    out = []
    for case in load_cases():
        marks = []
        if case.get("xfail"):
            marks.append(pytest.mark.xfail(strict=True, reason=case["xfail"]))
        out.append(pytest.param(case, id=case["name"], marks=marks))
    return out


# --- running one case -------------------------------------------------------


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def run_tool(args: List[str], cwd: Path, wrap: str = "",
             prefix: Optional[List[str]] = None, stdout_to: str = "",
             stderr_to: str = "") -> subprocess.CompletedProcess:
    cmd = list(prefix or []) + [str(translator_path())] + args
    if wrap:
        cmd = ["bash", "-c", wrap + '; exec "$@"', "bash"] + cmd
    with open(stdout_to or os.devnull, "wb") as so, open(stderr_to or os.devnull, "wb") as se:
        return subprocess.run(cmd, cwd=str(cwd), stdout=so if stdout_to else subprocess.PIPE,
                              stderr=se if stderr_to else subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=TIMEOUT)


def translate_bytes(data: bytes, name: str, workdir: Path,
                    extra: Optional[List[str]] = None) -> bytes:
    """The translation of `data` on standard output (it must succeed)."""
    workdir.mkdir(parents=True, exist_ok=True)
    src = workdir / name
    src.write_bytes(data)
    proc = run_tool([str(src), "-o", "-"] + list(extra or []), workdir)
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    return proc.stdout


def leftovers(root: Path) -> List[str]:
    return sorted(str(p) for p in root.rglob("*.amp2hip-tmp*"))


def _expected_codes(case: dict) -> List[int]:
    e = case["exit"]
    return list(e) if isinstance(e, list) else [e]


def _one_case(case: dict, tmp_path: Path) -> None:
    """Runs and checks one case (pytest.skip/fail/assert raise as usual)."""
    tool = translator_path()
    if not tool.exists():
        pytest.fail("translator not found at %s (scripts/setup.sh builds it, or set AMP2HIP)" % tool)
    needs = case.get("needs")
    if needs == "nonroot" and _is_root():
        pytest.skip("running as root, which ignores file permissions "
                    "(unreadable_input_as_nobody covers this case as root)")
    if needs == "root" and not _is_root():
        pytest.skip("needs root (setpriv to another user / mknod)")

    # The scratch directory; the run-as-nobody case needs one others can enter.
    if case.get("prefix"):
        if shutil.which(case["prefix"][0]) is None:
            pytest.skip("%s is not installed" % case["prefix"][0])
        scratch = Path(tempfile.mkdtemp(prefix="amp2hip-bad-", dir="/tmp"))
        os.chmod(scratch, 0o777)
    else:
        scratch = tmp_path / "scratch"
        scratch.mkdir()
    try:
        _run_case(case, scratch, tmp_path / "reference")
    finally:
        if case.get("prefix"):
            shutil.rmtree(scratch, ignore_errors=True)


@pytest.fixture(scope="module")
def outcomes(request, tmp_path_factory) -> Dict[str, Optional[BaseException]]:
    """Runs the selected cases up front, in parallel (each is a subprocess or
    three); maps a case's name to what it raised (None: passed)."""
    wanted = []
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and "case" in callspec.params and item.fspath == request.fspath:
            wanted.append(callspec.params["case"])
    root = tmp_path_factory.mktemp("bad")

    def run(case: dict) -> Optional[BaseException]:
        d = root / case["name"]
        d.mkdir()
        try:
            _one_case(case, d)
        except BaseException as ex:  # pytest's skip/fail outcomes are BaseExceptions
            return ex
        return None

    jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", "0")) or os.cpu_count() or 2
    # The slow ones (large and deep inputs) first keeps the pool busy at the end.
    wanted.sort(key=lambda c: "generate" not in c)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {c["name"]: pool.submit(run, c) for c in wanted}
        return {name: f.result() for name, f in futures.items()}


@pytest.mark.parametrize("case", _params())
def test_bad_input(case: dict, outcomes: Dict[str, Optional[BaseException]],
                   tmp_path: Path) -> None:
    if case["name"] not in outcomes:  # not announced up front: run it here
        _one_case(case, tmp_path)
        return
    ex = outcomes[case["name"]]
    if ex is not None:
        raise ex


def _run_case(case: dict, scratch: Path, refdir: Path) -> None:
    # The input: a copy of the committed file, or generated bytes.
    if "input" in case:
        original = BAD_DIR / case["input"]
        original_bytes = original.read_bytes()
        suffix = original.suffix
    else:
        original = None
        original_bytes = GENERATORS[case["generate"]]()
        suffix = ".cpp"
    src = scratch / ("input" + suffix)
    src.write_bytes(original_bytes)
    input_dir = scratch / "input_dir"
    input_dir.mkdir()

    out_spec = case.get("out_path", "out.hip.cpp")
    if out_spec == "{in}":
        out = src
    elif os.path.isabs(out_spec):
        out = Path(out_spec)
    else:
        out = scratch / out_spec

    setup = case.get("setup", [])
    if "remove_input" in setup:
        src.unlink()
    if "chmod_000_input" in setup:
        os.chmod(src, 0)
    if "chmod_600_input" in setup:
        os.chmod(src, 0o600)
    if "mkdir_out" in setup:
        out.mkdir()
    if "symlink_out" in setup:
        (scratch / "target.hip.cpp").write_bytes(b"old\n")
        os.symlink("target.hip.cpp", str(out))
    if "mknod_out" in setup:
        try:
            os.mknod(str(out), 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        except OSError as ex:
            pytest.skip("cannot mknod a character device here: %s" % ex)

    subst = {"{in}": str(src), "{out}": str(out), "{dir}": str(input_dir)}
    args = case.get("args", ["{in}", "-o", "{out}"])
    args = [subst.get(a, a) for a in args]
    out_existed = out.exists() or out.is_symlink()

    for dev in (case.get("stdout_to"), case.get("stderr_to")):
        if dev and not os.path.exists(dev):
            pytest.skip("%s does not exist here" % dev)
    before = sorted(str(p.relative_to(scratch)) for p in scratch.rglob("*"))
    proc = run_tool(args, scratch, case.get("wrap", ""), case.get("prefix"),
                    case.get("stdout_to", ""), case.get("stderr_to", ""))
    stderr = (proc.stderr or b"").decode("utf-8", "replace")
    stdout = (proc.stdout or b"").decode("utf-8", "replace")
    what = "$ %s\nexit %d\n--- stderr:\n%s" % (" ".join(args), proc.returncode, stderr[-4000:])

    # Exit code and stderr.
    assert proc.returncode in _expected_codes(case), what
    if case.get("stderr"):
        assert re.search(case["stderr"], stderr, re.MULTILINE), \
            "stderr does not match /%s/\n%s" % (case["stderr"], what)
    if case.get("stdout"):
        assert re.search(case["stdout"], stdout, re.MULTILINE), \
            "stdout does not match /%s/\n%s\n--- stdout:\n%s" % (case["stdout"], what, stdout[:2000])
    if proc.returncode == 1:
        assert "[amp2hip-1" in stderr or "[amp2hip-2" in stderr, what

    # The input is untouched (in-place translation aside).
    in_place = out == src
    if "chmod_000_input" in setup and src.exists():
        os.chmod(src, 0o644)
    if original is not None:
        assert original.read_bytes() == original_bytes, "the committed input changed!"
    if src.exists() and not (in_place and proc.returncode == 0):
        assert src.read_bytes() == original_bytes, "the input was modified\n" + what
    if "remove_input" not in setup:
        assert src.exists(), "the input disappeared\n" + what

    # No partial output, no temporary file.
    assert leftovers(scratch) == [], "temporary files left behind\n" + what
    if proc.returncode != 0:
        baks = sorted(str(p) for p in scratch.rglob("*.amp2hip.bak"))
        assert baks == [], "backup written despite exit %d\n%s" % (proc.returncode, what)
    if out.parent.exists() and out.parent != scratch:
        assert not list(out.parent.glob(out.name + ".amp2hip-tmp*")), what
    expect = case.get("output", "none")
    if expect == "device":
        st = os.lstat(str(out))
        assert stat.S_ISCHR(st.st_mode), \
            "the character device %s was replaced by a %s\n%s" % (
                out, "regular file" if stat.S_ISREG(st.st_mode) else "non-device", what)
        return
    if proc.returncode != 0:
        if in_place:
            assert src.read_bytes() == original_bytes, what
        elif "mkdir_out" in setup:
            assert out.is_dir() and not list(out.iterdir()), "the output directory changed\n" + what
        elif args and "-o" in args and not out_existed:
            assert not out.exists(), "output written despite exit %d\n%s" % (proc.returncode, what)
        return

    # Exit 0: what OUT holds.
    if expect == "nothing_written":
        after = sorted(str(p.relative_to(scratch)) for p in scratch.rglob("*"))
        assert after == before, "files appeared: %s" % sorted(set(after) - set(before))
        return
    if out_spec != "{in}" and "{out}" in case.get("args", ["{out}"]):
        assert out.is_file(), "exit 0 but no output file\n" + what
    result = out.read_bytes()
    if expect in ("identical", "identical_if_ok"):
        assert result == original_bytes, "output differs from the input\n" + what
    elif expect == "in_place":
        extra = [a for a in args if a.startswith("-D")]
        want = translate_bytes(original_bytes, "input" + suffix, refdir, extra)
        assert result == want, "in-place result differs from the -o - translation\n" + what
    elif expect == "translated":
        text = result.decode("utf-8", "replace")
        assert "__global__" in text and "hipLaunchKernelGGL" in text, what
        assert not re.search(r"\)\s*restrict\(amp\)\s*\{", text), "a restrict(amp) lambda survived"
    else:
        raise AssertionError("unknown output expectation %r" % expect)

    if "mode" in case:
        mode = stat.S_IMODE(os.stat(str(out)).st_mode)
        assert mode == int(case["mode"], 8), "mode %o, expected %s" % (mode, case["mode"])
    if case.get("out_is_symlink"):
        assert out.is_symlink(), "the symbolic link %s was replaced by a file" % out
    if case.get("output_contains"):
        assert case["output_contains"].encode() in result, what
    if case.get("output_keeps_first_line"):
        first = original_bytes.split(b"\n", 1)[0] + b"\n"
        assert result.startswith(first), "the non-UTF-8 comment line changed\n" + what
    if case.get("output_final_newline") is False:
        assert not result.endswith(b"\n"), "a final newline was added"
    if "bom" in case:
        if case["bom"]:
            assert result.startswith(BOM) and result.count(BOM) == 1, "BOM lost or doubled"
        else:
            assert BOM not in result
    if "crlf" in case:
        bare_lf = result.count(b"\n") - result.count(b"\r\n")
        if case["crlf"]:
            assert bare_lf == 0, "%d lines end in a bare LF" % bare_lf
            # The same as translating the LF version and converting the endings.
            lf = translate_bytes(original_bytes.replace(b"\r\n", b"\n"), "lf.cpp", refdir)
            assert result == lf.replace(b"\n", b"\r\n")
        else:
            assert b"\r" not in result


def test_cases_are_well_formed() -> None:
    cases = load_cases()
    assert len(cases) >= 30
    names = [c["name"] for c in cases]
    assert len(names) == len(set(names)), "duplicate case names"
    known = {"name", "doc", "input", "generate", "args", "exit", "stderr", "output", "wrap",
             "prefix", "setup", "needs", "xfail", "out_path", "output_contains",
             "output_keeps_first_line", "output_final_newline", "crlf", "bom", "stdout",
             "stdout_to", "stderr_to", "mode", "out_is_symlink"}
    for c in cases:
        assert set(c) <= known, (c["name"], set(c) - known)
        assert ("input" in c) != ("generate" in c), c["name"]
        if "input" in c:
            assert (BAD_DIR / c["input"]).is_file(), c["name"]
        else:
            assert c["generate"] in GENERATORS, c["name"]
        codes = c["exit"] if isinstance(c["exit"], list) else [c["exit"]]
        if (any(code != 0 for code in codes) and not c.get("xfail")
                and c.get("output") != "device" and not c.get("stdout_to")
                and not c.get("stderr_to")):  # stderr redirected: nothing to match
            assert c.get("stderr"), "%s: a failing case needs a stderr regex" % c["name"]
    # Every committed input is used by some case.
    used = {c["input"] for c in cases if "input" in c}
    committed = {p.name for p in BAD_DIR.iterdir()
                 if p.is_file() and p.name not in ("cases.json", ".gitattributes", "README.md")}
    assert committed <= used, "unused inputs: %s" % sorted(committed - used)
