// accelerator_create_view.cpp
//
// Covers (AMP spec 3.2.3, accelerator::create_view): create_view() (default
// queuing_mode_automatic) and create_view(queuing_mode_immediate) give new
// views: unequal to the default view and to each other, their accelerator is
// the creating accelerator, queuing_mode is what was asked; kernels and
// arrays on created views work; wait() on them completes the work.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view v1 = acc.create_view();
  accelerator_view v2 = acc.create_view(queuing_mode_immediate);
  accelerator_view v3 = acc.create_view(queuing_mode_automatic);
  accelerator_view dv = acc.default_view;
  if (v1 == dv || v2 == dv || v1 == v2 || v1 == v3) { std::printf("FAIL: created views compare equal\n"); return 1; }
  if (v1.accelerator != acc || v2.get_accelerator() != acc) { std::printf("FAIL: created view's accelerator\n"); return 1; }
  if (v1.queuing_mode != queuing_mode_automatic || v2.get_queuing_mode() != queuing_mode_immediate ||
      v3.queuing_mode != queuing_mode_automatic) {
    std::printf("FAIL: queuing modes\n");
    return 1;
  }
  accelerator_view copy = v2;
  if (copy != v2) { std::printf("FAIL: copied view differs\n"); return 1; }

  const int n = 400;
  std::vector<int> h(n, 1);
  array_view<int, 1> hv(n, h);
  array<int, 1> a(n, v1), b(n, v2);
  parallel_for_each(v1, a.extent, [&a](index<1> i) restrict(amp) { a[i] = i[0]; });
  parallel_for_each(v2, b.extent, [&b](index<1> i) restrict(amp) { b[i] = 2 * i[0]; });
  parallel_for_each(v3, hv.extent, [=](index<1> i) restrict(amp) { hv[i] += 10; });
  v1.wait();
  v2.wait();
  v3.wait();
  hv.synchronize();
  std::vector<int> va = a, vb = b;
  for (int i = 0; i < n; ++i)
    if (va[i] != i || vb[i] != 2 * i || h[i] != 11) { std::printf("FAIL: %d: %d %d %d\n", i, va[i], vb[i], h[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
