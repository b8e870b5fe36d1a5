// accelerator_default_view.cpp
//
// Covers (AMP spec 3.2.2/3.3): accelerator::default_view and
// get_default_view(): the same view each time (==), shared by all copies of
// the accelerator and by accelerator(default_accelerator); its accelerator
// is the accelerator, its properties (queuing_mode automatic, is_debug,
// version) read through the property and the getters; arrays created
// without a view land on it; kernels launched without a view run on it.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view a = acc.default_view;
  accelerator_view b = acc.get_default_view();
  accelerator_view c = accelerator(accelerator::default_accelerator).default_view;
  if (a != b || !(a == c)) { std::printf("FAIL: default views differ\n"); return 1; }
  if (a.accelerator != acc || a.get_accelerator() != acc) { std::printf("FAIL: default view's accelerator\n"); return 1; }
  if (a.queuing_mode != queuing_mode_automatic || a.get_queuing_mode() != queuing_mode_automatic) {
    std::printf("FAIL: default view's queuing mode\n");
    return 1;
  }
  if (a.is_debug != a.get_is_debug() || a.version != a.get_version() || acc.default_view.version != a.version) {
    std::printf("FAIL: default view properties\n");
    return 1;
  }
  array<float, 1> arr(20);
  if (arr.get_accelerator_view() != a) { std::printf("FAIL: an array without a view is not on the default view\n"); return 1; }
  std::vector<float> v(20, 0.0f);
  array_view<float, 1> av(20, v);
  parallel_for_each(av.extent, [=, &arr](index<1> i) restrict(amp) {
    arr[i] = 1.5f * i[0];
    av[i] = arr[i] + 1.0f;
  });
  acc.default_view.wait();
  av.synchronize();
  for (int i = 0; i < 20; ++i)
    if (v[i] != 1.5f * i + 1.0f) { std::printf("FAIL: v[%d]=%g\n", i, v[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
