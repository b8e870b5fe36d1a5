// av_synchronize_async.cpp
//
// Covers (AMP spec 5.2.6): array_view::synchronize_async() returns a valid
// completion_future; after get() (or wait()) the source container holds the
// kernel's results; the future can be waited on several times; several
// views synchronized asynchronously at once.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1000;
  std::vector<float> a(n, 0.0f), b(n, 0.0f);
  array_view<float, 1> av(n, a), bv(n, b);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = 0.5f * i[0];
    bv[i] = -1.0f * i[0];
  });
  completion_future fa = av.synchronize_async();
  completion_future fb = bv.synchronize_async();
  if (!fa.valid() || !fb.valid()) { std::printf("FAIL: synchronize_async future not valid\n"); return 1; }
  fa.get();
  fb.wait();
  fb.wait();
  for (int i = 0; i < n; ++i)
    if (a[i] != 0.5f * i || b[i] != -1.0f * i) { std::printf("FAIL: element %d: %g %g\n", i, a[i], b[i]); return 1; }
  // A second round on a 2-D view.
  std::vector<int> m(12 * 13, 0);
  array_view<int, 2> mv(12, 13, m);
  parallel_for_each(mv.extent, [=](index<2> i) restrict(amp) { mv[i] = i[0] * i[1]; });
  completion_future fm = mv.synchronize_async();
  fm.get();
  for (int r = 0; r < 12; ++r) for (int c = 0; c < 13; ++c)
    if (m[r * 13 + c] != r * c) { std::printf("FAIL: m(%d,%d)=%d\n", r, c, m[r * 13 + c]); return 1; }
  std::printf("PASS\n");
  return 0;
}
