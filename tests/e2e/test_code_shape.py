"""The translator stays readable (issue 11): files a reader can hold in their
head and functions that do one thing. The limits are the house's (500 lines
a file, 80 a function body); a file or function over them fails here with
its place, so it is split when it grows, not in a later clean-up.

Function bodies are found by braces: a `{` whose head ends in `)` (or
`) const`, `override`, `noexcept`, a trailing return type) and is not an
if/for/while/switch/catch, with comments and literals blanked first. It is
a heuristic, not a parser: lambdas inside a function count as part of it."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import REPO

SOURCES = ("translator/lib", "translator/tool", "translator/fuzz")
FILE_LIMIT = 500
FUNCTION_LIMIT = 80

HEAD_END = re.compile(r"\)\s*(const)?\s*(override)?\s*(noexcept)?\s*(->\s*[\w:<>, ]+)?\s*$")
STATEMENT = re.compile(r"\b(if|for|while|switch|catch)\s*\(")


def sources():
    for d in SOURCES:
        for p in sorted((REPO / d).rglob("*")):
            if p.suffix in (".cpp", ".h"):
                yield p


def blank(line: str) -> str:
    line = re.sub(r"//.*", "", line)
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    return re.sub(r"'(\\.|[^'\\])*'", "''", line)


def long_functions(path: Path):
    lines = [blank(x) for x in path.read_text(errors="replace").split("\n")]
    opened = []
    for i, line in enumerate(lines):
        for c in line:
            if c == "{":
                opened.append(i)
            elif c == "}" and opened:
                start = opened.pop()
                head = " ".join(lines[max(0, start - 2):start + 1])
                head = head[:head.rfind("{")]
                length = i - start + 1
                if (length > FUNCTION_LIMIT and HEAD_END.search(head)
                        and not STATEMENT.search(lines[start])):
                    yield start + 1, length


def test_files_are_under_the_limit():
    over = []
    for p in sources():
        n = p.read_text(errors="replace").count("\n")
        if n > FILE_LIMIT:
            over.append(f"{p.relative_to(REPO)}: {n} lines")
    assert not over, f"over {FILE_LIMIT} lines (split by concept): " + "; ".join(over)


def test_functions_are_under_the_limit():
    over = []
    for p in sources():
        for line, length in long_functions(p):
            over.append(f"{p.relative_to(REPO)}:{line}: {length} lines")
    assert not over, f"function bodies over {FUNCTION_LIMIT} lines: " + "; ".join(over)


def test_the_scan_finds_a_long_function(tmp_path):
    body = "\n".join(f"  x += {i};" for i in range(FUNCTION_LIMIT))
    f = tmp_path / "long.cpp"
    f.write_text("int grow(int x,\n         int y) {\n" + body + "\n  return x;\n}\n"
                 "void ok() {\n  if (true) {\n  }\n}\n")
    assert list(long_functions(f)) == [(2, FUNCTION_LIMIT + 3)]


# The runtime shim is read by its users (it is vendored into their migrated
# trees): one concept per header, none past this many lines (issue 32).
SHIM_HEADER_LIMIT = 650


def test_shim_headers_are_under_the_limit():
    over = []
    for p in sorted((REPO / "runtime-shim" / "include").rglob("*.h")):
        n = len(p.read_text(errors="replace").split("\n"))
        if n > SHIM_HEADER_LIMIT:
            over.append(f"{p.relative_to(REPO)}: {n} lines")
    assert not over, f"shim headers over {SHIM_HEADER_LIMIT} lines (split by concept): " + "; ".join(over)
