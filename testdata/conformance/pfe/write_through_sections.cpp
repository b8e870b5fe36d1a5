// write_through_sections.cpp
//
// Covers (AMP spec 3.1 with 5.2.x sections): kernels whose domain is the
// extent of a section and which write through section views (2-D interior
// section, a 1-D section by (offset, length), a projection row of a 2-D view);
// the writes land in the parent's data and elements outside stay unchanged.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int R = 24, C = 40;
  std::vector<int> m(R * C, 0);
  array_view<int, 2> mv(R, C, m);
  array_view<int, 2> inner = mv.section(index<2>(3, 5), extent<2>(R - 6, C - 10));
  parallel_for_each(inner.extent, [=](index<2> i) restrict(amp) { inner[i] = 1000 + i[0] * 50 + i[1]; });
  array_view<int, 1> row = mv[R - 1];
  parallel_for_each(row.extent, [=](index<1> i) restrict(amp) { row[i] = -i[0]; });
  mv.synchronize();
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int e = 0;
      if (r >= 3 && r < R - 3 && c >= 5 && c < C - 5) e = 1000 + (r - 3) * 50 + (c - 5);
      if (r == R - 1) e = -c;
      if (m[r * C + c] != e) {
        std::printf("FAIL: m(%d,%d) got %d expected %d\n", r, c, m[r * C + c], e);
        return 1;
      }
    }
  const int n = 500;
  std::vector<float> v(n, 1.0f);
  array_view<float, 1> vv(n, v);
  array_view<float, 1> mid = vv.section(100, 250);
  parallel_for_each(mid.extent, [=](index<1> i) restrict(amp) { mid[i] = mid[i] * 4.0f + i[0]; });
  vv.synchronize();
  for (int i = 0; i < n; ++i) {
    float e = (i >= 100 && i < 350) ? 4.0f + (i - 100) : 1.0f;
    if (v[i] != e) {
      std::printf("FAIL: v[%d] got %f expected %f\n", i, v[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
