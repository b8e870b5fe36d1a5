#!/usr/bin/env python3
"""The sanitizer stages' end-to-end runs (scripts/sanitize.sh): test programs
translated by amp2hip, built for the host backend with a sanitizer's flags and
run, each in its own process.

    run_programs.py WORK_DIR "FLAGS" PROGRAM.cpp...

A program must print PASS, or, when one of its first lines says
`// EXPECT-FAILURE: text`, exit non-zero with that text on stderr
(testdata/runtime_failures/); `// RUN-ENV: NAME=VALUE ...` is its
environment. Either way no sanitizer may report anything. The first failure
is printed and the exit status is 1.

The translations are built in unity batches of BATCH (scripts/lib/
testdata_programs.py's unity_source, as the end-to-end tests' host stage
builds them): an ASan build of the host backend is nearly all fixed cost
(clang's instrumentation of the shim's templates), 12 CPU-s a program built
alone and about a quarter of that in a batch of 16. Each member still runs
alone (`BATCH NAME`), in its own directory, so a report, a crash or an
expected failure belongs to one program. A batch that does not build is
built again in halves, down to programs built alone, so a failure names its
program. AMP2HIP_SANITIZE_BATCH=1 builds every program alone.
"""

from __future__ import annotations

import concurrent.futures
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import List, Optional, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
from testdata_programs import (REPO, dialect_args, fits_unity, include_args,  # noqa: E402
                               unity_batches, unity_source)

AMP2HIP_CC = REPO / "scripts" / "amp2hip-cc"
BATCH = int(os.environ.get("AMP2HIP_SANITIZE_BATCH", "16"))
JOBS = os.cpu_count() or 2
REPORT = re.compile(r"Sanitizer|runtime error:")


def header_line(src: Path, key: str) -> str:
    for line in src.read_text(errors="replace").splitlines()[:40]:
        m = re.match(r"//\s*%s:\s*(.*?)\s*$" % key, line)
        if m:
            return m.group(1)
    return ""


def run(cmd: List[str], log: Path, **kw) -> int:
    with open(log, "ab") as f:
        f.write(("$ %s\n" % " ".join(str(c) for c in cmd)).encode())
        f.flush()
        return subprocess.run([str(c) for c in cmd], stdout=f, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL, **kw).returncode


class Program:
    def __init__(self, src: Path, work: Path):
        self.src = src
        self.name = src.stem
        self.dir = work / self.name
        self.dir.mkdir(parents=True, exist_ok=True)
        self.log = self.dir / "log"
        self.translation = self.dir / (self.name + ".hip.cpp")
        self.failure: Optional[str] = None

    def translate(self, amp2hip: str) -> bool:
        self.log.write_bytes(b"")
        if run([amp2hip, *dialect_args(self.src), self.src, "-o", self.translation], self.log) != 0:
            self.failure = "amp2hip failed"
        return self.failure is None

    def check_run(self, argv: List[str]) -> None:
        """Runs the built program and records whether it did what it says."""
        env = dict(os.environ)
        for word in header_line(self.src, "RUN-ENV").split():
            k, _, v = word.partition("=")
            env[k] = v
        out, err = self.dir / "stdout", self.dir / "stderr"
        with open(out, "wb") as o, open(err, "wb") as e:
            try:
                rc = subprocess.run(argv, stdout=o, stderr=e, stdin=subprocess.DEVNULL,
                                    cwd=self.dir, env=env, timeout=300).returncode
            except subprocess.TimeoutExpired:
                rc = 124
        stdout, stderr = out.read_text(errors="replace"), err.read_text(errors="replace")
        expected = header_line(self.src, "EXPECT-FAILURE")
        if REPORT.search(stdout) or REPORT.search(stderr):
            self.failure = "a sanitizer reported"
        elif expected:
            if rc in (0, 124) or expected not in stderr:
                self.failure = "rc %d, expected a failure saying %r" % (rc, expected)
        elif rc != 0 or not re.search(r"^PASS", stdout, re.M):
            self.failure = "rc %d, no PASS" % rc

    def report(self) -> str:
        """The failure, with the end of the build log and of stdout, and the
        start of stderr (where a sanitizer's report begins)."""
        def lines(name: str, head: bool, n: int) -> list:
            f = self.log if name == "log" else self.dir / name
            text = f.read_text(errors="replace").splitlines() if f.exists() else []
            return text[:n] if head else text[-n:]
        shown = lines("log", False, 15) + lines("stdout", False, 10) + lines("stderr", True, 30)
        return "  FAIL  %s (%s)\n%s" % (self.name, self.failure, "".join("    %s\n" % l for l in shown))


def build(members: List[Program], work: Path, flags: List[str], name: str) -> None:
    """Builds MEMBERS as one program (or, alone, its own translation) and runs each."""
    alone = len(members) == 1
    exe = members[0].dir / members[0].name if alone else work / "batches" / name
    exe.parent.mkdir(parents=True, exist_ok=True)
    src = members[0].translation if alone else exe.with_suffix(".cpp")
    if not alone:
        src.write_text(unity_source([m.translation for m in members], [m.name for m in members]))
    includes: List[str] = []
    for m in members:
        for a in include_args(m.src):
            includes.append(a)
    log = members[0].log if alone else exe.with_suffix(".log")
    cmd = [AMP2HIP_CC, "--backend", "host", "-O1", "-gline-tables-only", *flags, *includes,
           src, "-o", exe]
    if run(cmd, log) == 0:
        for m in members:
            m.check_run([str(exe)] if alone else [str(exe), m.name])
        return
    if alone:
        members[0].failure = "the host build failed"
        return
    half = (len(members) + 1) // 2
    build(members[:half], work, flags, name + "a")
    build(members[half:], work, flags, name + "b")


def main(argv: List[str]) -> int:
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    work, flags, sources = Path(argv[0]).resolve(), argv[1].split(), [Path(a) for a in argv[2:]]
    only = os.environ.get("AMP2HIP_SANITIZE_ONLY")
    if only:
        sources = [s for s in sources if re.search(only, str(s))]
    amp2hip = os.environ.get("AMP2HIP", str(REPO / "build" / "amp2hip"))
    programs = [Program(s.resolve(), work) for s in sources]
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        translated = [p for p, ok in zip(programs, pool.map(lambda p: p.translate(amp2hip), programs))
                      if ok]
    batches: List[Tuple[str, List[Program]]] = []
    unity = [p for p in translated if BATCH > 1 and fits_unity(p.translation)]
    for i, batch in enumerate(unity_batches(unity, BATCH, lambda p: p.src)):
        batches.append(("batch%d" % i, batch))
    batches += [(p.name, [p]) for p in translated if p not in unity]
    # The largest builds first, so the pool's last minutes are not one batch.
    batches.sort(key=lambda b: -len(b[1]))
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        list(pool.map(lambda b: build(b[1], work, flags, b[0]), batches))
    failed = [p for p in programs if p.failure]
    for p in programs:
        if not p.failure:
            print("  ok    %s" % p.name)
    for p in failed:
        print(p.report(), end="")
    print("%d programs, %d builds (%d in unity batches), %d failed"
          % (len(programs), len(batches), len(unity), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
