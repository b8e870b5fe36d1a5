// tiled_index_members_2d.cpp
//
// Covers (AMP spec 4.2, tiled_index<D0, D1>): every component of global,
// local, tile, tile_origin and tile_extent in a 2-D tiled kernel over a
// non-square tile<8, 16>, tile_dim0/tile_dim1, and the implicit conversion
// of a tiled_index to index<2> (used to index a view directly).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kT0 = 8;
constexpr int kT1 = 16;

struct Rec {
  int g0, g1, l0, l1, t0, t1, o0, o1, e0, e1, d0, d1;
};

int main() {
  const int R = kT0 * 5, C = kT1 * 3;
  std::vector<Rec> recs(R * C);
  std::vector<int> conv(R * C, 0);
  array_view<Rec, 2> rv(R, C, recs);
  array_view<int, 2> cv(R, C, conv);
  rv.discard_data();
  parallel_for_each(rv.extent.tile<kT0, kT1>(), [=](tiled_index<kT0, kT1> t) restrict(amp) {
    Rec r;
    r.g0 = t.global[0];
    r.g1 = t.global[1];
    r.l0 = t.local[0];
    r.l1 = t.local[1];
    r.t0 = t.tile[0];
    r.t1 = t.tile[1];
    r.o0 = t.tile_origin[0];
    r.o1 = t.tile_origin[1];
    r.e0 = t.tile_extent[0];
    r.e1 = t.tile_extent[1];
    r.d0 = t.tile_dim0;
    r.d1 = t.tile_dim1;
    rv[t.global] = r;
    cv[t] = 1 + t.local[0] * t.local[1];
  });
  rv.synchronize();
  cv.synchronize();
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      const Rec& r = recs[i * C + j];
      bool ok = r.g0 == i && r.g1 == j && r.l0 == i % kT0 && r.l1 == j % kT1 && r.t0 == i / kT0 &&
                r.t1 == j / kT1 && r.o0 == i - i % kT0 && r.o1 == j - j % kT1 && r.e0 == kT0 &&
                r.e1 == kT1 && r.d0 == kT0 && r.d1 == kT1 &&
                conv[i * C + j] == 1 + (i % kT0) * (j % kT1);
      if (!ok) {
        std::printf("FAIL: (%d,%d) global (%d,%d) local (%d,%d) tile (%d,%d) conv %d\n", i, j,
                    r.g0, r.g1, r.l0, r.l1, r.t0, r.t1, conv[i * C + j]);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
