// array_ctor_accelerator_view.cpp
//
// Covers (AMP spec 5.1.1): array constructors that name an accelerator_view:
// array(extent, av), array(int, av), array(int, int, av),
// array(int, int, int, av), array(extent, begin, end, av), array(extent,
// begin, av), array(int, begin, end, av); get_accelerator_view() and the
// accelerator_view property return that view (default view and a created
// view); a kernel launched on that view uses the array.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view dv = acc.default_view;
  accelerator_view cv = acc.create_view();
  std::vector<int> src(48);
  for (int i = 0; i < 48; ++i) src[i] = i * 3 - 7;

  array<int, 1> a(extent<1>(48), dv);
  array<int, 1> b(48, cv);
  array<int, 2> c(6, 8, cv);
  array<int, 3> d(2, 4, 6, dv);
  array<int, 1> e(extent<1>(48), src.begin(), src.end(), cv);
  array<int, 2> f(extent<2>(4, 12), src.begin(), cv);
  array<int, 1> g(48, src.begin(), src.end(), dv);

  if (a.get_accelerator_view() != dv || b.get_accelerator_view() != cv ||
      c.accelerator_view != cv || d.accelerator_view != dv || e.get_accelerator_view() != cv ||
      f.get_accelerator_view() != cv || g.get_accelerator_view() != dv) {
    std::printf("FAIL: get_accelerator_view does not return the view given\n");
    return 1;
  }
  if (b.get_accelerator_view().accelerator != acc) {
    std::printf("FAIL: the created view's accelerator differs\n");
    return 1;
  }

  // Kernels on the arrays' own views.
  parallel_for_each(cv, e.extent, [&e](index<1> i) restrict(amp) { e[i] += 100; });
  parallel_for_each(cv, f.extent, [&f](index<2> i) restrict(amp) { f[i] = -f[i]; });
  parallel_for_each(dv, g.extent, [&g, &e](index<1> i) restrict(amp) { g[i] = g[i] + e[i]; });
  parallel_for_each(cv, c.extent, [&c](index<2> i) restrict(amp) { c[i] = i[0] * 8 + i[1]; });
  cv.wait();
  std::vector<int> ve = e, vf = f, vg = g, vc = c;
  for (int i = 0; i < 48; ++i) {
    if (ve[i] != src[i] + 100 || vf[i] != -src[i] || vg[i] != 2 * src[i] + 100 || vc[i] != i) {
      std::printf("FAIL: element %d: e=%d f=%d g=%d c=%d\n", i, ve[i], vf[i], vg[i], vc[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
