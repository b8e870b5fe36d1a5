"""The header cache changes nothing but the time (translator/lib/parse/HeaderCache.h).

amp2hip loads <amp.h> (and the output check <amp2hip/amp.h>) precompiled
when a source begins with it, and <amp2hip/amp.h> when a translation is
translated again. Each input here is translated twice, with
verification, once with AMP2HIP_CACHE_DIR=off and once against a fresh
cache: the output file, the diagnostics and the exit status must be the same
byte for byte. The inputs are chosen to cover each way a source meets the
cache: valid programs (one-file and Visual C++ chapters), invalid programs
(located errors: one program for each diagnostic invalid/ expects), inputs with
something before <amp.h> (not eligible: parsed in full), and bad input; the
chapters in part (STRIDE). AMP2HIP_FULL=1 compares every C++ file of
testdata/.

Then the cache's own behaviour: a PCH is built once and reused, a stale
manifest makes it rebuild, and a PCH clang rejects is dropped and the parse
done again without it (the translation still succeeds).
"""

from __future__ import annotations

import concurrent.futures
import os
import re
import subprocess
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from conftest import TESTDATA, TRANSLATE_TIMEOUT, dialect_args, translator_path

SAMPLE = [
    "programs/tiled_2d_matmul.cpp",
    "programs/restrict_macros.cpp",
    "programs/template_wrapper.cpp",
    "programs/short_vectors.cpp",
    "golden/tiled_2d_matmul.hip.cpp",   # a translation: <amp2hip/amp.h> first
    "conformance/msvc",          # --msvc: a PCH made without delayed template parsing
    "conformance/idioms",
    "invalid",                   # one file per diagnostic (below)
    "bad",
]
# A chapter's files are compared in part (every STRIDE-th in path order, the
# first included): every file of conformance/msvc and idioms once agreed
# with and without the cache (stop 38), and each further file costs two
# parses (3.8 CPU-s, the translation without the cache a full one) for a
# path its neighbours already take. AMP2HIP_FULL=1 compares every file.
STRIDE = {"conformance/msvc": 2, "conformance/idioms": 3}
DIAGNOSTIC = re.compile(r"//\s*expect-error:\s*(amp2hip-\d{4})")


def one_per_diagnostic(files: List[Path]) -> List[Path]:
    """The first file of each expected diagnostic. invalid/'s 129 files meet
    the cache one way (<amp.h> first, then a located error), and
    test_invalid_programs checks each message with the cache on: one input
    per rule's error covers every diagnostic path (clang's errors inside a
    kernel among them) at a third of the time (CI's budget)."""
    first: Dict[str, Path] = {}
    for f in files:
        m = DIAGNOSTIC.search(f.read_text(errors="replace"))
        first.setdefault(m.group(1) if m else str(f), f)
    return sorted(first.values())


def inputs() -> List[Path]:
    if os.environ.get("AMP2HIP_FULL", "0") == "1":
        return sorted(p for p in TESTDATA.rglob("*.cpp") if p.is_file())
    out: List[Path] = []
    for s in SAMPLE:
        p = TESTDATA / s
        if not p.is_dir():
            out.append(p)
        elif s == "invalid":
            out += one_per_diagnostic(sorted(p.rglob("*.cpp")))
        else:
            out += sorted(p.rglob("*.cpp"))[::STRIDE.get(s, 1)]
    return out


def translate(src: Path, out: Path, cache: str, args: Tuple[str, ...] = ()) -> Tuple[int, str, bytes]:
    env = dict(os.environ, AMP2HIP_CACHE_DIR=cache)
    args = tuple(args) or tuple(dialect_args(src))
    p = subprocess.run([str(translator_path()), *args, str(src), "-o", str(out)],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                       env=env, timeout=TRANSLATE_TIMEOUT)
    text = out.read_bytes() if out.exists() else b""
    return p.returncode, p.stderr.decode("utf-8", "replace"), text


@pytest.fixture(scope="module")
def pairs(tmp_path_factory) -> Dict[str, Tuple[tuple, tuple]]:
    if not translator_path().exists():
        pytest.skip("no translator at %s" % translator_path())
    work = tmp_path_factory.mktemp("header_cache")
    cache = str(work / "cache")
    files = inputs()

    def one(i_src):
        i, src = i_src
        off = translate(src, work / ("%d.off.cpp" % i), "off")
        on = translate(src, work / ("%d.on.cpp" % i), cache)
        return str(src.relative_to(TESTDATA)), (off, on)

    # The first input builds the PCHs alone, so the rest find them.
    result = dict([one((0, files[0]))])
    jobs = int(os.environ.get("AMP2HIP_E2E_JOBS", "0")) or os.cpu_count() or 2
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        result.update(pool.map(one, list(enumerate(files))[1:]))
    return result


@pytest.mark.parametrize("name", [str(p.relative_to(TESTDATA)) for p in inputs()])
def test_cache_changes_nothing(pairs, name):
    off, on = pairs[name]
    assert on[0] == off[0], "exit status %d with the cache, %d without" % (on[0], off[0])
    assert on[1] == off[1], "diagnostics differ:\n--- without\n%s\n--- with\n%s" % (off[1], on[1])
    assert on[2] == off[2], "the translation differs with the cache"


