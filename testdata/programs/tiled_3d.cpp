// tiled_3d.cpp
//
// Covers: rank-3 tiling. extent<3>::tile<2, 4, 8>() (64 threads per tile),
// tiled_index<2, 4, 8>, a 3-D tile_static array, a mirrored read inside the
// tile after a barrier, a per-tile sum computed by the thread with local
// (0,0,0), and t.tile used to index a per-tile output. The extent
// 6 x 12 x 40 is divided by the tile (AMP requires it for plain tiles) but
// every dimension has a different tile count.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int D0 = 2, D1 = 4, D2 = 8;

int main() {
  const int n0 = 6, n1 = 12, n2 = 40;
  const int total = n0 * n1 * n2;
  std::vector<int> in(total), mirrored(total, 0);
  for (int i = 0; i < total; ++i) in[i] = (i * 131) % 997;
  const int t0 = n0 / D0, t1 = n1 / D1, t2 = n2 / D2;
  std::vector<int> sums(t0 * t1 * t2, 0);

  array_view<const int, 3> vin(n0, n1, n2, in);
  array_view<int, 3> vmir(n0, n1, n2, mirrored);
  array_view<int, 3> vsum(t0, t1, t2, sums);
  vmir.discard_data();
  vsum.discard_data();

  parallel_for_each(vin.extent.tile<D0, D1, D2>(), [=](tiled_index<D0, D1, D2> t) restrict(amp) {
    tile_static int buf[D0][D1][D2];
    const int a = t.local[0], b = t.local[1], c = t.local[2];
    buf[a][b][c] = vin[t.global];
    t.barrier.wait();
    vmir[t.global] = buf[D0 - 1 - a][D1 - 1 - b][D2 - 1 - c];
    if (a == 0 && b == 0 && c == 0) {
      int s = 0;
      for (int i = 0; i < D0; ++i)
        for (int j = 0; j < D1; ++j)
          for (int k = 0; k < D2; ++k) s += buf[i][j][k];
      vsum[t.tile] = s;
    }
  });
  vmir.synchronize();
  vsum.synchronize();

  for (int i = 0; i < n0; ++i)
    for (int j = 0; j < n1; ++j)
      for (int k = 0; k < n2; ++k) {
        int oi = (i / D0) * D0, oj = (j / D1) * D1, ok = (k / D2) * D2;
        int mi = oi + (D0 - 1 - (i - oi)), mj = oj + (D1 - 1 - (j - oj)),
            mk = ok + (D2 - 1 - (k - ok));
        int expected = in[(mi * n1 + mj) * n2 + mk];
        int got = mirrored[(i * n1 + j) * n2 + k];
        if (got != expected) {
          std::printf("FAIL: mirrored(%d,%d,%d) got %d expected %d\n", i, j, k, got, expected);
          return 1;
        }
      }
  for (int a = 0; a < t0; ++a)
    for (int b = 0; b < t1; ++b)
      for (int c = 0; c < t2; ++c) {
        int expected = 0;
        for (int i = 0; i < D0; ++i)
          for (int j = 0; j < D1; ++j)
            for (int k = 0; k < D2; ++k)
              expected += in[((a * D0 + i) * n1 + (b * D1 + j)) * n2 + (c * D2 + k)];
        int got = sums[(a * t1 + b) * t2 + c];
        if (got != expected) {
          std::printf("FAIL: tile sum (%d,%d,%d) got %d expected %d\n", a, b, c, got, expected);
          return 1;
        }
      }
  std::printf("PASS\n");
  return 0;
}
