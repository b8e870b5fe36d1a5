// global_fence_last_tile_reduction.cpp
//
// Covers (AMP spec 8.1, global_memory_fence with atomics): the "last tile
// finishes the job" pattern: every tile reduces its part in tile_static
// memory; thread 0 publishes the partial with an atomic (atomics are
// coherent across tiles), calls global_memory_fence(t.barrier) so the
// publication is ordered before its next global access, then takes a ticket
// from a global atomic counter; the tile that draws the last ticket reads
// every partial with atomic reads and writes the total. (A fence alone only
// promises visibility within the tile, so the data travels through atomics.)
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 64;

int main() {
  const int tiles = 97;
  const int n = kTile * tiles;
  std::vector<int> in(n), partial(tiles, 0), done(1, 0), total(1, 0), last(1, -1);
  for (int i = 0; i < n; ++i) in[i] = (i * 31) % 17 - 8;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> pv(tiles, partial), dv(1, done), tv(1, total), lv(1, last);
  parallel_for_each(iv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int buf[kTile];
    tile_static int is_last;
    const int l = t.local[0];
    buf[l] = iv[t.global];
    t.barrier.wait();
    for (int s = kTile / 2; s > 0; s >>= 1) {
      if (l < s) buf[l] += buf[l + s];
      t.barrier.wait();
    }
    if (l == 0) {
      atomic_exchange(&pv[t.tile[0]], buf[0]);
      global_memory_fence(t.barrier);
      int ticket = atomic_fetch_add(&dv[0], 1);
      is_last = (ticket == pv.extent[0] - 1) ? 1 : 0;
    }
    t.barrier.wait();
    if (is_last && l == 0) {
      int s = 0;
      for (int k = 0; k < pv.extent[0]; ++k) s += atomic_fetch_add(&pv[k], 0);
      tv[0] = s;
      lv[0] = t.tile[0];
    }
  });
  tv.synchronize();
  dv.synchronize();
  lv.synchronize();
  pv.synchronize();
  int e = 0;
  for (int i = 0; i < n; ++i) e += in[i];
  if (done[0] != tiles || total[0] != e || last[0] < 0 || last[0] >= tiles) {
    std::printf("FAIL: done %d total %d expected %d (last tile %d)\n", done[0], total[0], e,
                last[0]);
    return 1;
  }
  for (int b = 0; b < tiles; ++b) {
    int s = 0;
    for (int k = 0; k < kTile; ++k) s += in[b * kTile + k];
    if (partial[b] != s) {
      std::printf("FAIL: partial[%d] got %d expected %d\n", b, partial[b], s);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