def test_sample_uses_the_cache_both_ways(pairs):
    """The sample reaches the cache in the translation and in the check, and
    has inputs that are not eligible (so the full parse is compared too)."""
    names = list(pairs)
    assert any(pairs[n][0][0] == 0 for n in names)
    assert any(pairs[n][0][0] != 0 for n in names)


def _kernel_program(tmp_path: Path, before: str = "") -> Path:
    src = tmp_path / "scale.cpp"
    src.write_text(before + """#include <vector>
#include <amp.h>
#include <algorithm>
using namespace concurrency;
int main() {
  std::vector<float> v(64, 1.0f);
  array_view<float, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2.0f; });
  av.synchronize();
  std::vector<float> copy(v);
  return std::equal(v.begin(), v.end(), copy.begin()) && v[3] == 2.0f ? 0 : 1;
}
""")
    return src


def _pchs(cache: Path) -> List[Path]:
    return sorted(cache.glob("*.pch"))


def _first_translation(tmp_path: Path, before: str = "") -> Tuple[Path, Path, tuple]:
    """(cache, source, result) of translating the kernel program once into an
    empty cache; the translation must succeed."""
    if not translator_path().exists():
        pytest.skip("no translator")
    cache = tmp_path / "cache"
    src = _kernel_program(tmp_path, before)
    first = translate(src, tmp_path / "a.cpp", str(cache))
    assert first[0] == 0, first[1]
    return cache, src, first


def test_built_once_then_reused(tmp_path):
    cache, src, first = _first_translation(tmp_path)
    built = {p.name: p.stat().st_mtime_ns for p in _pchs(cache)}
    # One for the translation (<amp.h>), one for the check (<amp2hip/amp.h>).
    assert sorted(n.split("-")[0] for n in built) == ["amp.h", "amp2hip_amp.h"]
    second = translate(src, tmp_path / "b.cpp", str(cache))
    assert second == (0, first[1], first[2])
    assert {p.name: p.stat().st_mtime_ns for p in _pchs(cache)} == built


def test_not_used_after_a_define(tmp_path):
    """A macro before <amp.h> may change it: parsed in full, no PCH built
    (nor for the check: the translation keeps the macro first)."""
    cache, _, _ = _first_translation(tmp_path, "#define NOMINMAX\n")
    assert _pchs(cache) == []


@pytest.mark.parametrize("args", [("--msvc",), ("--extra-arg=-fdelayed-template-parsing",)],
                         ids=["msvc", "delayed-template-parsing"])
def test_delayed_template_parsing_loads_an_eager_pch(tmp_path, args):
    """clang misparses the template bodies a PCH keeps as tokens when it
    delays template parsing (libstdc++'s std::equal: "no member named
    '__value' in the global namespace"). So under Visual C++'s dialect the
    PCH is made with the headers' templates parsed at once
    (-fno-delayed-template-parsing, an option clang's PCH check lets differ)
    and loaded by the parse that delays the user's own: same result, and
    the dialect's parses are as fast as the others'."""
    if not translator_path().exists():
        pytest.skip("no translator")
    cache = tmp_path / "cache"
    src = _kernel_program(tmp_path)
    on = translate(src, tmp_path / "on.cpp", str(cache), args)
    off = translate(src, tmp_path / "off.cpp", "off", args)
    assert on[0] == 0, on[1]
    assert on == off
    assert sorted(p.name.split("-")[0] for p in _pchs(cache)) == ["amp.h", "amp2hip_amp.h"]


def test_stale_manifest_rebuilds(tmp_path):
    cache, src, _ = _first_translation(tmp_path)
    pch = next(p for p in _pchs(cache) if p.name.startswith("amp.h-"))
    manifest = Path(str(pch) + ".inputs")
    lines = manifest.read_text().splitlines()
    size, mtime, path = lines[0].split(" ", 2)
    lines[0] = "%d %s %s" % (int(size) + 1, mtime, path)  # as if the file had changed
    manifest.write_text("\n".join(lines) + "\n")
    before = pch.stat().st_mtime_ns
    r = translate(src, tmp_path / "b.cpp", str(cache))
    assert r[0] == 0, r[1]
    assert pch.stat().st_mtime_ns != before, "a stale PCH was used"
    assert manifest.read_text().splitlines()[0].split(" ", 1)[0] == size


def test_rejected_pch_is_dropped_and_parse_redone(tmp_path):
    cache, src, good = _first_translation(tmp_path)
    for pch in _pchs(cache):  # same size and time, unreadable content
        st = pch.stat()
        pch.write_bytes(b"\0" * st.st_size)
        os.utime(pch, ns=(st.st_atime_ns, st.st_mtime_ns))
    r = translate(src, tmp_path / "b.cpp", str(cache))
    assert r == good, "a corrupt PCH changed the result"
