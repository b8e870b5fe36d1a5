"""Every overload of AMP 1.2's namespace concurrency (issue 13).

runtime-shim/include/amp2hip/detail/api_overloads.def (with atomics.def) is
the one list: docs/api-overloads.md is generated from it (and must match it
byte for byte), and so is a C++ AMP program that calls every overload the
shim provides or amp2hip translates, checking each call's result type, a
member function's exact type, explicitness and restriction (restrict(amp)
overloads are called from restrict(amp) code). The program is built

  as AMP, against the stand-in headers (runtime-shim/amp-include: the
      oracle, and what amp2hip parses AMP code against),
  translated by amp2hip (its rules must accept every overload), and the
      translation built for the host backend, AMD (hipcc) and NVIDIA (nvcc),

so the stand-ins, the translator and the shim on every backend cannot drift
from the table. Compile only (-c): nothing in it runs.
"""

from __future__ import annotations

import concurrent.futures
import subprocess
from pathlib import Path

import pytest

from conftest import AMP2HIP_CC, REPO, check_generated_doc, skip_gpu_toolchains, translator_path

DOCS = REPO / "docs" / "api-overloads.md"
REGENERATE = "regenerate it: build/amp2hip --print-api-overloads > docs/api-overloads.md"
TIMEOUT = 600


def _translator() -> Path:
    t = translator_path()
    if not t.exists():
        pytest.skip(f"no translator at {t}")
    return t


def _run(cmd, timeout=TIMEOUT):
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout + p.stderr


def test_docs_match_the_table():
    check_generated_doc("--print-api-overloads", DOCS, REGENERATE)


@pytest.fixture(scope="module")
def program(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("api-overloads") / "every_overload.cpp"
    p = subprocess.run([str(_translator()), "--print-api-overload-test"], capture_output=True,
                       timeout=60)
    assert p.returncode == 0, p.stderr.decode(errors="replace")
    out.write_bytes(p.stdout)
    return out


@pytest.fixture(scope="module")
def builds(program: Path):
    """Every build of the program, in parallel: {mode: (exit code, output)}."""
    work = program.parent
    translated = work / "every_overload.hip.cpp"
    jobs = {"emulate": [AMP2HIP_CC, "--amp", "-O0", "-c", program, "-o", work / "emulate.o"]}

    def translate_then(backends):
        rc, out = _run([_translator(), program, "-o", translated])
        results = {"translate": (rc, out)}
        if rc != 0:
            return results
        with concurrent.futures.ThreadPoolExecutor(max_workers=len(backends)) as pool:
            futs = {b: pool.submit(_run, [AMP2HIP_CC, "--backend", b, "-O0", "-c", translated,
                                          "-o", work / (b + ".o")]) for b in backends}
            results.update({b: f.result() for b, f in futs.items()})
        return results

    backends = ["host"] + ([] if skip_gpu_toolchains() else ["amd", "nvidia"])
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        emulate = pool.submit(_run, jobs["emulate"])
        rest = pool.submit(translate_then, backends)
        results = {"emulate": emulate.result()}
        results.update(rest.result())
    return results


def _check(builds, mode):
    if mode not in builds:
        if mode in ("amd", "nvidia") and skip_gpu_toolchains():
            pytest.skip("AMP2HIP_SKIP_GPU_TOOLCHAINS=1")
        pytest.fail(f"not built: translation failed\n{builds['translate'][1][-6000:]}")
    rc, out = builds[mode]
    errors = [line for line in out.splitlines() if "error" in line]
    assert rc == 0, f"{mode} build failed:\n" + "\n".join(errors[:60] or [out[-6000:]])


@pytest.mark.parametrize("mode", ["emulate", "translate", "host", "amd", "nvidia"])
def test_every_overload_compiles(builds, mode):
    _check(builds, mode)
    if mode == "translate":
        diags = [line for line in builds["translate"][1].splitlines() if "amp2hip-" in line]
        assert not diags, "amp2hip reported diagnostics:\n" + "\n".join(diags[:40])


def test_the_table_covers_every_class():
    text = DOCS.read_text()
    for cls in ("`index<N>`", "`extent<N>`", "`tiled_extent<TILE>`", "`tiled_index<TILE>`",
                "`tile_barrier`", "`array<T, N>`", "`array_view<T, N>`", "`array_view<const T, N>`",
                "`accelerator`", "`accelerator_view`", "`completion_future`",
                "`runtime_exception`", "`uninitialized_object`"):
        assert f"## {cls}" in text, cls
    assert "amp2hip-1103" in text, "the diagnosed entries name their diagnostic"
