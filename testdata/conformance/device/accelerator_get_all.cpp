// accelerator_get_all.cpp
//
// Covers (AMP spec 3.2.1, accelerator::get_all): the list holds every real
// device and the CPU accelerator; device paths are unique and non-empty;
// each accelerator can be constructed again from its device_path and
// compares equal; the default accelerator is in the list; every listed
// accelerator except the CPU one runs a kernel on its default view.
#include <amp.h>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<accelerator> all = accelerator::get_all();
  if (all.size() < 2) { std::printf("FAIL: get_all returned %zu accelerators\n", all.size()); return 1; }
  int cpus = 0, has_default = 0;
  accelerator def;
  for (size_t i = 0; i < all.size(); ++i) {
    const std::wstring path = all[i].device_path;
    if (path.empty() || all[i].description.empty()) { std::printf("FAIL: accelerator %zu has an empty path or description\n", i); return 1; }
    for (size_t j = 0; j < i; ++j)
      if (all[j].device_path == path) { std::printf("FAIL: duplicate device path\n"); return 1; }
    accelerator again(path);
    if (again != all[i]) { std::printf("FAIL: accelerator(device_path) differs for %zu\n", i); return 1; }
    if (path == accelerator::cpu_accelerator) ++cpus;
    if (all[i] == def) ++has_default;
  }
  if (cpus != 1) { std::printf("FAIL: %d CPU accelerators listed\n", cpus); return 1; }
  if (has_default != 1) { std::printf("FAIL: default accelerator listed %d times\n", has_default); return 1; }
  for (const accelerator &acc : all) {
    if (acc.device_path == accelerator::cpu_accelerator) continue;
    std::vector<int> v(100, 0);
    array_view<int, 1> av(100, v);
    parallel_for_each(acc.default_view, av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] + 5; });
    av.synchronize();
    for (int i = 0; i < 100; ++i)
      if (v[i] != i + 5) { std::printf("FAIL: kernel on a listed accelerator v[%d]=%d\n", i, v[i]); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
