// accelerator_view_multiple_views.cpp
//
// Covers (AMP spec 3.3, several accelerator_views of one accelerator):
// arrays placed on different views, copy() between arrays of different
// views, a kernel on one view reading an array of another view of the same
// accelerator, array_views used on several views in turn, and wait() on
// every view; the results equal a serial computation.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view views[3] = {acc.default_view, acc.create_view(), acc.create_view(queuing_mode_immediate)};
  const int n = 512;
  array<int, 1> a(n, views[0]), b(n, views[1]), c(n, views[2]);
  parallel_for_each(views[0], a.extent, [&a](index<1> i) restrict(amp) { a[i] = i[0]; });
  copy(a, b);
  parallel_for_each(views[1], b.extent, [&b](index<1> i) restrict(amp) { b[i] = b[i] * 3; });
  parallel_for_each(views[2], c.extent, [&b, &c](index<1> i) restrict(amp) { c[i] = b[i] + 1; });
  std::vector<int> h(n, 0);
  array_view<int, 1> hv(n, h);
  for (int k = 0; k < 3; ++k)
    parallel_for_each(views[k], hv.extent, [=, &c](index<1> i) restrict(amp) { hv[i] += c[i] * (k + 1); });
  for (auto &v : views) v.wait();
  hv.synchronize();
  for (int i = 0; i < n; ++i)
    if (h[i] != 6 * (3 * i + 1)) { std::printf("FAIL: h[%d]=%d expected %d\n", i, h[i], 6 * (3 * i + 1)); return 1; }
  std::printf("PASS\n");
  return 0;
}
