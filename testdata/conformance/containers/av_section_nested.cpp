// av_section_nested.cpp
//
// Covers (AMP spec 5.2.4): sections of sections keep addressing the original
// data (origins add up); host element access through a nested section;
// a kernel writing a section and another reading the parent without a
// synchronize in between; section() called inside a kernel (restrict(amp)).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 10, cols = 12;
  std::vector<int> d(rows * cols, 0);
  array_view<int, 2> v(rows, cols, d);
  array_view<int, 2> s1 = v.section(index<2>(2, 3), extent<2>(6, 7));
  array_view<int, 2> s2 = s1.section(index<2>(1, 2), extent<2>(3, 4)); // rows 3..5, cols 5..8
  parallel_for_each(s2.extent, [=](index<2> i) restrict(amp) { s2[i] = 100 + i[0] * 10 + i[1]; });
  if (s1(1, 2) != 100 || v(5, 8) != 123 || s2(2, 3) != 123) {
    std::printf("FAIL: host reads through sections %d %d %d\n", s1(1, 2), v(5, 8), s2(2, 3));
    return 1;
  }
  // Parent read by a kernel right after the section's kernel.
  std::vector<int> rowsum(rows, 0);
  array_view<int, 1> rs(rows, rowsum);
  rs.discard_data();
  parallel_for_each(rs.extent, [=](index<1> r) restrict(amp) {
    int s = 0;
    for (int c = 0; c < cols; ++c) s += v(r[0], c);
    rs[r] = s;
  });
  // A section made inside the kernel.
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    array_view<int, 2> corner = v.section(index<2>(rows - 2, cols - 2), extent<2>(2, 2));
    corner(1, 1) = -1;
    corner(0, 0) = -2;
  });
  rs.synchronize();
  v.synchronize();
  for (int r = 0; r < rows; ++r) {
    int want = 0;
    if (r >= 3 && r <= 5) for (int c = 0; c < 4; ++c) want += 100 + (r - 3) * 10 + c;
    if (rowsum[r] != want) { std::printf("FAIL: rowsum[%d]=%d expected %d\n", r, rowsum[r], want); return 1; }
  }
  if (d[(rows - 1) * cols + cols - 1] != -1 || d[(rows - 2) * cols + cols - 2] != -2 || d[0] != 0) {
    std::printf("FAIL: in-kernel section writes\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
