// tiled_row_reduction_2d.cpp
//
// Covers (AMP spec 4.2-4.4): 2-D tiles shaped as rows, tile<1, 128>, reducing
// every row segment of a matrix in tile_static memory; the per-tile results
// are indexed by t.tile[0] and t.tile[1]; a second kernel with tile<4, 32>
// reduces columns of a tile (reduction along dimension 0).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int R = 12, C = 128 * 3;
  std::vector<int> m(R * C);
  for (int i = 0; i < R * C; ++i) m[i] = (i * 7) % 19 - 9;
  std::vector<int> rs(R * 3, 0), cs((R / 4) * C, 0);
  array_view<const int, 2> mv(R, C, m);
  array_view<int, 2> rsv(R, 3, rs), csv(R / 4, C, cs);
  parallel_for_each(mv.extent.tile<1, 128>(), [=](tiled_index<1, 128> t) restrict(amp) {
    tile_static int buf[128];
    const int l = t.local[1];
    buf[l] = mv[t.global];
    t.barrier.wait();
    for (int s = 64; s > 0; s >>= 1) {
      if (l < s) buf[l] += buf[l + s];
      t.barrier.wait();
    }
    if (l == 0) rsv(t.tile[0], t.tile[1]) = buf[0];
  });
  parallel_for_each(mv.extent.tile<4, 32>(), [=](tiled_index<4, 32> t) restrict(amp) {
    tile_static int buf[4][32];
    buf[t.local[0]][t.local[1]] = mv[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      int s = 0;
      for (int k = 0; k < 4; ++k) s += buf[k][t.local[1]];
      csv(t.tile[0], t.global[1]) = s;
    }
  });
  rsv.synchronize();
  csv.synchronize();
  for (int r = 0; r < R; ++r)
    for (int b = 0; b < 3; ++b) {
      int s = 0;
      for (int k = 0; k < 128; ++k) s += m[r * C + b * 128 + k];
      if (rs[r * 3 + b] != s) {
        std::printf("FAIL: row %d segment %d got %d expected %d\n", r, b, rs[r * 3 + b], s);
        return 1;
      }
    }
  for (int g = 0; g < R / 4; ++g)
    for (int c = 0; c < C; ++c) {
      int s = 0;
      for (int k = 0; k < 4; ++k) s += m[(g * 4 + k) * C + c];
      if (cs[g * C + c] != s) {
        std::printf("FAIL: column group %d col %d got %d expected %d\n", g, c, cs[g * C + c], s);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
