// capture_arrays_by_reference.cpp
//
// Covers (AMP spec 3.1 and 5.1, captured concurrency::array): arrays captured
// by reference with [&], with an explicit [&arr] list, mixed with values
// ([=, &arr]); a 2-D array indexed by (r, c) and index<2>; arr.extent read in
// the kernel; results copied back with copy() and by conversion to vector.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 31, cols = 45;
  std::vector<int> init(rows * cols);
  for (int i = 0; i < rows * cols; ++i) init[i] = i % 101;
  array<int, 2> grid(rows, cols, init.begin());
  array<int, 1> rowsum(rows);
  const int bias = 5;
  parallel_for_each(grid.extent, [&grid](index<2> idx) restrict(amp) { grid[idx] = grid(idx[0], idx[1]) * 2; });
  parallel_for_each(rowsum.extent, [&](index<1> r) restrict(amp) {
    int s = 0;
    for (int c = 0; c < grid.extent[1]; ++c) s += grid(r[0], c);
    rowsum[r] = s;
  });
  parallel_for_each(rowsum.extent, [=, &rowsum](index<1> r) restrict(amp) { rowsum[r] += bias; });
  std::vector<int> g(rows * cols);
  copy(grid, g.begin());
  std::vector<int> rs = rowsum;
  for (int r = 0; r < rows; ++r) {
    int s = 0;
    for (int c = 0; c < cols; ++c) {
      int e = init[r * cols + c] * 2;
      if (g[r * cols + c] != e) {
        std::printf("FAIL: grid(%d,%d) got %d expected %d\n", r, c, g[r * cols + c], e);
        return 1;
      }
      s += e;
    }
    if (rs[r] != s + bias) {
      std::printf("FAIL: rowsum[%d] got %d expected %d\n", r, rs[r], s + bias);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
