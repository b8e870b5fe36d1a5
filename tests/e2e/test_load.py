"""Load: tree mode over a generated 1,000-file tree.

The tree (generated, deterministic) mixes
  - AMP sources with kernels (untiled and tiled, tile_static, barriers),
    each including two of the shared AMP headers and a plain header,
  - AMP headers shared by several sources (restrict(amp) helpers and a
    kernel in a function template): each must be translated once,
  - plain C++ sources and headers (no AMP: copied unchanged),
  - other files (text, JSON, data): copied byte for byte.

Most of a translation's cost is parsing the shim's and the standard headers
(about 1.5 s of CPU per AMP source), and the tree is translated twice (-j 2,
then -j 1 to compare), so the number of AMP sources is what sets the run
time; the other files are cheap. Defaults: 1,000 files of which 30 AMP
sources (AMP2HIP_LOAD_FILES, AMP2HIP_LOAD_AMP_SOURCES change them).

Checked: exit 0; every input file has an output and a single report entry
(nothing lost, nothing written twice); AMP files translated, others
byte-identical; the -j 2 output equals the -j 1 output; the peak RSS of the
amp2hip process stays under AMP2HIP_LOAD_RSS_LIMIT_MB. Peak RSS and time are
printed (pytest -s shows them).

Measured (testdata/fuzz/README.md, "Load"): peak RSS 229 MiB with -j 2 and
156 MiB with -j 1. One translation holds about 70 MiB (the AST of the shim
and standard headers) while it runs, and nothing of it afterwards, so the
peak is the jobs running at once, not the size of the tree. The bound, 512
MiB (AMP2HIP_LOAD_RSS_LIMIT_MB), is about twice the -j 2 figure: it fails as
soon as about four translations' ASTs are kept alive instead of freed.
"""
import json
import os
import pathlib
import random
import subprocess
import sys
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
AMP2HIP = os.environ.get("AMP2HIP", str(ROOT / "build" / "amp2hip"))
FILES = int(os.environ.get("AMP2HIP_LOAD_FILES", "1000"))
AMP_SOURCES = int(os.environ.get("AMP2HIP_LOAD_AMP_SOURCES", "30"))
RSS_LIMIT_MB = int(os.environ.get("AMP2HIP_LOAD_RSS_LIMIT_MB", "512"))
AMP_HEADERS = 12
PLAIN_HEADERS = 20

# Runs a command and prints the peak RSS (KiB) of its process tree on stderr's
# last line: a fresh Python process whose only child is amp2hip, so
# RUSAGE_CHILDREN is that child's own maximum.
PEAK_RSS = (
    "import resource, subprocess, sys\n"
    "p = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n"
    "sys.stderr.buffer.write(p.stderr)\n"
    "sys.stderr.write('\\nPEAK_RSS_KB %d\\n' % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    "sys.exit(p.returncode if p.returncode >= 0 else 128 - p.returncode)\n"
)


def amp_header(i):
    return f"""// kern_{i:02d}.h - shared AMP helpers ({i})
#pragma once
#include <amp.h>

inline float scale_{i}(float x) restrict(amp, cpu) {{ return x * {i + 1}.0f + 0.5f; }}

inline int clamp_{i}(int v, int n) restrict(amp) {{ return v < 0 ? 0 : (v >= n ? n - 1 : v); }}

template <typename T>
void add_{i}(concurrency::array_view<T, 1> v, T d) {{
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> idx) restrict(amp) {{
    v[idx] += d;
  }});
}}
"""


def plain_header(i):
    return f"""// util_{i:02d}.h - plain C++ ({i})
#pragma once

inline int util_{i}(int a, int b) {{ return a * {i + 2} + b; }}

struct Pair_{i} {{
  int first;
  int second;
  int sum() const {{ return first + second; }}
}};
"""


def amp_source(i, rng):
    # Every header is shared by several sources once there are more than 12.
    h1, h2 = i % AMP_HEADERS, (i + 5) % AMP_HEADERS
    p = rng.randrange(PLAIN_HEADERS)
    tile = rng.choice([4, 8, 16, 32])
    return f"""// amp_{i:03d}.cpp - kernels ({i})
#include <amp.h>
#include <vector>
#include "include/kern_{h1:02d}.h"
#include "include/kern_{h2:02d}.h"
#include "include/util_{p:02d}.h"

using namespace concurrency;

float run_{i}(std::vector<float>& data, int rows, int cols) {{
  array_view<float, 2> av(rows, cols, data);
  parallel_for_each(av.extent, [=](index<2> idx) restrict(amp) {{
    av[idx] = scale_{h1}(av[idx]) + clamp_{h2}(idx[1], cols);
  }});
  std::vector<float> sums(rows * cols / {tile} + 1);
  array_view<float, 1> s((int)sums.size(), sums);
  array_view<float, 1> flat(rows * cols, data);
  parallel_for_each(flat.extent.tile<{tile}>().pad(), [=](tiled_index<{tile}> t) restrict(amp) {{
    tile_static float part[{tile}];
    const int g = t.global[0];
    part[t.local[0]] = g < flat.extent[0] ? flat[g] : 0.0f;
    t.barrier.wait();
    if (t.local[0] == 0) {{
      float acc = 0.0f;
      for (int k = 0; k < {tile}; ++k) acc += part[k];
      s[t.tile[0]] = acc;
    }}
  }});
  add_{h1}(s, 1.0f);
  s.synchronize();
  return sums[0] + (float)util_{p}({i}, rows);
}}
"""


def plain_source(i, rng):
    p = rng.randrange(PLAIN_HEADERS)
    return f"""// plain_{i:03d}.cpp - no AMP ({i})
#include "include/util_{p:02d}.h"

int plain_{i}(int n) {{
  Pair_{p} q{{n, {i}}};
  int acc = 0;
  for (int k = 0; k < n; ++k) acc += util_{p}(k, q.sum());
  return acc;
}}
"""


