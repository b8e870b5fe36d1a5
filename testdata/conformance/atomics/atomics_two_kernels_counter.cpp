// atomics_two_kernels_counter.cpp
//
// Covers: atomic results carried across kernel launches and host access
// (AMP 1.2 spec, "Atomic operations" with the array_view coherence rules):
// kernel 1 counts matches with atomic_fetch_inc into a global counter,
// kernel 2 reads that count (no host round trip in between) and every thread
// subtracts its share with atomic_fetch_sub, so the counter ends at zero; the
// host reads the counter between the kernels through the array_view.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 3001;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = (i * 2654435761u) % 100;
  std::vector<int> counter(2, 0);
  array_view<const int, 1> vd(n, data);
  array_view<int, 1> vc(2, counter);
  parallel_for_each(vd.extent, [=](index<1> i) restrict(amp) {
    if (vd[i] < 30)
      atomic_fetch_inc(&vc[0]);
  });
  int want = 0;
  for (int v : data)
    want += v < 30;
  const int between = vc[0];  // host read through the view
  parallel_for_each(extent<1>(want), [=](index<1>) restrict(amp) {
    atomic_fetch_sub(&vc[0], 1);
    atomic_fetch_add(&vc[1], 1);
  });
  vc.synchronize();
  if (between != want || counter[0] != 0 || counter[1] != want) {
    std::printf("FAIL: count between kernels %d (expected %d), after %d %d (expected 0 %d)\n", between, want,
                counter[0], counter[1], want);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
