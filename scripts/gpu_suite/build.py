#!/usr/bin/python3
"""scripts/gpu-suite.sh build: builds every testdata program and every bench
program for a GPU (default: NVIDIA sm_90 with Debian's CUDA 11.8, CUDA runtime
linked statically) into one directory that is carried to a GPU machine and run
there with `DIR/run OUT` (scripts/gpu_suite/runner.cpp). See plan.py for what
is built and how it is grouped; docs in README.md, "Tested on GPUs".

Incremental: translations and executables that are newer than their inputs
(and than the translator, the shim and these scripts) are kept. The work files
(translations, unity sources, logs) live in DIR.work, not in DIR.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import plan  # noqa: E402
import testdata_programs as tp  # noqa: E402
from plan import Program  # noqa: E402

REPO = tp.REPO
CC = REPO / "scripts" / "amp2hip-cc"
SUITE = REPO / "scripts" / "gpu_suite"
TIMER = REPO / "bench" / "gpu" / "kernel_timer.h"
LIMIT = 64 << 20
COMPILE_TIMEOUT = 3600


def log(msg: str) -> None:
    print("[gpu-suite] " + msg, file=sys.stderr, flush=True)


def run(cmd: List[str], timeout: int = COMPILE_TIMEOUT) -> Tuple[bool, str]:
    try:
        p = subprocess.run([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           stdin=subprocess.DEVNULL, timeout=timeout)
        return p.returncode == 0, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return False, "timed out after %d s: %s" % (timeout, " ".join(map(str, cmd)))
    except OSError as e:
        return False, "could not run %s: %s" % (cmd[0], e)


def mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:
        return 0.0


def newest(paths: Iterable[Path]) -> float:
    return max((mtime(p) for p in paths), default=0.0)


def up_to_date(out: Path, inputs_time: float) -> bool:
    return out.exists() and mtime(out) >= inputs_time


class Builder:
    def __init__(self, args, out: Path, work: Path):
        self.args = args
        self.out = out
        self.work = work
        self.translator = Path(args.amp2hip)
        # What every executable depends on besides its own sources (the
        # runner and these scripts do not change what is compiled).
        self.toolchain_time = newest(list((REPO / "runtime-shim" / "include").rglob("*")) +
                                     [CC, tp.UNITY_MAIN])
        self.logs = out / "build-logs"

    # -- translation --------------------------------------------------------
    def translate(self, p: Program) -> None:
        if p.source is None:
            return
        dst = self.work / "hip" / (p.stem + ".hip.cpp")
        stamp = dst.with_suffix(".stamp")
        p.hip = dst
        if up_to_date(stamp, max(mtime(p.source), mtime(self.translator))) and dst.exists():
            return
        dst.parent.mkdir(parents=True, exist_ok=True)
        tmp = dst.with_suffix(".tmp.cpp")
        ok, text = run([self.translator, "--no-verify", *tp.dialect_args(p.source), p.source, "-o", tmp],
                       timeout=600)
        if not ok or not tmp.exists():
            self.fail(p, "amp2hip failed", text)
            return
        # Same output as before: keep the old file's time (nothing to rebuild).
        if dst.exists() and dst.read_bytes() == tmp.read_bytes():
            tmp.unlink()
        else:
            tmp.replace(dst)
        stamp.touch()

    def fail(self, p: Program, what: str, text: str) -> None:
        self.logs.mkdir(parents=True, exist_ok=True)
        (self.logs / (p.stem + ".log")).write_text(text[-20000:])
        p.build_error = "%s (build-logs/%s.log)" % (what, p.stem)
        p.binary = ""

    # -- compiling ----------------------------------------------------------
    def cc(self, sources: List[Path], exe: Path, extra: List[str] = ()) -> Tuple[bool, str]:
        cmd: List[str] = [str(CC), "--backend", self.args.backend]
        if self.args.backend != "host":
            cmd += ["--arch", self.args.arch]
        cmd += ["-O2"] + list(extra) + [str(s) for s in sources] + ["-o", str(exe)]
        ok, text = run(cmd)
        if ok and "-c" not in extra:
            ok2, t2 = run(["strip", str(exe)])
            ok, text = ok2, text + t2
        return ok, "$ " + " ".join(cmd) + "\n" + text

    def link_batch(self, name: str, members: List[Program]) -> bool:
        src = self.work / "unity" / (name + ".cpp")
        src.parent.mkdir(parents=True, exist_ok=True)
        text = tp.unity_source([m.hip for m in members], [m.id for m in members])
        if not src.exists() or src.read_text() != text:
            src.write_text(text)
        for m in members:
            m.binary, m.selector = "bin/" + name, m.id
        return self.link_executable(name, src, [src] + [m.hip for m in members],
                                    includes(members))[0]

    def link_executable(self, name: str, src: Path, inputs: List[Path],
                        extra: List[str] = ()) -> Tuple[bool, str]:
        """bin/NAME from SRC unless it is newer than INPUTS and the toolchain;
        the log goes to unity/NAME.log, a failed link leaves no executable."""
        exe = self.out / "bin" / name
        if up_to_date(exe, max(newest(inputs), self.toolchain_time)):
            return True, ""
        exe.parent.mkdir(parents=True, exist_ok=True)
        ok, text = self.cc([src], exe, list(extra))
        (self.work / "unity" / (name + ".log")).write_text(text[-20000:])
        if not ok and exe.exists():
            exe.unlink()
        return ok, text

    def compile_alone(self, p: Program) -> bool:
        """Compile only: does this translation build by itself?"""
        (self.work / "alone").mkdir(parents=True, exist_ok=True)
        ok, text = self.cc([p.hip], self.work / "alone" / (p.stem + ".o"), ["-c"] + includes([p]))
        if not ok:
            self.fail(p, "does not compile for %s" % self.args.backend, text)
        return ok

    def link_alone(self, p: Program) -> None:
        """The last resort: the translation as its own executable, with no
        unity wrapper (a program that reopens namespace Concurrency cannot sit
        inside the batch's namespace), run with no selector."""
        name = "single-" + p.stem
        p.binary, p.selector = "bin/" + name, ""
        (self.work / "unity").mkdir(parents=True, exist_ok=True)
        ok, text = self.link_executable(name, p.hip, [p.hip], includes([p]))
        if not ok:
            self.fail(p, "does not link for %s" % self.args.backend, text)

    def link_bench(self, p: Program) -> None:
        exe = self.out / "bin" / p.group
        p.binary = "bin/" + p.group
        if up_to_date(exe, max(mtime(p.hip), mtime(p.source), mtime(TIMER), self.toolchain_time)):
            return
        exe.parent.mkdir(parents=True, exist_ok=True)
        ok, text = self.cc([p.hip], exe, ["-I", str(REPO / "bench" / "amp"), "-include", str(TIMER)])
        if not ok:
            self.fail(p, "does not build for %s" % self.args.backend, text)

    def link_baselines(self, progs: List[Program]) -> None:
        names = [p.selector for p in progs]
        srcs = [REPO / "bench" / "baselines" / (n + ".hip") for n in names]
        srcs = [s for s in srcs if s.exists()] + [REPO / "bench" / "gpu" / "baselines_main.hip"]
        exe = self.out / "bin" / "bench-baselines"
        for p in progs:
            p.binary = "bin/bench-baselines"
        flags = ["-D" + "BASELINE_" + n for n in names] + ["-include", str(TIMER)]
        if self.args.backend == "host":
            # The baselines include <hip/hip_runtime.h>: the shim's host runtime here.
            inc = self.work / "host-include"
            (inc / "hip").mkdir(parents=True, exist_ok=True)
            (inc / "hip" / "hip_runtime.h").write_text("#pragma once\n#include <amp2hip/config.h>\n")
            flags = ["-I", str(inc), "-xc++"] + flags
        stamp = self.work / "baselines.flags"
        if stamp.exists() and stamp.read_text() == " ".join(flags) and \
                up_to_date(exe, max(newest(srcs + [TIMER]), self.toolchain_time)):
            return
        exe.parent.mkdir(parents=True, exist_ok=True)
        ok, text = self.cc(srcs, exe, flags)
        stamp.write_text(" ".join(flags))
        if not ok:
            for p in progs:
                self.fail(p, "the baselines do not build for %s" % self.args.backend, text)

    def runner(self) -> None:
        exe = self.out / "gpu-suite-runner"
        src = SUITE / "runner.cpp"
        self.out.mkdir(parents=True, exist_ok=True)
        if not up_to_date(exe, newest(SUITE.glob("runner*"))):
            ok, text = run(["g++", "-std=c++17", "-O2", "-static", "-pthread", "-s", src, "-o", exe])
            if not ok:
                raise SystemExit("gpu-suite: the runner does not build:\n" + text)
        script = self.out / "run"
        script.write_text(RUN_SCRIPT)
        script.chmod(0o755)


RUN_SCRIPT = """#!/bin/sh
# Runs the amp2hip GPU suite built in this directory (scripts/gpu-suite.sh):
#   sh DIR/run [OUT] [-j N] [--timeout S] [--deadline S] [--filter TEXT] [--no-bench]
# OUT (default: DIR/../gpu-suite-out) gets gpu-suite.json, summary.txt, logs/.
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../gpu-suite-out}
[ $# -gt 0 ] && shift
exec "$here/gpu-suite-runner" "$here" "$out" "$@"
"""


def includes(progs: List[Program]) -> List[str]:
    """The include directories the programs' translations need (a harness
    header outside the translated files: testdata_programs.include_args)."""
    out: List[str] = []
    for p in progs:
        args = tp.include_args(p.source) if p.source is not None else []
        for flag, d in zip(args[::2], args[1::2]):
            if d not in out:
                out += [flag, d]
    return out


def in_parallel(jobs: int, fn, items) -> list:
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(fn, items))


