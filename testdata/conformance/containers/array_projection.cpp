// array_projection.cpp
//
// Covers (AMP spec 5.1.3): array<T,N>::operator[](int) and operator()(int)
// projections: for rank 1 the element, for rank 2 an array_view<T,1> of a
// row, for rank 3 an array_view<T,2> of a plane (and a[i][j][k] chains), in
// kernels and on the host; a const array projects to array_view<const T>.
// Writes through a projection change the array.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 3> a(3, 4, 5);
  parallel_for_each(extent<1>(3), [&a](index<1> p) restrict(amp) {
    for (int j = 0; j < 4; ++j)
      for (int k = 0; k < 5; ++k)
        a[p[0]][j][k] = p[0] * 100 + j * 10 + k; // chained projections
  });
  array_view<int, 2> plane = a[1];
  array_view<int, 1> row = a(2)[3];
  parallel_for_each(plane.extent, [=](index<2> i) restrict(amp) { plane[i] = -plane[i]; });
  parallel_for_each(row.extent, [=](index<1> i) restrict(amp) { row(i) += 1000; });

  const array<int, 3> &ca = a;
  array_view<const int, 2> cplane = ca[0];
  if (cplane(3, 4) != 34 || ca[2][3][4] != 1234 || ca(1)(2)(3) != -123) {
    std::printf("FAIL: host const projections %d %d %d\n", cplane(3, 4), ca[2][3][4], ca(1)(2)(3));
    return 1;
  }
  std::vector<int> all = a;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      for (int k = 0; k < 5; ++k) {
        int want = i * 100 + j * 10 + k;
        if (i == 1) want = -want;
        if (i == 2 && j == 3) want += 1000;
        if (all[(i * 4 + j) * 5 + k] != want) {
          std::printf("FAIL: (%d,%d,%d) got %d expected %d\n", i, j, k, all[(i * 4 + j) * 5 + k], want);
          return 1;
        }
      }
  // Rank 1: the projection is the element itself.
  array<float, 1> f(8);
  parallel_for_each(f.extent, [&f](index<1> i) restrict(amp) { f[i[0]] = 0.5f * i[0]; f(i[0]) += 1.0f; });
  for (int i = 0; i < 8; ++i)
    if (f[i] != 0.5f * i + 1.0f) {
      std::printf("FAIL: rank-1 projection %d got %g\n", i, f[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
