// all_memory_fence_publish.cpp
//
// Covers (AMP spec 8.1, all_memory_fence): every thread of a tile publishes
// a value to global memory (with atomic_exchange: atomics are coherent
// across tiles) and a summary to tile_static memory, calls
// all_memory_fence(t.barrier) (orders both kinds of memory) and waits at the
// barrier before thread 0 takes a ticket from a global atomic counter; the
// tile that draws the last ticket combines every tile's published values
// with atomic reads; tile_static results are read by the tile's threads
// after wait_with_all_memory_fence.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 32;

int main() {
  const int tiles = 41;
  const int n = kTile * tiles;
  std::vector<int> blocks(n, 0), ticket(1, 0), combined(kTile, 0), local_out(n, 0);
  array_view<int, 1> bv(n, blocks), tk(1, ticket), cv(kTile, combined), lo(n, local_out);
  parallel_for_each(bv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int summary[kTile];
    tile_static int last;
    const int l = t.local[0];
    const int v = t.tile[0] * 3 + l;
    atomic_exchange(&bv[t.global], v);
    summary[l] = v * 2;
    all_memory_fence(t.barrier);
    t.barrier.wait();
    if (l == 0) last = (atomic_fetch_inc(&tk[0]) == tiles - 1) ? 1 : 0;
    t.barrier.wait_with_all_memory_fence();
    lo[t.global] = summary[kTile - 1 - l];
    if (last) {
      int s = 0;
      for (int b = 0; b < tiles; ++b) s += atomic_fetch_add(&bv[b * kTile + l], 0);
      cv[l] = s;
    }
  });
  bv.synchronize();
  tk.synchronize();
  cv.synchronize();
  lo.synchronize();
  if (ticket[0] != tiles) {
    std::printf("FAIL: ticket %d expected %d\n", ticket[0], tiles);
    return 1;
  }
  for (int l = 0; l < kTile; ++l) {
    int s = 0;
    for (int b = 0; b < tiles; ++b) s += b * 3 + l;
    if (combined[l] != s) {
      std::printf("FAIL: combined[%d] got %d expected %d\n", l, combined[l], s);
      return 1;
    }
  }
  for (int i = 0; i < n; ++i) {
    int b = i / kTile, l = i % kTile;
    if (blocks[i] != b * 3 + l || local_out[i] != (b * 3 + kTile - 1 - l) * 2) {
      std::printf("FAIL: [%d] got (%d,%d)\n", i, blocks[i], local_out[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
