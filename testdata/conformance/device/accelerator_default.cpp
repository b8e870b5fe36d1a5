// accelerator_default.cpp
//
// Covers (AMP spec 3.2.1, accelerator construction): the default constructor
// and accelerator(accelerator::default_accelerator) name the same device
// (==, device_path, description), the default accelerator is not the CPU
// accelerator, the static path constants (default_accelerator,
// cpu_accelerator, direct3d_warp, direct3d_ref) are distinct strings, and a
// kernel on the default accelerator's default view computes correctly;
// accelerator copy construction and assignment keep equality.
#include <amp.h>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  accelerator a;
  accelerator b(accelerator::default_accelerator);
  if (!(a == b) || a != b || a.device_path != b.device_path || a.description != b.description) {
    std::printf("FAIL: accelerator() and default_accelerator differ\n");
    return 1;
  }
  if (a.device_path == std::wstring(accelerator::cpu_accelerator)) {
    std::printf("FAIL: the default accelerator is the CPU accelerator\n");
    return 1;
  }
  std::wstring names[4] = {accelerator::default_accelerator, accelerator::cpu_accelerator,
                           accelerator::direct3d_warp, accelerator::direct3d_ref};
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j)
      if (names[i] == names[j] || names[i].empty()) { std::printf("FAIL: path constants not distinct\n"); return 1; }
  accelerator c(a);
  accelerator d(accelerator::cpu_accelerator);
  if (c != a || d == a) { std::printf("FAIL: copy / inequality\n"); return 1; }
  d = a;
  if (d != a) { std::printf("FAIL: assignment\n"); return 1; }

  const int n = 777;
  std::vector<int> v(n, 0);
  array_view<int, 1> av(n, v);
  parallel_for_each(a.default_view, av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] * 2 - 1; });
  av.synchronize();
  for (int i = 0; i < n; ++i)
    if (v[i] != 2 * i - 1) { std::printf("FAIL: v[%d]=%d\n", i, v[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