def build_tests(b: Builder, progs: List[Program], jobs: int) -> None:
    """Unity batches; a batch that fails is rebuilt without the members that
    do not compile alone, and when it still fails, each member alone."""
    batches = plan.batches(progs, b.args.batch_size)
    log("linking %d test programs in %d batches" % (sum(map(len, batches.values())), len(batches)))
    order = sorted(batches, key=lambda n: -len(batches[n]))
    results = dict(zip(order, in_parallel(jobs, lambda n: b.link_batch(n, batches[n]), order)))
    failed = [n for n in order if not results[n]]
    if not failed:
        return
    log("batches that failed: %s; compiling their members alone" % ", ".join(failed))
    members = [m for n in failed for m in batches[n]]
    in_parallel(jobs, b.compile_alone, members)
    retry = {n: [m for m in batches[n] if not m.build_error] for n in failed}
    retry = {n: ms for n, ms in retry.items() if ms}
    again = dict(zip(retry, in_parallel(jobs, lambda n: b.link_batch(n, retry[n]), list(retry))))
    alone = [m for n, ok in again.items() if not ok for m in retry[n]]
    if alone:
        log("linking %d programs alone" % len(alone))
        in_parallel(jobs, b.link_alone, alone)


def build_info(args) -> Dict[str, str]:
    def git(*a: str) -> str:
        ok, text = run(["git", "-C", str(REPO)] + list(a), timeout=60)
        return text.strip() if ok else "unknown"
    dirty = git("status", "--porcelain", "--untracked-files=no")
    return {
        "commit": git("rev-parse", "--short", "HEAD") + ("-dirty" if dirty and dirty != "unknown" else ""),
        "built": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "backend": args.backend,
        "arch": args.arch if args.backend != "host" else "-",
        "sizes": args.sizes,
    }


