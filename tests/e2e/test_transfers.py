"""Data movement of a translated program: the minimum AMP's coherence rules need.

The simple matrix multiply reads two array_view<const int, 2> inputs and
writes an output it discards first. Translated and run on the host backend
(whose 'device' memory is separate, so every copy is real and counted), it
must copy each input to the device once, copy no output in, and copy the
output back once.
"""
import os
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP2HIP = os.environ.get("AMP2HIP", str(ROOT / "build" / "amp2hip"))
CC = ROOT / "scripts" / "amp2hip-cc"


def test_simple_matmul_moves_each_buffer_once(tmp_path):
    src = ROOT / "testdata" / "programs" / "untiled_2d_matmul.cpp"
    hip = tmp_path / "matmul.hip.cpp"
    exe = tmp_path / "matmul"
    subprocess.run([AMP2HIP, str(src), "-o", str(hip)], check=True, timeout=120)
    subprocess.run([str(CC), "--backend", "host", str(hip), "-o", str(exe)], check=True,
                   timeout=300)
    env = dict(os.environ, AMP2HIP_TRACE_TRANSFERS="1")
    proc = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0 and "PASS" in proc.stdout, proc.stdout + proc.stderr
    copies = re.findall(r"(host->device|device->host) (\d+) bytes", proc.stderr)
    # The program's sizes: A is 37x29, B is 29x53, C is 37x53 ints.
    a, b, c = 37 * 29 * 4, 29 * 53 * 4, 37 * 53 * 4
    to_device = sorted(int(n) for d, n in copies if d == "host->device")
    to_host = sorted(int(n) for d, n in copies if d == "device->host")
    assert to_device == sorted([a, b]), f"host->device copies: {copies}"
    assert to_host == [c], f"device->host copies: {copies}"
