// unsigned_index_arithmetic.cpp
//
// Covers: signed arithmetic on tiled_index (and index) components, which are
// `int` in AMP. A translation that substitutes unsigned threadIdx/blockIdx
// values without a cast breaks every line below:
//   t.local[0] - 1 >= 0        (always true if unsigned)
//   (t.local[0] - 8) / 2       (huge if unsigned, and rounds differently)
//   t.local[1] - t.local[0] < 0
//   t.global[0] - t.tile_origin[0] - 5 used as a signed offset
//   -t.local[0], t.tile[0] - 1 for the previous tile (negative for tile 0)
//   abs-like selection between two index differences, % of a negative
// Also an untiled kernel doing idx[0] - K comparisons.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int record(int l0, int l1, int g0, int origin0, int tile0, int k) {
  switch (k) {
    case 0: return (l0 - 1 >= 0) ? 1 : 0;
    case 1: return (l0 - 8) / 2;
    case 2: return (l1 - l0 < 0) ? 1 : 0;
    case 3: return g0 - origin0 - 5;
    case 4: return -l0;
    case 5: return tile0 - 1;
    case 6: { int d = l1 - l0; return d < 0 ? -d : d; }
    case 7: return (l0 - 7) % 4;
    case 8: return (l0 - 3 > -2) ? 1 : 0;
    default: { int neighbour = l0 - 1; return neighbour < 0 ? -100 : neighbour; }
  }
}

int main() {
  const int R = 32, C = 16, T0 = 16, T1 = 8, K = 10;
  std::vector<int> out(R * C * K, 12345);
  array_view<int, 3> vo(R, C, K, out);
  vo.discard_data();

  parallel_for_each(extent<2>(R, C).tile<T0, T1>(), [=](tiled_index<T0, T1> t) restrict(amp) {
    const int r = t.global[0], c = t.global[1];
    vo(r, c, 0) = (t.local[0] - 1 >= 0) ? 1 : 0;
    vo(r, c, 1) = (t.local[0] - 8) / 2;
    vo(r, c, 2) = (t.local[1] - t.local[0] < 0) ? 1 : 0;
    vo(r, c, 3) = t.global[0] - t.tile_origin[0] - 5;
    vo(r, c, 4) = -t.local[0];
    vo(r, c, 5) = t.tile[0] - 1;
    vo(r, c, 6) = (t.local[1] - t.local[0] < 0) ? t.local[0] - t.local[1] : t.local[1] - t.local[0];
    vo(r, c, 7) = (t.local[0] - 7) % 4;
    vo(r, c, 8) = (t.local[0] - 3 > -2) ? 1 : 0;
    int neighbour = t.local[0] - 1;
    vo(r, c, 9) = neighbour < 0 ? -100 : neighbour;
  });
  vo.synchronize();

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      for (int k = 0; k < K; ++k) {
        int expected = record(r % T0, c % T1, r, (r / T0) * T0, r / T0, k);
        int got = out[(r * C + c) * K + k];
        if (got != expected) {
          std::printf("FAIL: tiled expr %d at (%d,%d) got %d expected %d\n", k, r, c, got, expected);
          return 1;
        }
      }

  // A 1-D tiled kernel reading the left neighbour within the tile, or the
  // previous tile's last element via a signed global offset.
  const int n = 64 * 5;
  std::vector<int> in(n), left(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i * 11 % 97;
  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vl(n, left);
  vl.discard_data();
  parallel_for_each(vin.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int s[64];
    s[t.local[0]] = vin[t.global];
    t.barrier.wait();
    int v;
    if (t.local[0] - 1 >= 0) v = s[t.local[0] - 1];
    else if (t.global[0] - 1 >= 0) v = vin[t.global[0] - 1];
    else v = -1;
    vl[t.global] = v;
  });

  // Untiled: idx[0] - K comparisons.
  std::vector<int> flags(100, 0);
  array_view<int, 1> vf(100, flags);
  parallel_for_each(vf.extent, [=](index<1> idx) restrict(amp) {
    vf[idx] = (idx[0] - 50 < 0 ? 1 : 0) + ((idx[0] - 99) / 10) * 10;
  });
  vl.synchronize();
  vf.synchronize();
  for (int i = 0; i < n; ++i) {
    int expected = i == 0 ? -1 : in[i - 1];
    if (left[i] != expected) {
      std::printf("FAIL: left[%d] got %d expected %d\n", i, left[i], expected);
      return 1;
    }
  }
  for (int i = 0; i < 100; ++i) {
    int expected = (i - 50 < 0 ? 1 : 0) + ((i - 99) / 10) * 10;
    if (flags[i] != expected) {
      std::printf("FAIL: flags[%d] got %d expected %d\n", i, flags[i], expected);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
