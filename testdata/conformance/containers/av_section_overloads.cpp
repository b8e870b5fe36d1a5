// av_section_overloads.cpp
//
// Covers (AMP spec 5.2.4): every array_view::section overload:
// section(index, extent), section(index), section(extent),
// section(int i0, int e0), section(int,int,int,int),
// section(int,int,int,int,int,int), on ranks 1..3 and on const views. Each
// section is a view of the same data: kernels write through the sections,
// the parent's source vector shows exactly those elements changed.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  // Rank 1.
  std::vector<int> d1(30, 0);
  array_view<int, 1> v1(30, d1);
  auto s_ie = v1.section(index<1>(3), extent<1>(4));  // [3,7)
  auto s_i = v1.section(index<1>(25));                 // [25,30)
  auto s_e = v1.section(extent<1>(2));                 // [0,2)
  auto s_ii = v1.section(10, 5);                       // [10,15)
  if (s_ie.extent[0] != 4 || s_i.extent[0] != 5 || s_e.extent[0] != 2 || s_ii.extent[0] != 5) {
    std::printf("FAIL: rank-1 section extents\n");
    return 1;
  }
  parallel_for_each(s_ie.extent, [=](index<1> i) restrict(amp) { s_ie[i] += 1; });
  parallel_for_each(s_i.extent, [=](index<1> i) restrict(amp) { s_i[i] += 2; });
  parallel_for_each(s_e.extent, [=](index<1> i) restrict(amp) { s_e[i] += 4; });
  parallel_for_each(s_ii.extent, [=](index<1> i) restrict(amp) { s_ii[i] += 8 + i[0]; });
  v1.synchronize();
  for (int k = 0; k < 30; ++k) {
    int want = (k >= 3 && k < 7) + 2 * (k >= 25) + 4 * (k < 2) + (k >= 10 && k < 15 ? 8 + k - 10 : 0);
    if (d1[k] != want) { std::printf("FAIL: rank-1 d1[%d]=%d expected %d\n", k, d1[k], want); return 1; }
  }
  // Rank 2.
  std::vector<int> d2(8 * 9, 0);
  array_view<int, 2> v2(8, 9, d2);
  auto t1 = v2.section(index<2>(1, 1), extent<2>(2, 3));
  auto t2 = v2.section(index<2>(6, 7));   // rows 6..7, cols 7..8
  auto t3 = v2.section(extent<2>(1, 9));  // row 0
  auto t4 = v2.section(3, 0, 2, 2);       // rows 3..4, cols 0..1
  parallel_for_each(t1.extent, [=](index<2> i) restrict(amp) { t1[i] = 1; });
  parallel_for_each(t2.extent, [=](index<2> i) restrict(amp) { t2[i] = 2; });
  parallel_for_each(t3.extent, [=](index<2> i) restrict(amp) { t3[i] = 3; });
  parallel_for_each(t4.extent, [=](index<2> i) restrict(amp) { t4(i[0], i[1]) = 4; });
  v2.synchronize();
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 9; ++c) {
      int want = 0;
      if (r >= 1 && r < 3 && c >= 1 && c < 4) want = 1;
      if (r >= 6 && c >= 7) want = 2;
      if (r == 0) want = 3;
      if (r >= 3 && r < 5 && c < 2) want = 4;
      if (d2[r * 9 + c] != want) { std::printf("FAIL: rank-2 (%d,%d)=%d expected %d\n", r, c, d2[r * 9 + c], want); return 1; }
    }
  // Rank 3 on a const view.
  std::vector<int> d3(3 * 4 * 5);
  for (int i = 0; i < 60; ++i) d3[i] = i;
  array_view<const int, 3> v3(3, 4, 5, d3);
  auto u = v3.section(1, 2, 3, 2, 2, 2);
  std::vector<int> out(8, 0);
  array_view<int, 3> ov(2, 2, 2, out);
  parallel_for_each(u.extent, [=](index<3> i) restrict(amp) { ov[i] = u[i]; });
  ov.synchronize();
  for (int x = 0; x < 2; ++x) for (int y = 0; y < 2; ++y) for (int z = 0; z < 2; ++z) {
    int want = ((x + 1) * 4 + y + 2) * 5 + z + 3;
    if (out[(x * 2 + y) * 2 + z] != want) { std::printf("FAIL: rank-3 section (%d,%d,%d)\n", x, y, z); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
