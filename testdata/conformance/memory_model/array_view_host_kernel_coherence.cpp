// array_view_host_kernel_coherence.cpp
//
// Covers (AMP spec 5.2 / 8, array_view coherence): a host write through the
// view (av[i] = ...) is seen by the next kernel; a kernel's writes are seen
// by host indexing without an explicit synchronize(); writes to the
// underlying vector after refresh() are seen by the next kernel; a final
// synchronize() makes the vector current; alternating host and kernel
// updates many times.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 300;
  std::vector<int> data(n, 0);
  std::vector<int> ref(n, 0);
  array_view<int, 1> v(n, data);
  for (int round = 0; round < 6; ++round) {
    // kernel update
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 2 + round; });
    for (int i = 0; i < n; ++i) ref[i] = ref[i] * 2 + round;
    // host reads through the view (implicitly brings data back)
    for (int i = 0; i < n; i += 37)
      if (v[i] != ref[i]) {
        std::printf("FAIL: round %d host read v[%d] got %d expected %d\n", round, i, v[i], ref[i]);
        return 1;
      }
    // host writes through the view
    v[round * 11] = -round;
    ref[round * 11] = -round;
  }
  // host writes to the source directly, then refresh()
  v.synchronize();
  for (int i = 0; i < n; ++i) data[i] += 1000;
  for (int i = 0; i < n; ++i) ref[i] += 1000;
  v.refresh();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] -= i[0]; });
  for (int i = 0; i < n; ++i) ref[i] -= i;
  v.synchronize();
  for (int i = 0; i < n; ++i)
    if (data[i] != ref[i]) {
      std::printf("FAIL: data[%d] got %d expected %d\n", i, data[i], ref[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
