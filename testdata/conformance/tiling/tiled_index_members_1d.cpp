// tiled_index_members_1d.cpp
//
// Covers (AMP spec 4.2, tiled_index<D0>): t.global, t.local, t.tile,
// t.tile_origin, t.tile_extent and tiled_index::tile_dim0 read in a 1-D
// tiled kernel over tile<64>, checked against the arithmetic definitions
// (global = tile * D0 + local, tile_origin = global - local).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 64;

int main() {
  const int n = kTile * 19;
  std::vector<int> g(n), l(n), t(n), o(n), e(n), d(n);
  array_view<int, 1> gv(n, g), lv(n, l), tv(n, t), ov(n, o), ev(n, e), dv(n, d);
  parallel_for_each(gv.extent.tile<kTile>(), [=](tiled_index<kTile> ti) restrict(amp) {
    const int i = ti.global[0];
    gv[i] = ti.global[0];
    lv[i] = ti.local[0];
    tv[i] = ti.tile[0];
    ov[i] = ti.tile_origin[0];
    ev[i] = ti.tile_extent[0];
    dv[i] = tiled_index<kTile>::tile_dim0;
  });
  gv.synchronize();
  lv.synchronize();
  tv.synchronize();
  ov.synchronize();
  ev.synchronize();
  dv.synchronize();
  for (int i = 0; i < n; ++i) {
    if (g[i] != i || l[i] != i % kTile || t[i] != i / kTile || o[i] != (i / kTile) * kTile ||
        e[i] != kTile || d[i] != kTile || g[i] != t[i] * kTile + l[i] || o[i] != g[i] - l[i]) {
      std::printf("FAIL: [%d] global %d local %d tile %d origin %d extent %d dim0 %d\n", i, g[i],
                  l[i], t[i], o[i], e[i], d[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
