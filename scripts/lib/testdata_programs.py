"""The runnable test programs of testdata/, and how several of them become one
translation unit (a "unity" batch).

Shared by the end-to-end tests (tests/e2e/conftest.py compiles conformance
chapters for AMD and NVIDIA in unity batches, compile only) and the GPU suite
(scripts/gpu_suite/build.py links unity batches into programs that run one
member, chosen by argv[1], on a GPU machine).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple, TypeVar

REPO = Path(__file__).resolve().parents[2]
TESTDATA = REPO / "testdata"
PROGRAMS_DIR = TESTDATA / "programs"
CONFORMANCE_DIR = TESTDATA / "conformance"
RUNTIME_FAILURES_DIR = TESTDATA / "runtime_failures"
GOLDEN_DIR = TESTDATA / "golden"
UNITY_MAIN = REPO / "scripts" / "gpu_suite" / "unity_main.h"
T = TypeVar("T")


def program_paths() -> List[Path]:
    return sorted(PROGRAMS_DIR.glob("*.cpp"))


def conformance_paths() -> List[Path]:
    """The conformance suite: testdata/conformance/<chapter>/*.cpp (not _pending)."""
    return sorted(p for p in CONFORMANCE_DIR.glob("*/*.cpp")
                  if not p.parent.name.startswith("_"))


def runtime_failure_paths() -> List[Path]:
    return sorted(RUNTIME_FAILURES_DIR.glob("*.cpp"))


def golden_paths() -> List[Path]:
    """Reviewed translations (testdata/golden/NAME.hip.cpp, of programs/NAME.cpp)."""
    return sorted(GOLDEN_DIR.glob("*.hip.cpp"))


# Chapters written in Visual C++'s dialect (testdata/conformance/msvc): they
# are translated with `amp2hip --msvc`, and their oracle is built as Visual
# C++ code (`amp2hip-cc --amp --msvc`: clang's MSVC mode). Their
# translations are standard C++ and build like every other.
MSVC_CHAPTERS = ("msvc",)


_INCLUDE_DIR = re.compile(r"^//\s*amp2hip-test:\s*include-dir\s+(\S+)", re.M)


def include_args(path: Path) -> List[str]:
    """`-I DIR` for each `// amp2hip-test: include-dir DIR` line of a program
    (DIR relative to the program's directory): a header outside the
    translated files that the program finds the way a build's -I finds it,
    such as a test harness's launch macros (issue 28, item 3 (b)). amp2hip,
    the oracle and every build of the translation get them (the translation
    still includes the header, which amp2hip leaves as it is)."""
    path = Path(path)
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return []
    args: List[str] = []
    for rel in _INCLUDE_DIR.findall(text):
        args += ["-I", str((path.parent / rel).resolve())]
    return args


def dialect_args(path: Path) -> List[str]:
    """The arguments a program is parsed with, for amp2hip and for
    amp2hip-cc --amp: --msvc for Visual C++ code, and its include
    directories (include_args)."""
    msvc = ["--msvc"] if Path(path).parent.name in MSVC_CHAPTERS else []
    return msvc + include_args(path)


def program_id(path: Path) -> str:
    return path.relative_to(TESTDATA).as_posix()


def parse_runtime_failure_header(path: Path) -> Tuple[Dict[str, str], str, str]:
    """A runtime_failures case's header: (environment, "pass" | "failure",
    expected stderr text). See tests/e2e/test_runtime_failures.py."""
    env: Dict[str, str] = {}
    kind, text = "", ""
    for line in path.read_text().splitlines()[:40]:
        m = re.match(r"//\s*RUN-ENV:(.*)$", line)
        if m:
            for word in m.group(1).split():
                name, _, value = word.partition("=")
                env[name] = value
        m = re.match(r"//\s*EXPECT:\s*PASS\s*$", line)
        if m:
            kind = "pass"
        m = re.match(r"//\s*EXPECT-FAILURE:\s*(.+?)\s*$", line)
        if m:
            kind, text = "failure", m.group(1)
    assert kind, "%s: no '// EXPECT: PASS' or '// EXPECT-FAILURE: text' line" % path.name
    return env, kind, text


