// tiled_truncate.cpp
//
// Covers: extent.tile<N>().truncate(), which drops the elements the tile does
// not cover; the remainder is handled (1-D) on the CPU and (2-D) by a second,
// untiled kernel that writes only the uncovered border. Also checks the
// truncated tiled_extent's size on the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// Per element: value * 2 + position inside its tile (tile size 64).
int truncate_1d() {
  const int n = 1000;  // 15 full tiles of 64 (960) + 40 left over
  std::vector<int> data(n), result(n, -1);
  for (int i = 0; i < n; ++i) data[i] = i * 3 % 101;

  array_view<const int, 1> in(n, data);
  array_view<int, 1> out(n, result);

  tiled_extent<64> te = in.extent.tile<64>().truncate();
  if (te[0] != 960) {
    std::printf("FAIL: truncated extent got %d expected 960\n", te[0]);
    return 1;
  }
  parallel_for_each(te, [=](tiled_index<64> t) restrict(amp) {
    tile_static int cache[64];
    cache[t.local[0]] = in[t.global];
    t.barrier.wait();
    out[t.global] = cache[t.local[0]] * 2 + t.local[0];
  });
  out.synchronize();

  // The remainder on the CPU, as the AMP documentation suggests.
  for (int i = te[0]; i < n; ++i) result[i] = data[i] * 2 + (i % 64);

  for (int i = 0; i < n; ++i) {
    int expected = data[i] * 2 + (i % 64);
    if (result[i] != expected) {
      std::printf("FAIL: 1-D result[%d] got %d expected %d\n", i, result[i], expected);
      return 1;
    }
  }
  return 0;
}

// 2-D: the tiled kernel writes 1 + tile row/col parity information for the
// truncated part, a second untiled kernel fills the border with -(row+col).
int truncate_2d() {
  const int R = 50, C = 70;
  std::vector<int> grid(R * C, 12345);
  array_view<int, 2> g(R, C, grid);
  g.discard_data();

  auto te = g.extent.tile<16, 16>().truncate();
  if (te[0] != 48 || te[1] != 64) {
    std::printf("FAIL: truncated 2-D extent got %d x %d expected 48 x 64\n", te[0], te[1]);
    return 1;
  }
  parallel_for_each(te, [=](tiled_index<16, 16> t) restrict(amp) {
    g[t.global] = 1000 * t.tile[0] + 10 * t.tile[1] + 1;
  });
  const int covered_rows = te[0], covered_cols = te[1];
  parallel_for_each(g.extent, [=](index<2> idx) restrict(amp) {
    if (idx[0] >= covered_rows || idx[1] >= covered_cols) g[idx] = -(idx[0] + idx[1]);
  });
  g.synchronize();

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int expected = (r < 48 && c < 64) ? 1000 * (r / 16) + 10 * (c / 16) + 1 : -(r + c);
      if (grid[r * C + c] != expected) {
        std::printf("FAIL: 2-D grid(%d,%d) got %d expected %d\n", r, c, grid[r * C + c],
                    expected);
        return 1;
      }
    }
  return 0;
}

int main() {
  if (truncate_1d() || truncate_2d()) return 1;
  std::printf("PASS\n");
  return 0;
}
