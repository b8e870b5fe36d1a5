// accelerator_cpu.cpp
//
// Covers (AMP spec 3.2, the CPU accelerator): accelerator(cpu_accelerator)
// exists, its device_path is cpu_accelerator, it is listed by get_all(), it
// differs from the default accelerator; arrays on its default view are
// host memory usable directly on the CPU (element access, data()), and
// copy() moves data between them and accelerator arrays; a view over host
// memory reports the CPU accelerator as its source.
#include <amp.h>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  accelerator cpu(accelerator::cpu_accelerator);
  if (cpu.device_path != std::wstring(accelerator::cpu_accelerator)) { std::printf("FAIL: device_path\n"); return 1; }
  if (cpu == accelerator()) { std::printf("FAIL: the CPU accelerator is the default\n"); return 1; }
  bool listed = false;
  for (const accelerator &a : accelerator::get_all()) listed = listed || a == cpu;
  if (!listed) { std::printf("FAIL: the CPU accelerator is not listed\n"); return 1; }

  const int n = 128;
  array<int, 1> host_arr(n, cpu.default_view);
  for (int i = 0; i < n; ++i) host_arr[i] = i * 5;
  int *p = host_arr.data();
  p[0] = -3;
  array<int, 1> dev(n);
  copy(host_arr, dev);
  parallel_for_each(dev.extent, [&dev](index<1> i) restrict(amp) { dev[i] += 1; });
  copy(dev, host_arr);
  for (int i = 0; i < n; ++i) {
    int want = (i == 0 ? -3 : 5 * i) + 1;
    if (host_arr[i] != want) { std::printf("FAIL: host_arr[%d]=%d expected %d\n", i, host_arr[i], want); return 1; }
  }
  std::vector<int> v(4);
  array_view<int, 1> hv(4, v);
  if (hv.get_source_accelerator_view().accelerator != cpu) { std::printf("FAIL: host view's source\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
