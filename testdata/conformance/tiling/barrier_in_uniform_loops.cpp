// barrier_in_uniform_loops.cpp
//
// Covers (AMP spec 4.4, barriers in tile-uniform control flow): a while loop
// whose condition is a tile_static value computed by one thread (so every
// thread of the tile takes the same path) with barriers inside, a for loop
// with a trip count read from the tile's data through tile_static memory,
// and an if on a tile-uniform value (t.tile) around a barrier; per-tile
// iterative halving of values until all are zero.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 64;

int main() {
  const int tiles = 12;
  const int n = kTile * tiles;
  std::vector<int> in(n), rounds(n, 0), extra(n, 0);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % (1 << (i % 12 + 1));
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> rv(n, rounds), ev(n, extra);
  parallel_for_each(iv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int vals[kTile];
    tile_static int any;
    tile_static int trips;
    const int l = t.local[0];
    vals[l] = iv[t.global];
    if (l == 0) {
      any = 1;
      trips = (t.tile[0] % 4) + 1;
    }
    t.barrier.wait();
    int r = 0;
    while (any != 0) {
      t.barrier.wait();
      if (l == 0) any = 0;
      t.barrier.wait();
      if (vals[l] != 0) {
        vals[l] /= 2;
        any = 1;
      }
      ++r;
      t.barrier.wait();
    }
    rv[t.global] = r;
    int acc = 0;
    for (int k = 0; k < trips; ++k) {
      vals[l] = l + k;
      t.barrier.wait();
      acc += vals[(l + 1) % kTile];
      t.barrier.wait();
    }
    if (t.tile[0] % 2 == 1) {
      vals[l] = acc;
      t.barrier.wait();
      acc = vals[kTile - 1 - l];
    }
    ev[t.global] = acc;
  });
  rv.synchronize();
  ev.synchronize();
  for (int b = 0; b < tiles; ++b) {
    int mx = 0;
    for (int k = 0; k < kTile; ++k) mx = in[b * kTile + k] > mx ? in[b * kTile + k] : mx;
    int er = 0;
    // rounds: one per halving of the largest value, plus the final round that sees no change
    for (int v = mx; v != 0; v /= 2) ++er;
    er += 1;
    int trips = b % 4 + 1;
    for (int l = 0; l < kTile; ++l) {
      int src = (b % 2 == 1) ? kTile - 1 - l : l;
      int acc = 0;
      for (int k = 0; k < trips; ++k) acc += (src + 1) % kTile + k;
      int i = b * kTile + l;
      if (rounds[i] != er || extra[i] != acc) {
        std::printf("FAIL: [%d] got (%d,%d) expected (%d,%d)\n", i, rounds[i], extra[i], er, acc);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
