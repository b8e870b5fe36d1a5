// array_section.cpp
//
// Covers (AMP spec 5.1.5): every array::section overload: (index, extent),
// (index), (extent), (int i0, int e0), (int, int, int, int) and
// (int, int, int, int, int, int), on non-const and const arrays. Sections
// are views of the array: kernel writes through them change the array,
// elements outside stay as they were.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  // Rank 1.
  array<int, 1> a1(20);
  parallel_for_each(a1.extent, [&a1](index<1> i) restrict(amp) { a1[i] = 0; });
  array_view<int, 1> s1a = a1.section(index<1>(2), extent<1>(5)); // [2,7)
  array_view<int, 1> s1b = a1.section(index<1>(15));              // [15,20)
  array_view<int, 1> s1c = a1.section(extent<1>(2));              // [0,2)
  array_view<int, 1> s1d = a1.section(9, 3);                      // [9,12)
  parallel_for_each(s1a.extent, [=](index<1> i) restrict(amp) { s1a[i] += 1; });
  parallel_for_each(s1b.extent, [=](index<1> i) restrict(amp) { s1b[i] += 2; });
  parallel_for_each(s1c.extent, [=](index<1> i) restrict(amp) { s1c[i] += 4; });
  parallel_for_each(s1d.extent, [=](index<1> i) restrict(amp) { s1d[i] += 8; });
  std::vector<int> v1 = a1;
  for (int k = 0; k < 20; ++k) {
    int want = (k >= 2 && k < 7 ? 1 : 0) + (k >= 15 ? 2 : 0) + (k < 2 ? 4 : 0) + (k >= 9 && k < 12 ? 8 : 0);
    if (v1[k] != want) {
      std::printf("FAIL: rank-1 element %d got %d expected %d\n", k, v1[k], want);
      return 1;
    }
  }
  // Rank 2.
  array<int, 2> a2(6, 7);
  parallel_for_each(a2.extent, [&a2](index<2> i) restrict(amp) { a2[i] = 0; });
  array_view<int, 2> s2 = a2.section(1, 2, 3, 4); // rows 1..3, cols 2..5
  parallel_for_each(s2.extent, [=](index<2> i) restrict(amp) { s2[i] = 10 * i[0] + i[1] + 1; });
  std::vector<int> v2 = a2;
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 7; ++c) {
      bool in = r >= 1 && r < 4 && c >= 2 && c < 6;
      int want = in ? 10 * (r - 1) + (c - 2) + 1 : 0;
      if (v2[r * 7 + c] != want) {
        std::printf("FAIL: rank-2 (%d,%d) got %d expected %d\n", r, c, v2[r * 7 + c], want);
        return 1;
      }
    }
  // Rank 3 and a const array.
  array<int, 3> a3(3, 4, 5);
  parallel_for_each(a3.extent, [&a3](index<3> i) restrict(amp) { a3[i] = (i[0] * 4 + i[1]) * 5 + i[2]; });
  const array<int, 3> &c3 = a3;
  array_view<const int, 3> s3 = c3.section(1, 1, 2, 2, 3, 3);
  array_view<const int, 3> s3b = c3.section(index<3>(2, 0, 0));
  array_view<const int, 3> s3c = c3.section(extent<3>(1, 1, 5));
  if (s3.extent != extent<3>(2, 3, 3) || s3b.extent != extent<3>(1, 4, 5) || s3c.extent != extent<3>(1, 1, 5)) {
    std::printf("FAIL: rank-3 section extents\n");
    return 1;
  }
  std::vector<int> out(18, 0);
  array_view<int, 3> ov(2, 3, 3, out);
  parallel_for_each(s3.extent, [=](index<3> i) restrict(amp) { ov[i] = s3[i] + s3b(0, i[1], i[2]) + s3c(0, 0, i[2]); });
  ov.synchronize();
  for (int x = 0; x < 2; ++x)
    for (int y = 0; y < 3; ++y)
      for (int z = 0; z < 3; ++z) {
        int want = ((x + 1) * 4 + (y + 1)) * 5 + (z + 2) + (2 * 4 + y) * 5 + z + z;
        if (out[(x * 3 + y) * 3 + z] != want) {
          std::printf("FAIL: rank-3 (%d,%d,%d) got %d expected %d\n", x, y, z, out[(x * 3 + y) * 3 + z], want);
          return 1;
        }
      }
  std::printf("PASS\n");
  return 0;
}
