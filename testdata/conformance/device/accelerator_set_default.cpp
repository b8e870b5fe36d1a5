// accelerator_set_default.cpp
//
// Covers (AMP spec 3.2.1, accelerator::set_default): before the default
// accelerator is used, set_default(path of a listed device) succeeds and
// that device becomes accelerator(); set_default of an unknown path fails;
// once the default has been used (a kernel ran), set_default fails and the
// default stays. get_all() does not fix the default.
#include <amp.h>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<accelerator> all = accelerator::get_all();
  std::wstring chosen;
  for (const accelerator &a : all)
    if (a.device_path != accelerator::cpu_accelerator) { chosen = a.device_path; break; }
  if (chosen.empty()) { std::printf("FAIL: no non-CPU accelerator\n"); return 1; }
  if (accelerator::set_default(L"no-such-accelerator")) {
    std::printf("FAIL: set_default accepted an unknown path\n");
    return 1;
  }
  if (!accelerator::set_default(chosen)) {
    std::printf("FAIL: set_default of a listed device failed before first use\n");
    return 1;
  }
  accelerator def;
  if (def.device_path != chosen) { std::printf("FAIL: the default is not the chosen device\n"); return 1; }
  std::vector<int> v(64, 0);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] * i[0]; });
  av.synchronize();
  for (int i = 0; i < 64; ++i)
    if (v[i] != i * i) { std::printf("FAIL: v[%d]=%d\n", i, v[i]); return 1; }
  if (accelerator::set_default(accelerator::cpu_accelerator)) {
    std::printf("FAIL: set_default succeeded after the default was used\n");
    return 1;
  }
  if (accelerator().device_path != chosen) { std::printf("FAIL: the default changed\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
