// tile_static_memory_fence.cpp
//
// Covers (AMP spec 8.1, tile_static_memory_fence and
// wait_with_tile_static_memory_fence): repeated rounds in which every thread
// writes its tile_static slot, calls tile_static_memory_fence(t.barrier),
// and the tile then synchronises with wait_with_tile_static_memory_fence
// before reading its neighbours' slots (an odd-even transposition sort of
// each tile in tile_static memory).
#include <amp.h>
#include <cstdio>
#include <vector>
#include <algorithm>

using namespace concurrency;

constexpr int kTile = 64;

int main() {
  const int tiles = 17;
  const int n = kTile * tiles;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i) data[i] = static_cast<int>((i * 2654435761u) >> 9) % 1000;
  std::vector<int> ref = data;
  array_view<int, 1> dv(n, data);
  parallel_for_each(dv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int s[kTile];
    const int l = t.local[0];
    s[l] = dv[t.global];
    tile_static_memory_fence(t.barrier);
    t.barrier.wait_with_tile_static_memory_fence();
    for (int phase = 0; phase < kTile; ++phase) {
      const int partner = ((l + phase) % 2 == 0) ? l + 1 : l - 1;
      int mine = s[l];
      int other = (partner >= 0 && partner < kTile) ? s[partner] : mine;
      t.barrier.wait_with_tile_static_memory_fence();
      if (partner >= 0 && partner < kTile) {
        const bool keep_min = l < partner;
        s[l] = keep_min ? (mine < other ? mine : other) : (mine > other ? mine : other);
      }
      tile_static_memory_fence(t.barrier);
      t.barrier.wait_with_tile_static_memory_fence();
    }
    dv[t.global] = s[l];
  });
  dv.synchronize();
  for (int b = 0; b < tiles; ++b) std::sort(ref.begin() + b * kTile, ref.begin() + (b + 1) * kTile);
  for (int i = 0; i < n; ++i)
    if (data[i] != ref[i]) {
      std::printf("FAIL: data[%d] got %d expected %d\n", i, data[i], ref[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
