"""How test programs are grouped into unity batches (scripts/lib/
testdata_programs.py unity_batches), for the end-to-end host and GPU stages,
the sanitizer runs and the GPU suite.

In a batch each member is in its own namespace; a header two members include
with quotes is included once (its include guard), into the first member's
namespace, and the second member does not build. Such members go to
different batches; before, the idioms chapter's harness programs put a
48-program GPU batch and a 16-program host batch into halving (13 builds
more a run)."""

from __future__ import annotations

from pathlib import Path

from conftest import TESTDATA, conformance_paths, program_paths, unity_batches
from testdata_programs import quoted_includes


def _write(tmp_path: Path, name: str, *headers: str) -> Path:
    p = tmp_path / name
    p.write_text("".join('#include "%s"\n' % h for h in headers) + "#include <vector>\nint main() {}\n")
    return p


def test_members_sharing_a_quoted_header_go_to_different_batches(tmp_path):
    a = _write(tmp_path, "a.cpp", "harness.h")
    b = _write(tmp_path, "b.cpp")
    c = _write(tmp_path, "c.cpp", "harness.h", "other.h")
    d = _write(tmp_path, "d.cpp", "other.h")
    e = _write(tmp_path, "e.cpp")
    batches = unity_batches([a, b, c, d, e], 3, lambda p: p)
    # c cannot join a's batch, d cannot join c's; e fills the first with room.
    assert batches == [[a, b, d], [c, e]]


def test_size_and_order_are_kept(tmp_path):
    files = [_write(tmp_path, "p%d.cpp" % i) for i in range(7)]
    assert unity_batches(files, 3, lambda p: p) == [files[0:3], files[3:6], files[6:7]]
    assert unity_batches(files, 1, lambda p: p) == [[f] for f in files]


def test_the_testdata_batches_hold_no_shared_header():
    programs = program_paths() + conformance_paths()
    sharing = [p for p in programs if quoted_includes(p)]
    assert len(sharing) >= 2, "testdata no longer has programs that include a header of their own"
    for size in (16, 48):
        batches = unity_batches(programs, size, lambda p: p)
        assert sorted(m for b in batches for m in b) == sorted(programs)
        for batch in batches:
            assert len(batch) <= size
            seen = {}
            for m in batch:
                for h in quoted_includes(m):
                    assert h not in seen, "%s and %s both include %s" % (seen[h], m, h)
                    seen[h] = m