def dir_size(d: Path) -> int:
    return sum(f.stat().st_size for f in d.rglob("*") if f.is_file())


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="gpu-suite.sh build", description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", help="output directory (carried to the GPU machine)")
    ap.add_argument("--backend", default="nvidia", choices=("nvidia", "amd", "host"))
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--filter", help="regular expression on program ids (programs/x.cpp, "
                    "conformance/math/x.cpp, bench/matmul.cpp, ...)")
    ap.add_argument("--sizes", choices=("gpu", "tiny"), help="bench problem sizes (default: "
                    "gpu, or tiny for --backend host)")
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--work", help="work directory (default DIR.work)")
    ap.add_argument("--amp2hip", default=os.environ.get("AMP2HIP", str(REPO / "build" / "amp2hip")))
    args = ap.parse_args(argv)
    args.sizes = args.sizes or ("tiny" if args.backend == "host" else "gpu")
    out = Path(args.dir).resolve()
    work = Path(args.work).resolve() if args.work else out.with_name(out.name + ".work")
    if not os.access(args.amp2hip, os.X_OK):
        log("translator not found: %s (build it, or set AMP2HIP)" % args.amp2hip)
        return 2
    t0 = time.monotonic()
    info = build_info(args)
    key = "%s %s %s %s" % (args.backend, info["arch"], args.sizes, args.filter or "")
    keyfile = work / "build-key"
    if keyfile.exists() and keyfile.read_text() != key:
        log("backend, sizes or filter changed: starting over")
        shutil.rmtree(out, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    keyfile.write_text(key)
    shutil.rmtree(out / "build-logs", ignore_errors=True)
    progs = plan.collect(args.backend, args.sizes, args.filter)
    b = Builder(args, out, work)
    log("translating %d programs (-j %d)" % (sum(p.source is not None for p in progs), args.jobs))
    in_parallel(args.jobs, b.translate, progs)
    b.runner()
    benches = [p for p in progs if p.kind == "bench" and not p.build_error]
    baselines = [p for p in progs if p.kind == "baseline"]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as side:
        jobs = [side.submit(in_parallel, max(1, args.jobs // 2), b.link_bench, benches)]
        if baselines:
            jobs.append(side.submit(b.link_baselines, baselines))
        build_tests(b, progs, max(1, args.jobs - 1))
        for j in jobs:
            j.result()
    (out / "manifest.tsv").write_text(plan.manifest_text(progs, info))
    keep = {p.binary for p in progs if p.binary} | {"gpu-suite-runner", "run", "manifest.tsv"}
    for f in (out / "bin").glob("*"):
        if "bin/" + f.name not in keep:
            f.unlink()  # executables of batches that no longer exist
    broken = [p for p in progs if p.build_error]
    for p in broken:
        log("NOT BUILT %s: %s" % (p.id, p.build_error))
    size = dir_size(out)
    print("gpu-suite: %d programs (%d not built) in %s: %d bytes (%.1f MiB, limit 64 MiB); %.0f s"
          % (len(progs), len(broken), out, size, size / 2**20, time.monotonic() - t0))
    if size > LIMIT:
        print("gpu-suite: over the 64 MiB that can be carried", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
