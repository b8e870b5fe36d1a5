"""Smoke test of the benchmark driver: `bench/run --tiny` (3 corpus files, one
repeat, the matmul kernel pair and the barrier program) prints every figure
as `name: value` and writes them as JSON."""
import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
RUN = ROOT / "bench" / "run"

FIGURES = [
    "translate_vs_parse_ratio", "translate_lines_per_second", "translate_peak_rss_mb",
    "translate_jobs2_speedup", "kernel_vgpr_ratio_max", "kernel_sgpr_ratio_max",
    "kernel_lds_ratio_max", "kernel_isa_ratio_max", "kernel_spills_total",
    "nvidia_kernel_reg_ratio_max", "nvidia_kernel_sass_ratio_max", "transfer_bytes_ratio_max",
    "host_backend_vs_openmp_ratio", "host_backend_vs_openmp_by_n", "host_barrier_overhead_ratio",
    "tiled_vs_simple_ratio", "host_vs_emulate_ratio_max",
    "gpu_programs_pass", "gpu_kernel_time_ratio_max", "gpu_sgemm_vs_cublas", "gpu_transfer_vs_memcpy",
    "bench_programs_pass",
]


# 600 s: --tiny also builds both programs in emulate mode for
# host_vs_emulate_ratio_max, and CI runs its stages side by side on 2 cores.
def test_bench_tiny(tmp_path):
    out = tmp_path / "tiny.json"
    proc = subprocess.run([sys.executable, str(RUN), "--tiny", "--json", str(out)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = dict(l.split(": ", 1) for l in proc.stdout.splitlines() if ": " in l and not l.startswith("|"))
    for name in FIGURES:
        assert name in lines, f"figure {name} missing:\n{proc.stdout}"
    # Measured here (not n/a): everything that needs no GPU.
    for name in ("translate_vs_parse_ratio", "kernel_vgpr_ratio_max", "kernel_isa_ratio_max",
                 "transfer_bytes_ratio_max", "host_backend_vs_openmp_ratio",
                 "host_barrier_overhead_ratio", "tiled_vs_simple_ratio",
                 "host_vs_emulate_ratio_max"):
        assert not lines[name].startswith("n/a"), f"{name}: {lines[name]}"
        assert float(lines[name]) > 0
    assert lines["bench_programs_pass"] == "2/2", proc.stdout + proc.stderr
    assert lines["gpu_kernel_time_ratio_max"].startswith("n/a")
    data = json.loads(out.read_text())
    assert data["mode"] == "tiny" and data["figures"]["translate_failures"] == 0
