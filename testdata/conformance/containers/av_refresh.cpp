// av_refresh.cpp
//
// Covers (AMP spec 5.2.6): array_view::refresh(): after the source container
// is modified directly (not through the view), refresh() makes the next
// kernel see the modification; refresh on a section refreshes the data;
// refresh of a const view.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 64;
  std::vector<int> d(n, 1);
  array_view<int, 1> v(n, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += i[0]; }); // device copy current
  v.synchronize();
  for (int i = 0; i < n; ++i) d[i] = 10 * i; // behind the view's back
  v.refresh();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
  v.synchronize();
  for (int i = 0; i < n; ++i)
    if (d[i] != 10 * i + 1) { std::printf("FAIL: d[%d]=%d expected %d\n", i, d[i], 10 * i + 1); return 1; }

  // Const input views: change the source, refresh, read again in a kernel.
  std::vector<float> in(n, 2.0f), out(n, 0.0f);
  array_view<const float, 1> iv(n, in);
  array_view<float, 1> ov(n, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = iv[i]; });
  ov.synchronize();
  for (int i = 0; i < n; ++i) in[i] = 3.0f + i;
  iv.refresh();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] += iv[i]; });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    if (out[i] != 5.0f + i) { std::printf("FAIL: out[%d]=%g expected %g\n", i, out[i], 5.0f + i); return 1; }

  // refresh() through a section.
  for (int i = 0; i < n; ++i) d[i] = -i;
  v.section(0, 8).refresh();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
  v.synchronize();
  for (int i = 0; i < n; ++i)
    if (d[i] != -2 * i) { std::printf("FAIL: section refresh d[%d]=%d\n", i, d[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
