// av_synchronize.cpp
//
// Covers (AMP spec 5.2.6): array_view::synchronize() brings kernel results
// back into the source container (vector, raw pointer) and a section's
// synchronize() brings at least its own elements; synchronize() on a view
// with nothing to do, twice in a row, and on a const view; kernels in
// sequence without synchronize keep working on the current data.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 257;
  std::vector<int> d(n, 1);
  array_view<int, 1> v(n, d);
  v.synchronize(); // nothing to do yet
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += i[0]; });
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
  v.synchronize();
  v.synchronize();
  for (int i = 0; i < n; ++i)
    if (d[i] != 2 * (1 + i)) { std::printf("FAIL: d[%d]=%d expected %d\n", i, d[i], 2 * (1 + i)); return 1; }

  int raw[6][5];
  for (int r = 0; r < 6; ++r) for (int c = 0; c < 5; ++c) raw[r][c] = 0;
  array_view<int, 2> m(6, 5, &raw[0][0]);
  parallel_for_each(m.extent, [=](index<2> i) restrict(amp) { m[i] = i[0] - i[1]; });
  m.section(index<2>(2, 1), extent<2>(3, 3)).synchronize();
  for (int r = 2; r < 5; ++r) for (int c = 1; c < 4; ++c)
    if (raw[r][c] != r - c) { std::printf("FAIL: section synchronize raw[%d][%d]=%d\n", r, c, raw[r][c]); return 1; }
  m.synchronize();
  for (int r = 0; r < 6; ++r) for (int c = 0; c < 5; ++c)
    if (raw[r][c] != r - c) { std::printf("FAIL: raw[%d][%d]=%d\n", r, c, raw[r][c]); return 1; }

  array_view<const int, 1> cv(v);
  cv.synchronize(); // allowed on a const view
  if (d[10] != 22) { std::printf("FAIL: const synchronize changed data\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
