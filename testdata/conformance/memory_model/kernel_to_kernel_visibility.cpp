// kernel_to_kernel_visibility.cpp
//
// Covers (AMP spec 8, ordering of kernels on one accelerator_view): writes of
// one parallel_for_each are visible to the next one without any host
// synchronisation, through the same view, through a copy of the view, through
// a section of it, and through a concurrency::array captured by reference;
// a dependency chain of 20 kernels.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 777;
  std::vector<int> host(n, 1);
  array_view<int, 1> v(n, host);
  array_view<int, 1> alias = v;
  array_view<int, 1> tail = v.section(n / 2, n - n / 2);
  array<int, 1> acc(n);
  parallel_for_each(acc.extent, [&acc](index<1> i) restrict(amp) { acc[i] = 0; });
  for (int k = 0; k < 20; ++k) {
    if (k % 3 == 0)
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] + i[0] % 5; });
    else if (k % 3 == 1)
      parallel_for_each(alias.extent, [=](index<1> i) restrict(amp) { alias[i] = alias[i] * 3 % 10007; });
    else
      parallel_for_each(tail.extent, [=](index<1> i) restrict(amp) { tail[i] = tail[i] + 1; });
    parallel_for_each(v.extent, [=, &acc](index<1> i) restrict(amp) { acc[i] += v[i]; });
  }
  std::vector<int> ref(n, 1), racc(n, 0);
  for (int k = 0; k < 20; ++k) {
    for (int i = 0; i < n; ++i) {
      if (k % 3 == 0) ref[i] += i % 5;
      else if (k % 3 == 1) ref[i] = ref[i] * 3 % 10007;
      else if (i >= n / 2) ref[i] += 1;
      racc[i] += ref[i];
    }
  }
  std::vector<int> got = acc;
  v.synchronize();
  for (int i = 0; i < n; ++i)
    if (host[i] != ref[i] || got[i] != racc[i]) {
      std::printf("FAIL: [%d] got (%d,%d) expected (%d,%d)\n", i, host[i], got[i], ref[i], racc[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
