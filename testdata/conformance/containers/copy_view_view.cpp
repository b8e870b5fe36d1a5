// copy_view_view.cpp
//
// Covers (AMP spec 5.3): copy(const array_view<const T>&, const
// array_view<T>&) and copy(const array_view<T>&, const array_view<T>&):
// contiguous to contiguous, strided section to strided section (same
// shape, different offsets), between views over arrays and over vectors,
// a source whose newest data is on the accelerator, rank 3; mismatched
// sizes throw.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> a(100), b(100, 0);
  for (int i = 0; i < 100; ++i) a[i] = i;
  array_view<int, 2> av(10, 10, a), bv(10, 10, b);
  parallel_for_each(av.extent, [=](index<2> i) restrict(amp) { av[i] *= 2; }); // newest on the accelerator
  copy(av, bv);
  bv.synchronize();
  for (int i = 0; i < 100; ++i) if (b[i] != 2 * i) { std::printf("FAIL: b[%d]=%d\n", i, b[i]); return 1; }

  // Strided section to strided section, the source as a const view.
  std::vector<int> c(100, -1);
  array_view<int, 2> cv(10, 10, c);
  array_view<const int, 2> src = array_view<const int, 2>(av).section(index<2>(1, 2), extent<2>(3, 4));
  copy(src, cv.section(index<2>(6, 5), extent<2>(3, 4)));
  cv.synchronize();
  for (int r = 0; r < 10; ++r) for (int col = 0; col < 10; ++col) {
    bool in = r >= 6 && r < 9 && col >= 5 && col < 9;
    int want = in ? 2 * ((r - 5) * 10 + col - 3) : -1;
    if (c[r * 10 + col] != want) { std::printf("FAIL: c(%d,%d)=%d expected %d\n", r, col, c[r * 10 + col], want); return 1; }
  }
  // Views over arrays, rank 3.
  array<float, 3> x(2, 3, 4), y(2, 3, 4);
  array_view<float, 3> xv(x), yv(y);
  parallel_for_each(xv.extent, [=](index<3> i) restrict(amp) { xv[i] = i[0] + 0.5f * i[1] + 0.25f * i[2]; });
  copy(xv, yv);
  std::vector<float> yy = y;
  for (int i = 0; i < 24; ++i) {
    float want = i / 12 + 0.5f * ((i / 4) % 3) + 0.25f * (i % 4);
    if (yy[i] != want) { std::printf("FAIL: y[%d]=%g expected %g\n", i, yy[i], want); return 1; }
  }
  bool threw = false;
  try { copy(av, array_view<int, 2>(5, 5)); } catch (const runtime_exception &) { threw = true; }
  if (!threw) { std::printf("FAIL: size mismatch accepted\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
