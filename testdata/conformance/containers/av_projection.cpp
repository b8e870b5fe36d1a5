// av_projection.cpp
//
// Covers (AMP spec 5.2.3): array_view projection operator[](int) and
// operator()(int): rank 2 -> array_view<T,1> (a row), rank 3 ->
// array_view<T,2> (a plane), rank 4 -> rank 3, chained v[i][j][k], on const
// views, inside kernels and on the host; projections of sections; the
// projections alias the original data.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> d(3 * 4 * 5, 0);
  array_view<int, 3> v(3, 4, 5, d);
  // Each thread fills a (plane, row) through chained projections.
  parallel_for_each(extent<2>(3, 4), [=](index<2> p) restrict(amp) {
    array_view<int, 1> row = v[p[0]][p[1]];
    for (int k = 0; k < 5; ++k) row[k] = p[0] * 100 + p[1] * 10 + k;
  });
  array_view<int, 2> plane = v(2);
  parallel_for_each(plane.extent, [=](index<2> i) restrict(amp) { plane[i] = -plane[i]; });
  array_view<int, 1> r = v[0](3);
  r[4] = 7777; // host write through a projection
  v.synchronize();
  for (int i = 0; i < 3; ++i) for (int j = 0; j < 4; ++j) for (int k = 0; k < 5; ++k) {
    int want = i * 100 + j * 10 + k;
    if (i == 2) want = -want;
    if (i == 0 && j == 3 && k == 4) want = 7777;
    if (d[(i * 4 + j) * 5 + k] != want) { std::printf("FAIL: (%d,%d,%d)=%d expected %d\n", i, j, k, d[(i * 4 + j) * 5 + k], want); return 1; }
  }
  // Const rank-4 projections, and a projection of a section.
  const int dims[4] = {2, 3, 2, 2};
  std::vector<int> d4(24);
  for (int i = 0; i < 24; ++i) d4[i] = i;
  array_view<const int, 4> c4(extent<4>(dims), d4);
  array_view<const int, 3> c3 = c4[1];
  array_view<const int, 1> line = c4[1][2][0];
  if (c3.extent != extent<3>(3, 2, 2) || c3(2, 1, 1) != 23 || line[1] != 21) {
    std::printf("FAIL: rank-4 projections\n");
    return 1;
  }
  array_view<int, 2> sec = v.section(index<3>(1, 1, 1), extent<3>(2, 2, 3))[1];
  std::vector<int> out(6, 0);
  array_view<int, 2> ov(2, 3, out);
  parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) { ov[i] = sec[i] + c3(i[0], i[1] % 2, 0); });
  ov.synchronize();
  for (int a = 0; a < 2; ++a) for (int b = 0; b < 3; ++b) {
    int want = -(200 + (a + 1) * 10 + (b + 1)) + (12 + a * 4 + (b % 2) * 2);
    if (out[a * 3 + b] != want) { std::printf("FAIL: section projection (%d,%d)=%d expected %d\n", a, b, out[a * 3 + b], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
