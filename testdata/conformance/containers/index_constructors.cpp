// index_constructors.cpp
//
// Covers (AMP spec 4.1, class index<N>): the default constructor (origin),
// the per-component constructors of ranks 1..3, the constructor from an int
// array (const and non-const, ranks 1..5), copy construction and assignment,
// operator[] read/write, `rank` and `value_type`. Indexes are also built
// inside a kernel from the thread's index and a local int array, and the
// results compared with the CPU.
#include <amp.h>
#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;

int main() {
  static_assert(index<2>::rank == 2 && index<5>::rank == 5, "rank");
  static_assert(std::is_same<index<1>::value_type, int>::value, "value_type");
  index<3> z;
  index<5> z5;
  if (z[0] != 0 || z[1] != 0 || z[2] != 0 || z5[4] != 0) {
    std::printf("FAIL: default index is not the origin\n");
    return 1;
  }
  index<1> i1(4);
  index<2> i2(-1, 7);
  index<3> i3(1, -2, 3);
  if (i1[0] != 4 || i2[0] != -1 || i2[1] != 7 || i3[0] != 1 || i3[1] != -2 || i3[2] != 3) {
    std::printf("FAIL: component constructors\n");
    return 1;
  }
  const int c4[4] = {9, 8, 7, 6};
  int m5[5] = {1, 2, 3, 4, 5};
  index<4> i4(c4);
  index<5> i5(m5);
  m5[2] = 0;
  for (int k = 0; k < 4; ++k)
    if (i4[k] != c4[k]) { std::printf("FAIL: index<4>(const int[])\n"); return 1; }
  if (i5[2] != 3 || i5[4] != 5) { std::printf("FAIL: index<5>(int[])\n"); return 1; }
  index<4> copy(i4);
  index<4> assigned;
  assigned = i4;
  assigned[1] = -8;
  if (copy != i4 || assigned[1] != -8 || i4[1] != 8) {
    std::printf("FAIL: copy / assignment / operator[] write\n");
    return 1;
  }

  // Kernel: each thread of a 2-D domain builds index<3> two ways and stores a digest.
  const int rows = 5, cols = 9;
  std::vector<int> out(rows * cols * 2, 0);
  array_view<int, 3> ov(rows, cols, 2, out);
  ov.discard_data();
  parallel_for_each(extent<2>(rows, cols), [=](index<2> p) restrict(amp) {
    int comps[3] = {p[0], p[1], 0};
    index<3> a(comps);
    index<3> b(p[0], p[1], 1);
    index<3> c = b;
    c[2] = 1;
    ov[a] = a[0] * 100 + a[1];
    ov[c] = -(b[0] * 100 + b[1]);
  });
  ov.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int p0 = out[(r * cols + c) * 2], p1 = out[(r * cols + c) * 2 + 1];
      if (p0 != r * 100 + c || p1 != -(r * 100 + c)) {
        std::printf("FAIL: out[%d][%d] got %d,%d expected %d,%d\n", r, c, p0, p1, r * 100 + c, -(r * 100 + c));
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
