// scalar_types.cpp
//
// Covers (AMP spec 2.4.1, fundamental types in amp code): bool locals and
// logic, int division and modulo of negatives, unsigned wrap-around and
// shifts, float arithmetic, double arithmetic (full precision), implicit and
// explicit conversions between them, and the conditional operator.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Result {
  int i;
  unsigned u;
  float f;
  double d;
  int flags;
};

static Result compute(int v) restrict(amp, cpu) {
  Result r;
  bool neg = v < 0;
  bool even = (v % 2) == 0;
  bool both = neg && even;
  bool either = neg || !even;
  r.flags = (both ? 1 : 0) | (either ? 2 : 0) | ((neg != even) ? 4 : 0);
  r.i = v / 7 + v % 7 - (-v) / 3;
  unsigned uv = static_cast<unsigned>(v);
  r.u = (uv * 2654435761u) ^ (uv >> 3) ^ (uv << 29);
  r.f = static_cast<float>(v) * 0.5f - 1.25f;
  double d = static_cast<double>(v) / 3.0;
  r.d = d * d + 1e-12 * v;
  r.i += static_cast<int>(r.f);
  return r;
}

int main() {
  const int n = 601;
  std::vector<Result> out(n);
  array_view<Result, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    ov[idx] = compute(idx[0] - 300);
  });
  ov.synchronize();
  for (int k = 0; k < n; ++k) {
    Result e = compute(k - 300);
    const Result& g = out[k];
    if (g.i != e.i || g.u != e.u || g.f != e.f || g.flags != e.flags || g.d != e.d) {
      std::printf("FAIL: [%d] got (%d,%u,%f,%.17g,%d) expected (%d,%u,%f,%.17g,%d)\n", k, g.i,
                  g.u, g.f, g.d, g.flags, e.i, e.u, e.f, e.d, e.flags);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
