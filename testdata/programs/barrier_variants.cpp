// barrier_variants.cpp
//
// Covers: every tile_barrier wait and every fence function:
//   t.barrier.wait(), wait_with_all_memory_fence(),
//   wait_with_global_memory_fence(), wait_with_tile_static_memory_fence(),
//   and the free functions all_memory_fence(t.barrier),
//   global_memory_fence(t.barrier), tile_static_memory_fence(t.barrier).
// Each barrier separates a write phase from a read phase that reads another
// thread's data (tile_static or global), so a missing barrier gives wrong
// results. Also passes the tile_barrier to a restrict(amp) helper by const
// reference. 1-D, tile 64, 5 tiles.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TILE = 64;

// Waits on the barrier it is given; used to test passing tile_barrier around.
void sync_tile(const tile_barrier& b) restrict(amp) { b.wait_with_tile_static_memory_fence(); }

int main() {
  const int n = TILE * 5;
  std::vector<int> data(n), out(n, 0), scratch(n, 0);
  for (int i = 0; i < n; ++i) data[i] = (i * 13) % 31;

  array_view<const int, 1> in(n, data);
  array_view<int, 1> res(n, out);
  array_view<int, 1> glob(n, scratch);  // global scratch shared by a tile
  res.discard_data();
  glob.discard_data();

  parallel_for_each(in.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static int s[TILE];
    const int l = t.local[0];
    const int g = t.global[0];
    const int base = t.tile_origin[0];
    const int rev = TILE - 1 - l;

    // Phase 1: tile_static write, plain wait, read the mirror element.
    s[l] = in[g];
    t.barrier.wait();
    int v = s[rev];
    t.barrier.wait();

    // Phase 2: tile_static, wait_with_tile_static_memory_fence.
    s[l] = v + 1;
    t.barrier.wait_with_tile_static_memory_fence();
    v = s[(l + 1) % TILE];
    t.barrier.wait_with_tile_static_memory_fence();

    // Phase 3: global memory, wait_with_global_memory_fence.
    glob[g] = v * 2;
    t.barrier.wait_with_global_memory_fence();
    v = glob[base + (l + 5) % TILE];
    t.barrier.wait_with_global_memory_fence();

    // Phase 4: both kinds, wait_with_all_memory_fence.
    s[l] = v + 3;
    glob[g] = v + 4;
    t.barrier.wait_with_all_memory_fence();
    v = s[rev] + glob[base + rev];
    t.barrier.wait_with_all_memory_fence();

    // Phase 5: free fence functions followed by a barrier wait.
    s[l] = v;
    tile_static_memory_fence(t.barrier);
    glob[g] = v - 1;
    global_memory_fence(t.barrier);
    all_memory_fence(t.barrier);
    t.barrier.wait();
    v = s[(l + 7) % TILE] + glob[base + (l + 11) % TILE];

    // Phase 6: a barrier passed to a helper function.
    sync_tile(t.barrier);
    s[l] = v;
    sync_tile(t.barrier);
    res[g] = s[(l + 3) % TILE];
  });
  res.synchronize();

  // Same computation, serially, tile by tile.
  std::vector<int> expect(n);
  for (int base = 0; base < n; base += TILE) {
    std::vector<int> v(TILE), s(TILE), gl(TILE);
    for (int l = 0; l < TILE; ++l) v[l] = data[base + TILE - 1 - l];
    for (int l = 0; l < TILE; ++l) s[l] = v[l] + 1;
    for (int l = 0; l < TILE; ++l) v[l] = s[(l + 1) % TILE];
    for (int l = 0; l < TILE; ++l) gl[l] = v[l] * 2;
    for (int l = 0; l < TILE; ++l) v[l] = gl[(l + 5) % TILE];
    for (int l = 0; l < TILE; ++l) { s[l] = v[l] + 3; gl[l] = v[l] + 4; }
    for (int l = 0; l < TILE; ++l) v[l] = s[TILE - 1 - l] + gl[TILE - 1 - l];
    for (int l = 0; l < TILE; ++l) { s[l] = v[l]; gl[l] = v[l] - 1; }
    for (int l = 0; l < TILE; ++l) v[l] = s[(l + 7) % TILE] + gl[(l + 11) % TILE];
    for (int l = 0; l < TILE; ++l) s[l] = v[l];
    for (int l = 0; l < TILE; ++l) expect[base + l] = s[(l + 3) % TILE];
  }
  for (int i = 0; i < n; ++i)
    if (out[i] != expect[i]) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], expect[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
