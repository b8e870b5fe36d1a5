// tile_static_scalar_broadcast.cpp
//
// Covers (AMP spec 4.3, tile_static scalars): a tile_static int written by
// local thread 0 and read by every thread of the tile after a barrier, a
// tile_static float accumulated by one thread per tile then broadcast, and
// two tile_static scalars in a 2-D tile.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 32;

int main() {
  const int n = kTile * 23;
  std::vector<int> in(n), out(n, 0);
  std::vector<float> fo(n, 0.0f);
  for (int i = 0; i < n; ++i) in[i] = (i * 7) % 50;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out);
  array_view<float, 1> fv(n, fo);
  ov.discard_data();
  fv.discard_data();
  parallel_for_each(ov.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int tile_max;
    tile_static float tile_mean;
    if (t.local[0] == 0) {
      int m = iv[t.tile_origin];
      float s = 0.0f;
      for (int k = 0; k < kTile; ++k) {
        int v = iv[t.tile_origin[0] + k];
        m = v > m ? v : m;
        s += static_cast<float>(v);
      }
      tile_max = m;
      tile_mean = s / kTile;
    }
    t.barrier.wait();
    ov[t.global] = tile_max - iv[t.global];
    fv[t.global] = static_cast<float>(iv[t.global]) - tile_mean;
  });
  const int R = 8 * 4, C = 8 * 6;
  std::vector<int> grid(R * C, 0);
  array_view<int, 2> gv(R, C, grid);
  parallel_for_each(gv.extent.tile<8, 8>(), [=](tiled_index<8, 8> t) restrict(amp) {
    tile_static int row_base;
    tile_static int col_base;
    if (t.local[0] == 0 && t.local[1] == 0) {
      row_base = t.tile[0] * 1000;
      col_base = t.tile[1] * 10;
    }
    t.barrier.wait();
    gv[t.global] = row_base + col_base + t.local[0] * 8 + t.local[1];
  });
  ov.synchronize();
  fv.synchronize();
  gv.synchronize();
  for (int b = 0; b < n / kTile; ++b) {
    int m = in[b * kTile];
    float s = 0.0f;
    for (int k = 0; k < kTile; ++k) {
      m = in[b * kTile + k] > m ? in[b * kTile + k] : m;
      s += static_cast<float>(in[b * kTile + k]);
    }
    float mean = s / kTile;
    for (int k = 0; k < kTile; ++k) {
      int i = b * kTile + k;
      float ef = static_cast<float>(in[i]) - mean;
      if (out[i] != m - in[i] || fo[i] != ef) {
        std::printf("FAIL: [%d] got (%d,%f) expected (%d,%f)\n", i, out[i], fo[i], m - in[i], ef);
        return 1;
      }
    }
  }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int e = (r / 8) * 1000 + (c / 8) * 10 + (r % 8) * 8 + c % 8;
      if (grid[r * C + c] != e) {
        std::printf("FAIL: grid(%d,%d) got %d expected %d\n", r, c, grid[r * C + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
