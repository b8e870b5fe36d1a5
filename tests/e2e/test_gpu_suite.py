"""The GPU suite (scripts/gpu-suite.sh) without a GPU: a handful of programs
built for the host backend with the same build script, run by the same runner,
judged and summarized into the same JSON and text summary a GPU machine
writes; then bench/run reads the JSON. A failing and a hanging program are
made from the same build by editing its manifest, so the runner's FAIL and
TIMEOUT paths are checked too."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, translator_path

SUITE = REPO / "scripts" / "gpu-suite.sh"
# Few programs (each executable is a host build of the shim, seconds of CPU):
# a unity batch of two conformance programs, a runtime failure with an
# expected failure and one with an environment, and the bench programs behind
# the GPU figures.
FILTER = (r"conformance/math/(fast_trig|precise_exp)\.|"
          r"runtime_failures/(barrier_divergence|threads_array_view)|bench/(matmul|transfer)")
EXPECTED = {
    "conformance/math/fast_trig.cpp", "conformance/math/precise_exp.cpp",
    "runtime_failures/barrier_divergence.cpp", "runtime_failures/threads_array_view.cpp",
    "bench/matmul.cpp", "bench/transfer.cpp",
    "baseline/matmul", "baseline/transfer", "baseline/sgemm", "baseline/device",
}


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, cwd=REPO, **kw)


@pytest.fixture(scope="module")
def suite(tmp_path_factory):
    if not translator_path().exists():
        pytest.skip("translator not built")
    root = tmp_path_factory.mktemp("gpu-suite")
    d = root / "suite"
    env = dict(os.environ, AMP2HIP=str(translator_path()))
    jobs = os.environ.get("AMP2HIP_E2E_JOBS") or str(os.cpu_count() or 2)
    p = run([SUITE, "build", "--backend", "host", "--filter", FILTER, "-j", jobs, d], env=env, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "limit 64 MiB" in p.stdout
    return root, d, p.stdout


def test_build_is_self_contained(suite):
    _, d, out = suite
    assert (d / "gpu-suite-runner").exists() and (d / "run").exists()
    rows = [l.split("\t") for l in (d / "manifest.tsv").read_text().splitlines() if not l.startswith("#")]
    assert {r[0] for r in rows} == EXPECTED
    for r in rows:
        assert r[9] == "-", "not built: %s" % r
        assert (d / r[2]).is_file(), r
    # Unity batches: both conformance programs in one executable.
    bins = {r[0]: r[2] for r in rows}
    assert bins["conformance/math/fast_trig.cpp"] == bins["conformance/math/precise_exp.cpp"]
    # A second build has nothing to do.
    before = {f.name: f.stat().st_mtime for f in (d / "bin").iterdir()}
    p = run([SUITE, "build", "--backend", "host", "--filter", FILTER, d],
            env=dict(os.environ, AMP2HIP=str(translator_path())), timeout=300)
    assert p.returncode == 0, p.stderr
    assert before == {f.name: f.stat().st_mtime for f in (d / "bin").iterdir()}


def test_run_writes_json_and_summary(suite):
    root, d, _ = suite
    out = root / "out"
    p = run([SUITE, "run", d, out], timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    data = json.loads((out / "gpu-suite.json").read_text())
    status = {x["id"]: x["status"] for x in data["programs"]}
    assert set(status) == EXPECTED
    assert set(status.values()) == {"PASS"}, status
    figures = data["figures"]
    assert figures["gpu_programs_pass"] == "6/6"
    assert figures["gpu_kernel_time_ratio_max"] > 0
    assert figures["gpu_transfer_vs_memcpy"] > 0
    assert figures["gpu_transfer_bytes_ratio_max"] == 1
    assert "cuBLAS needs the NVIDIA backend" in data["notes"]["gpu_sgemm_vs_cublas"]
    assert {k["kernel"] for k in data["kernels"]} == {"matmul_simple_kernel", "matmul_tiled_kernel"}
    assert data["build"]["backend"] == "host" and data["device"]
    summary = (out / "summary.txt").read_text()
    assert "programs: 6 PASS, 0 FAIL, 0 TIMEOUT, 0 SKIP" in summary
    assert "gpu_kernel_time_ratio_max: " in summary and summary in p.stdout
    # bench/run prints the GPU figures from the JSON.
    b = run([sys.executable, REPO / "bench" / "run", "--gpu-only", "--gpu-json", out / "gpu-suite.json"],
            timeout=60)
    assert b.returncode == 0, b.stderr
    lines = dict(l.split(": ", 1) for l in b.stdout.splitlines() if ": " in l and not l.startswith("|"))
    assert lines["gpu_programs_pass"] == "6/6"
    assert lines["gpu_sgemm_vs_cublas"].startswith("n/a")
    for name in ("gpu_kernel_time_ratio_max", "gpu_transfer_vs_memcpy"):
        assert float(lines[name]) > 0


def test_failures_and_timeouts_are_reported(suite):
    """The same executables with a failure injected (the host backend fails
    the first launch) and a time limit of zero."""
    root, d, _ = suite
    bad = root / "bad"
    shutil.copytree(d, bad, symlinks=True)
    manifest = bad / "manifest.tsv"
    lines = []
    for line in manifest.read_text().splitlines():
        f = line.split("\t")
        if f[0] == "conformance/math/fast_trig.cpp":
            f[7] = "AMP2HIP_HOST_FAIL_LAUNCH=1"  # the env column
        lines.append("\t".join(f))
    manifest.write_text("\n".join(lines) + "\n")
    out = root / "bad-out"
    p = run([SUITE, "run", bad, out, "--filter", "fast_trig", "--no-bench"], timeout=300)
    assert p.returncode == 1, p.stdout + p.stderr
    data = json.loads((out / "gpu-suite.json").read_text())
    (row,) = data["programs"]
    assert row["status"] == "FAIL" and row["exit"] != 0
    assert "injected failure (AMP2HIP_HOST_FAIL_LAUNCH)" in row["stderr_tail"] + row["stdout_tail"]
    assert "FAIL conformance/math/fast_trig.cpp" in (out / "summary.txt").read_text()
    assert (out / "logs" / "conformance_math_fast_trig.log").exists()
    p = run([SUITE, "run", d, root / "slow-out", "--filter", "threads", "--timeout", "0", "--no-bench"],
            timeout=300)
    assert p.returncode == 1
    data = json.loads((root / "slow-out" / "gpu-suite.json").read_text())
    assert [x["status"] for x in data["programs"]] == ["TIMEOUT"]