def generate(root, files, amp_sources):
    """Write the tree; returns {relative path: kind}."""
    rng = random.Random(20261122)
    kinds = {}

    def put(rel, text, kind):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        kinds[rel] = kind

    for i in range(AMP_HEADERS):
        put(f"include/kern_{i:02d}.h", amp_header(i), "amp-header")
    for i in range(PLAIN_HEADERS):
        put(f"include/util_{i:02d}.h", plain_header(i), "plain")
    rest = files - AMP_HEADERS - PLAIN_HEADERS - amp_sources
    plain_sources = rest // 2
    others = rest - plain_sources
    # Sources spread over module directories, each source includes headers
    # by a path from the root (the tree root is on the include path).
    for i in range(amp_sources):
        put(f"modules/m{i % 10}/amp_{i:03d}.cpp", amp_source(i, rng), "amp-source")
    for i in range(plain_sources):
        put(f"modules/m{i % 10}/plain/plain_{i:03d}.cpp", plain_source(i, rng), "plain")
    for i in range(others):
        ext = ["txt", "json", "dat", "md"][i % 4]
        body = (f'{{"id": {i}, "values": [{i}, {i + 1}]}}\n' if ext == "json"
                else bytes(rng.randrange(256) for _ in range(64)).hex() + "\n")
        put(f"data/d{i % 7}/file_{i:03d}.{ext}", body, "other")
    assert len(kinds) == files
    return kinds


def translate(in_root, out_root, jobs):
    t0 = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-c", PEAK_RSS, AMP2HIP, "--in-root", in_root, "--out-root", out_root,
         "-j", str(jobs)], capture_output=True, text=True, timeout=1800)
    seconds = time.monotonic() - t0
    lines = proc.stderr.strip().splitlines()
    assert lines and lines[-1].startswith("PEAK_RSS_KB "), proc.stderr
    return proc, seconds, int(lines[-1].split()[1]) / 1024.0


def outputs(root):
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*")
            if p.is_file() and p.name != "amp2hip-report.json"}


@pytest.fixture(scope="module")
def load_run(tmp_path_factory):
    base = tmp_path_factory.mktemp("load")
    src = base / "tree"
    kinds = generate(src, FILES, AMP_SOURCES)
    out2, out1 = base / "out-j2", base / "out-j1"
    proc2, secs2, rss2 = translate(src, out2, 2)
    proc1, secs1, rss1 = translate(src, out1, 1)
    print(f"\nload: {FILES} files ({AMP_SOURCES} AMP sources): -j 2 {secs2:.1f} s, peak RSS "
          f"{rss2:.0f} MiB; -j 1 {secs1:.1f} s, peak RSS {rss1:.0f} MiB")
    return dict(src=src, kinds=kinds, out2=out2, out1=out1, proc2=proc2, proc1=proc1,
                rss=(rss2, rss1), secs=(secs2, secs1))


def test_tree_translates(load_run):
    for proc in (load_run["proc2"], load_run["proc1"]):
        assert proc.returncode == 0, proc.stderr[-4000:]


def test_no_file_lost(load_run):
    got = outputs(load_run["out2"])
    assert set(got) == set(load_run["kinds"])


def test_every_file_reported_once(load_run):
    report = json.loads((load_run["out2"] / "amp2hip-report.json").read_text())
    paths = [f["path"] for f in report["files"]]
    assert len(paths) == len(set(paths)), "a file is in the report twice"
    assert set(paths) == set(load_run["kinds"])
    assert report["summary"]["files"] == FILES
    status = {f["path"]: f["status"] for f in report["files"]}
    for rel, kind in load_run["kinds"].items():
        # An AMP header that no source includes (small trees only) is
        # translated on its own.
        if kind in ("amp-source", "amp-header"):
            assert status[rel] == "translated", (rel, status[rel])
        else:
            assert status[rel] != "failed", (rel, status[rel])
    assert report["summary"]["kernels"] >= 2 * AMP_SOURCES


def test_outputs(load_run):
    src, got = load_run["src"], outputs(load_run["out2"])
    for rel, kind in load_run["kinds"].items():
        text = got[rel]
        if kind in ("plain", "other"):
            assert text == (src / rel).read_bytes(), rel
            continue
        t = text.decode()
        # Translated once: no AMP left, nothing rewritten twice.
        assert "restrict(" not in t and "tile_static" not in t, rel
        assert "__device__ __device__" not in t and "__host__ __device__ __host__" not in t, rel
        if kind == "amp-source":
            # The tiled kernel (it has a barrier) also has its host backend
            # form, under #if defined(AMP2HIP_HOST_BACKEND).
            assert t.count("#if defined(AMP2HIP_HOST_BACKEND)") == 1, rel
            assert t.count("__global__") == 3 and t.count("hipLaunchKernelGGL") == 2, rel
            assert "<amp2hip/amp.h>" in t, rel
        else:
            assert t.count("__global__") == 1, rel
    assert not [p for p in load_run["out2"].rglob("*") if ".amp2hip-tmp" in p.name]


def test_parallel_output_equals_serial(load_run):
    assert outputs(load_run["out2"]) == outputs(load_run["out1"])


def test_peak_rss_bounded(load_run):
    rss2, rss1 = load_run["rss"]
    assert rss2 < RSS_LIMIT_MB, f"-j 2 peak RSS {rss2:.0f} MiB >= {RSS_LIMIT_MB} MiB"
    assert rss1 < RSS_LIMIT_MB, f"-j 1 peak RSS {rss1:.0f} MiB >= {RSS_LIMIT_MB} MiB"