_SYSTEM_INCLUDE = re.compile(r"^\s*#\s*include\s*<[^>]+>.*$", re.M)
_WINDOWS_ONLY = re.compile(r"^\s*#\s*if defined\(_WIN32\)")


def _hoistable_includes(text: str) -> List[str]:
    """The system #includes of a translation, but those amp2hip kept for
    Windows only (a Direct3D header the file does not use, alone under
    `#if defined(_WIN32)`): hoisted out of that #if, one would be included
    on Linux, where it does not exist."""
    lines = text.splitlines()
    return [line for i, line in enumerate(lines)
            if _SYSTEM_INCLUDE.match(line) and not (i > 0 and _WINDOWS_ONLY.match(lines[i - 1]))]


_REOPENS_NAMESPACE = re.compile(r"^\s*namespace\s+(concurrency|Concurrency|amp2hip)\b", re.M)


def fits_unity(translation: Path) -> bool:
    """Can the translation live in a unity batch's namespace? Not when it
    reopens a namespace of the AMP API or the shim (inside the batch's
    namespace that would be a new namespace): such a program is built alone."""
    return not _REOPENS_NAMESPACE.search(Path(translation).read_text(errors="replace"))


_QUOTED_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def quoted_includes(path: Path) -> List[str]:
    """The headers a program includes with quotes, as written."""
    return _QUOTED_INCLUDE.findall(Path(path).read_text(errors="replace"))


def unity_batches(members: Sequence[T], size: int, source_of: Callable[[T], Path]) -> List[List[T]]:
    """MEMBERS in batches of at most SIZE, in order, two members that include
    the same header with quotes never in one batch: in a batch each member
    is in its own namespace, and a shared header's include guard would leave
    its declarations in the first member's namespace only (the second then
    fails to build, and the batch is built again in halves). Each member
    goes to the first batch with room and no such header."""
    batches: List[List[T]] = []
    headers: List[set] = []
    for m in members:
        mine = set(quoted_includes(source_of(m)))
        for b, h in zip(batches, headers):
            if len(b) < size and not (mine & h):
                b.append(m)
                h |= mine
                break
        else:
            batches.append([m])
            headers.append(mine)
    return batches


def unity_namespace(i: int) -> str:
    return "amp2hip_unity_%d" % i


def unity_source(translations: Sequence[Path], names: Optional[Sequence[str]] = None) -> str:
    """One translation unit holding every translation, each in its own namespace.

    Their system #includes are hoisted to the top, so the includes inside the
    namespaces are no-ops (include guards). With `names` (one per translation)
    the unit is a program: its main runs the translation named by argv[1]
    (each translation's main, which is an ordinary function inside its
    namespace), with the remaining arguments."""
    hoisted: List[str] = []
    for t in translations:
        for line in _hoistable_includes(Path(t).read_text(errors="replace")):
            if line.strip() not in hoisted:
                hoisted.append(line.strip())
    parts = ["// Generated by scripts/lib/testdata_programs.py: a unity build of %d translations."
             % len(translations)]
    parts += hoisted
    for i, t in enumerate(translations):
        parts.append("namespace %s {" % unity_namespace(i))
        parts.append('#include "%s"' % t)
        parts.append("} // namespace %s" % unity_namespace(i))
    if names is not None:
        assert len(names) == len(translations)
        parts.append('#include "%s"' % UNITY_MAIN)
        parts.append("static const ::amp2hip_unity::Entry amp2hip_unity_entries[] = {")
        for i, name in enumerate(names):
            parts.append('    {"%s", [](int argc, char** argv) { return ::amp2hip_unity::call_main('
                         '&%s::main, argc, argv); }},' % (name, unity_namespace(i)))
        parts.append("};")
        parts.append("int main(int argc, char** argv) {")
        parts.append("  return ::amp2hip_unity::dispatch(amp2hip_unity_entries, argc, argv);")
        parts.append("}")
    return "\n".join(parts) + "\n"
