// av_synchronize_to.cpp
//
// Covers (AMP spec 5.2.6, AMP 1.2 additions): array_view::synchronize_to(av)
// and synchronize_to_async(av): after host edits, synchronizing to the
// accelerator makes its copy current so the next kernel sees the edits; to
// the CPU accelerator's view it brings the data to the host (the source
// container); the async form's future completes.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator_view gpu = accelerator().default_view;
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator).default_view;
  const int n = 100;
  std::vector<int> d(n);
  for (int i = 0; i < n; ++i) d[i] = i;
  array_view<int, 1> v(n, d);
  v[5] = 500; // host edit through the view
  v.synchronize_to(gpu);
  parallel_for_each(gpu, v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 3; });
  v.synchronize_to(cpu); // brings results back to the source
  for (int i = 0; i < n; ++i) {
    int want = 3 * (i == 5 ? 500 : i);
    if (d[i] != want) { std::printf("FAIL: d[%d]=%d expected %d\n", i, d[i], want); return 1; }
  }
  v[7] = -1;
  completion_future f = v.synchronize_to_async(gpu);
  f.get();
  parallel_for_each(gpu, v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
  completion_future g = v.synchronize_to_async(cpu);
  g.wait();
  for (int i = 0; i < n; ++i) {
    int want = (i == 7 ? -1 : 3 * (i == 5 ? 500 : i)) + 1;
    if (d[i] != want) { std::printf("FAIL: after async d[%d]=%d expected %d\n", i, d[i], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
