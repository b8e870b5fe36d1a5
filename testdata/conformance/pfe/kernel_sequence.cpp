// kernel_sequence.cpp
//
// Covers (AMP spec 3.1, ordering of parallel_for_each calls): a chain of
// dependent kernels (each reads what the previous wrote) without host
// synchronisation in between, kernels in a host loop ping-ponging two views,
// and a final host read; the result matches the same steps done serially.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1031;
  const int steps = 12;
  std::vector<int> a(n), b(n, 0), ref(n);
  for (int i = 0; i < n; ++i) a[i] = ref[i] = (i * 17) % 97;
  array_view<int, 1> av(n, a), bv(n, b);
  for (int s = 0; s < steps; ++s) {
    array_view<int, 1> src = (s % 2 == 0) ? av : bv;
    array_view<int, 1> dst = (s % 2 == 0) ? bv : av;
    parallel_for_each(dst.extent, [=](index<1> i) restrict(amp) {
      int l = i[0] > 0 ? src[i[0] - 1] : 0;
      int r = i[0] + 1 < src.extent[0] ? src[i[0] + 1] : 0;
      dst[i] = (l + src[i] * 2 + r + s) % 1000;
    });
  }
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * 3; });
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] - i[0]; });
  av.synchronize();
  std::vector<int> tmp(n);
  for (int s = 0; s < steps; ++s) {
    for (int i = 0; i < n; ++i) {
      int l = i > 0 ? ref[i - 1] : 0;
      int r = i + 1 < n ? ref[i + 1] : 0;
      tmp[i] = (l + ref[i] * 2 + r + s) % 1000;
    }
    ref.swap(tmp);
  }
  for (int i = 0; i < n; ++i) {
    int e = ref[i] * 3 - i;
    if (a[i] != e) {
      std::printf("FAIL: a[%d] got %d expected %d\n", i, a[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
