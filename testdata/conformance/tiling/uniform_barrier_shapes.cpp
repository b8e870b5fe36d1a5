// uniform_barrier_shapes.cpp
//
// Covers (AMP spec 4.4, barriers in tile-uniform control flow, the shapes
// tiled kernels take in practice): a do/while loop whose exit is decided by
// one thread through tile_static memory, a while loop over a captured
// bound, nested for loops with a barrier in the inner one, an if/else-if
// chain on the tile's index with a barrier in each branch, a block scope
// around barriers, tile_static declared inside a loop, the barrier wait
// variants, and a kernel whose early return (before any barrier, on a
// captured flag, so uniform) skips the whole tile.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 32;

int main() {
  const int tiles = 9;
  const int n = kTile * tiles;
  std::vector<int> data(n), result(n, 0), unused(n, 7);
  for (int i = 0; i < n; ++i) data[i] = (i * 13) % 50;
  array_view<const int, 1> dv(n, data);
  array_view<int, 1> rv(n, result);
  const int rounds = 3;

  parallel_for_each(dv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int buf[kTile];
    tile_static int done;
    const int l = t.local[0];
    int v = dv[t.global];
    // Halve every value of the tile until the largest is below 4.
    int halvings = 0;
    do {
      buf[l] = v;
      t.barrier.wait();
      if (l == 0) {
        int m = 0;
        for (int k = 0; k < kTile; ++k) m = buf[k] > m ? buf[k] : m;
        done = m < 4;
      }
      t.barrier.wait_with_tile_static_memory_fence();
      if (!done) {
        v /= 2;
        ++halvings;
      }
    } while (!done);

    int r = 0;
    while (r < rounds) {
      for (int i = 0; i < 2; ++i) {
        tile_static int ring[kTile];
        t.barrier.wait(); // every thread has read the ring of the last step
        ring[l] = v + i;
        t.barrier.wait_with_all_memory_fence();
        v = ring[(l + 1) % kTile] - i;
      }
      ++r;
    }

    int bonus;
    if (t.tile[0] == 0) {
      buf[l] = 1;
      t.barrier.wait();
      bonus = buf[kTile - 1 - l];
    } else if (t.tile[0] % 2 == 1) {
      buf[l] = 10 * l;
      t.barrier.wait();
      bonus = buf[kTile - 1 - l];
    } else {
      t.barrier.wait();
      bonus = 100;
    }
    {
      int keep = v + bonus;
      t.barrier.wait_with_global_memory_fence();
      rv[t.global] = keep + 1000 * halvings;
    }
  });

  // A launch that skips every tile: a uniform return before the barrier.
  const bool skip = true;
  array_view<int, 1> uv(n, unused);
  parallel_for_each(uv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    if (skip) return;
    tile_static int s[kTile];
    s[t.local[0]] = 1;
    t.barrier.wait();
    uv[t.global] = s[0];
  });
  uv.synchronize();
  rv.synchronize();

  for (int tile = 0; tile < tiles; ++tile) {
    std::vector<int> v(kTile);
    int halvings = 0;
    for (int l = 0; l < kTile; ++l) v[l] = data[tile * kTile + l];
    for (;;) {
      int m = 0;
      for (int x : v) m = x > m ? x : m;
      if (m < 4) break;
      for (int &x : v) x /= 2;
      ++halvings;
    }
    for (int round = 0; round < 2 * rounds; ++round) {
      int i = round % 2;
      std::vector<int> next(kTile);
      for (int l = 0; l < kTile; ++l) next[l] = v[(l + 1) % kTile] + i - i;
      v = next;
    }
    for (int l = 0; l < kTile; ++l) {
      int bonus = tile == 0 ? 1 : tile % 2 == 1 ? 10 * (kTile - 1 - l) : 100;
      int expected = v[l] + bonus + 1000 * halvings;
      int got = result[tile * kTile + l];
      if (got != expected) {
        std::printf("FAIL: element %d got %d expected %d\n", tile * kTile + l, got, expected);
        return 1;
      }
    }
  }
  for (int i = 0; i < n; ++i)
    if (unused[i] != 7) {
      std::printf("FAIL: skipped launch wrote element %d\n", i);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
