// accelerator_view_create_marker.cpp
//
// Covers (AMP spec 3.3, AMP 1.2 accelerator_view::create_marker): the marker
// is a valid completion_future; once it completes (get / wait / wait_for
// returning ready), every command queued before it has finished: the
// kernel results are visible. Markers on the default and a created view,
// and through the default_view property.
#include <amp.h>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view v = acc.create_view();
  const int n = 2048;
  array<float, 1> a(n, v);
  parallel_for_each(v, a.extent, [&a](index<1> i) restrict(amp) { a[i] = 0.5f * i[0]; });
  parallel_for_each(v, a.extent, [&a](index<1> i) restrict(amp) { a[i] = a[i] * 4.0f; });
  completion_future m = v.create_marker();
  if (!m.valid()) { std::printf("FAIL: marker not valid\n"); return 1; }
  m.wait();
  if (m.wait_for(std::chrono::milliseconds(0)) != std::future_status::ready) { std::printf("FAIL: marker not ready after wait\n"); return 1; }
  std::vector<float> back = a;
  for (int i = 0; i < n; ++i)
    if (back[i] != 2.0f * i) { std::printf("FAIL: a[%d]=%g\n", i, back[i]); return 1; }

  accelerator_view dv = acc.default_view;
  std::vector<int> h(n, 0);
  array_view<int, 1> hv(n, h);
  parallel_for_each(dv, hv.extent, [=](index<1> i) restrict(amp) { hv[i] = i[0] ^ 5; });
  completion_future m2 = dv.create_marker();
  m2.get();
  completion_future m3 = acc.default_view.create_marker();
  m3.get();
  hv.synchronize();
  for (int i = 0; i < n; ++i)
    if (h[i] != (i ^ 5)) { std::printf("FAIL: h[%d]=%d\n", i, h[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
