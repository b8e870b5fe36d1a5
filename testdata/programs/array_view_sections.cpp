// array_view_sections.cpp
//
// Covers: views of part of an array_view, written through to the source:
//  * section(index<2>, extent<2>) and section(origin, extent) on 1-D views,
//    section(int, int) shorthand,
//  * projection av[i] of a 2-D view to a 1-D row view,
//  * a kernel over a section's extent whose indices are section-relative,
//  * writes through sections/projections becoming visible in the source
//    vector after synchronize() of the parent, and overlapping reads.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int R = 20, C = 27;
  std::vector<int> data(R * C, 0);
  array_view<int, 2> whole(R, C, data);

  // Inner block [3, 17) x [5, 26): mark with 100 + section-relative coords.
  array_view<int, 2> inner = whole.section(index<2>(3, 5), extent<2>(14, 21));
  parallel_for_each(inner.extent, [=](index<2> i) restrict(amp) {
    inner[i] = 100000 + i[0] * 100 + i[1];
  });

  // Row 1 through a projection: whole[1] is an array_view<int,1>.
  array_view<int, 1> row1 = whole[1];
  parallel_for_each(row1.extent, [=](index<1> i) restrict(amp) { row1[i] = -1 - i[0]; });

  // Part of row 19 through section(origin, extent) of a projection.
  array_view<int, 1> row19part = whole[19].section(index<1>(10), extent<1>(7));
  parallel_for_each(row19part.extent, [=](index<1> i) restrict(amp) { row19part[i] = 7; });

  // A 1-D view of a column-like strip via the int,int shorthand on a 1-D view.
  std::vector<int> lin(100, 0);
  array_view<int, 1> vlin(100, lin);
  array_view<int, 1> mid = vlin.section(40, 21);
  parallel_for_each(mid.extent, [=](index<1> i) restrict(amp) { mid[i] = i[0] + 1; });

  // Reading through a section inside a kernel that writes the parent elsewhere:
  // column 0 of each row gets the sum of that row's inner section.
  parallel_for_each(extent<1>(14), [=](index<1> r) restrict(amp) {
    int s = 0;
    for (int c = 0; c < inner.extent[1]; ++c) s += inner(r[0], c);
    whole(r[0] + 3, 0) = s;
  });
  whole.synchronize();
  vlin.synchronize();

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int expected = 0;
      if (r >= 3 && r < 17 && c >= 5 && c < 26) expected = 100000 + (r - 3) * 100 + (c - 5);
      if (r == 1) expected = -1 - c;
      if (r == 19 && c >= 10 && c < 17) expected = 7;
      if (r >= 3 && r < 17 && c == 0) {
        expected = 0;
        for (int k = 0; k < 21; ++k) expected += 100000 + (r - 3) * 100 + k;
      }
      if (data[r * C + c] != expected) {
        std::printf("FAIL: whole(%d,%d) got %d expected %d\n", r, c, data[r * C + c], expected);
        return 1;
      }
    }
  for (int i = 0; i < 100; ++i) {
    int expected = (i >= 40 && i < 61) ? i - 40 + 1 : 0;
    if (lin[i] != expected) {
      std::printf("FAIL: lin[%d] got %d expected %d\n", i, lin[i], expected);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
