// av_ctor_pointer.cpp
//
// Covers (AMP spec 5.2.1): array_view(extent, T*) and array_view(int[, int[,
// int]], T*) over raw memory: new[] buffers, a C array, a pointer into the
// middle of a buffer, and a const T* giving array_view<const T>; results
// land in the pointed-to memory.
#include <amp.h>
#include <cstdio>
#include <memory>
#include <vector>

using namespace concurrency;

int main() {
  std::unique_ptr<float[]> f(new float[30]);
  for (int i = 0; i < 30; ++i) f[i] = 1.0f * i;
  int carr[4][6];
  for (int r = 0; r < 4; ++r) for (int c = 0; c < 6; ++c) carr[r][c] = r - c;
  std::vector<double> mid(40, -1.0);
  const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

  array_view<float, 1> a(30, f.get());
  array_view<int, 2> b(4, 6, &carr[0][0]);
  array_view<double, 3> c(extent<3>(2, 3, 4), mid.data() + 10);
  array_view<const int, 1> t(8, table);
  array_view<float, 2> a2(extent<2>(5, 6), f.get());

  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = a[i] * 2 + t[i[0] % 8]; });
  parallel_for_each(b.extent, [=](index<2> i) restrict(amp) { b[i] = b[i] * 10; });
  parallel_for_each(c.extent, [=](index<3> i) restrict(amp) { c[i] = i[0] + i[1] * 0.5 + i[2] * 0.25; });
  a.synchronize(); b.synchronize(); c.synchronize();
  for (int i = 0; i < 30; ++i)
    if (f[i] != 2.0f * i + table[i % 8]) { std::printf("FAIL: f[%d]=%g\n", i, f[i]); return 1; }
  for (int r = 0; r < 4; ++r) for (int cc = 0; cc < 6; ++cc)
    if (carr[r][cc] != 10 * (r - cc)) { std::printf("FAIL: carr[%d][%d]=%d\n", r, cc, carr[r][cc]); return 1; }
  for (int i = 0; i < 40; ++i) {
    double want = -1.0;
    if (i >= 10 && i < 34) { int k = i - 10; want = k / 12 + ((k / 4) % 3) * 0.5 + (k % 4) * 0.25; }
    if (mid[i] != want) { std::printf("FAIL: mid[%d]=%g expected %g\n", i, mid[i], want); return 1; }
  }
  // A second view over the same pointer with another shape sees the data.
  if (a2(2, 3) != f[15]) { std::printf("FAIL: second view over the pointer\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
