// atomic_exchange_handoff.cpp
//
// Covers: atomic_exchange as a hand-off (AMP 1.2 spec, "Atomic operations"):
// threads of each tile swap their id into a tile_static "last" slot and
// into a global per-tile slot; each returned value is a previous writer (or
// the initial -1), so following the chain of returned values from the final
// slot visits every thread of the tile exactly once. Checked on the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 64;

int main() {
  constexpr int tiles = 12, n = kTile * tiles;
  std::vector<int> prev(n), last(tiles, -1), tile_prev(n);
  array_view<int, 1> vp(n, prev), vl(tiles, last), vtp(n, tile_prev);
  vp.discard_data();
  vtp.discard_data();
  parallel_for_each(extent<1>(n).tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int slot;
    if (t.local[0] == 0)
      slot = -1;
    t.barrier.wait();
    const int id = t.global[0];
    vp[t.global] = atomic_exchange(&vl[t.tile[0]], id);
    vtp[t.global] = atomic_exchange(&slot, id);
  });
  vp.synchronize();
  vl.synchronize();
  vtp.synchronize();
  for (int t = 0; t < tiles; ++t) {
    std::vector<int> seen(kTile, 0);
    int cur = last[t], steps = 0;
    while (cur != -1 && steps <= kTile) {
      if (cur / kTile != t || seen[cur % kTile]) {
        std::printf("FAIL: tile %d chain revisits or leaves the tile at %d\n", t, cur);
        return 1;
      }
      seen[cur % kTile] = 1;
      cur = prev[cur];
      ++steps;
    }
    if (steps != kTile) {
      std::printf("FAIL: tile %d chain has %d links expected %d\n", t, steps, kTile);
      return 1;
    }
    int starts = 0;
    for (int i = t * kTile; i < (t + 1) * kTile; ++i)
      starts += tile_prev[i] == -1;
    if (starts != 1) {
      std::printf("FAIL: tile %d: %d threads saw the initial tile_static value, expected 1\n", t, starts);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
