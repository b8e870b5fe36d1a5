// av_no_source.cpp
//
// Covers (AMP spec 5.2.1): array_view(extent) and array_view(int[, int[,
// int]]) without a data source, ranks 1..3: storage appears where the data
// is first used; a kernel writes it, another kernel reads it, the host
// reads and writes it by element access and copy(); a host write before any
// kernel is seen by the kernel.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array_view<int, 1> a(33);
  array_view<float, 2> b(4, 7);
  array_view<int, 3> c(extent<3>(2, 3, 5));
  array_view<int, 2> d(extent<2>(3, 3));

  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = i[0] * i[0]; });
  parallel_for_each(b.extent, [=](index<2> i) restrict(amp) { b[i] = a[i[0] * 7 + i[1]] * 0.5f; });
  for (int i = 0; i < 3; ++i) for (int j = 0; j < 3; ++j) d(i, j) = i == j ? 1 : 0; // host first
  parallel_for_each(c.extent, [=](index<3> i) restrict(amp) { c[i] = d(i[1], i[1]) + i[2]; });

  for (int i = 0; i < 33; ++i) if (a[i] != i * i) { std::printf("FAIL: a[%d]=%d\n", i, a[i]); return 1; }
  std::vector<float> hb(28);
  copy(b, hb.begin());
  for (int k = 0; k < 28; ++k) if (hb[k] != k * k * 0.5f) { std::printf("FAIL: b[%d]=%g\n", k, hb[k]); return 1; }
  for (int x = 0; x < 2; ++x) for (int y = 0; y < 3; ++y) for (int z = 0; z < 5; ++z)
    if (c(x, y, z) != 1 + z) { std::printf("FAIL: c(%d,%d,%d)=%d\n", x, y, z, c(x, y, z)); return 1; }
  // Host edit after a kernel, then another kernel.
  a[3] = -100;
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 1; });
  if (a[3] != -99 || a[4] != 17) { std::printf("FAIL: a after host edit %d %d\n", a[3], a[4]); return 1; }
  std::printf("PASS\n");
  return 0;
}
