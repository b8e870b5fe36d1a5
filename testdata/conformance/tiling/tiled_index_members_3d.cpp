// tiled_index_members_3d.cpp
//
// Covers (AMP spec 4.2, tiled_index<D0, D1, D2>): global, local, tile and
// tile_origin in all three dimensions of a tile<2, 4, 8> kernel; the
// linearised local id (local[0]*32 + local[1]*8 + local[2]) is a permutation
// of 0..63 within every tile; tile_extent and tile_dim2.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int A = 2 * 3, B = 4 * 2, C = 8 * 5;
  const int total = A * B * C;
  std::vector<int> lin(total, -1), tileid(total, -1), ok(total, 0);
  array_view<int, 3> lv(A, B, C, lin), tv(A, B, C, tileid), okv(A, B, C, ok);
  parallel_for_each(lv.extent.tile<2, 4, 8>(), [=](tiled_index<2, 4, 8> t) restrict(amp) {
    lv[t.global] = t.local[0] * 32 + t.local[1] * 8 + t.local[2];
    tv[t.global] = (t.tile[0] * 2 + t.tile[1]) * 5 + t.tile[2];
    bool good = true;
    for (int d = 0; d < 3; ++d) {
      good = good && t.global[d] == t.tile_origin[d] + t.local[d];
      good = good && t.tile_origin[d] == t.tile[d] * t.tile_extent[d];
    }
    good = good && t.tile_extent[0] == 2 && t.tile_extent[1] == 4 && t.tile_extent[2] == 8 &&
           t.tile_dim2 == 8;
    okv[t.global] = good ? 1 : 0;
  });
  lv.synchronize();
  tv.synchronize();
  okv.synchronize();
  std::vector<int> seen(64 * 30, 0);
  for (int a = 0; a < A; ++a)
    for (int b = 0; b < B; ++b)
      for (int c = 0; c < C; ++c) {
        int k = (a * B + b) * C + c;
        int el = (a % 2) * 32 + (b % 4) * 8 + c % 8;
        int et = ((a / 2) * 2 + b / 4) * 5 + c / 8;
        if (lin[k] != el || tileid[k] != et || ok[k] != 1) {
          std::printf("FAIL: (%d,%d,%d) lin %d tile %d ok %d\n", a, b, c, lin[k], tileid[k], ok[k]);
          return 1;
        }
        seen[et * 64 + el]++;
      }
  for (int k = 0; k < 64 * 30; ++k)
    if (seen[k] != 1) {
      std::printf("FAIL: tile %d local %d seen %d times\n", k / 64, k % 64, seen[k]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
