// global_fence_within_tile.cpp
//
// Covers (AMP spec 8.1, wait_with_global_memory_fence): threads of a tile
// exchange values through global memory (an array_view and a
// concurrency::array captured by reference) instead of tile_static memory:
// each thread writes its slot, the tile waits with a global memory fence,
// then each thread reads a slot another thread wrote; several rounds.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 128;

int main() {
  const int tiles = 9;
  const int n = kTile * tiles;
  const int rounds = 5;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i % 251;
  array<int, 1> scratch(n);
  array_view<int, 1> work(n, in), ov(n, out);
  parallel_for_each(work.extent.tile<kTile>(), [=, &scratch](tiled_index<kTile> t) restrict(amp) {
    const int l = t.local[0];
    const int base = t.tile_origin[0];
    int v = work[t.global];
    for (int r = 0; r < rounds; ++r) {
      scratch[t.global] = v;
      t.barrier.wait_with_global_memory_fence();
      v = scratch[base + (l + r + 1) % kTile] + 1;
      t.barrier.wait_with_global_memory_fence();
      work[t.global] = v * 2;
      t.barrier.wait_with_global_memory_fence();
      v = work[base + (kTile - 1 - l)] - v;
      t.barrier.wait_with_global_memory_fence();
    }
    ov[t.global] = v;
  });
  ov.synchronize();
  for (int b = 0; b < tiles; ++b) {
    std::vector<int> v(kTile), nv(kTile);
    for (int l = 0; l < kTile; ++l) v[l] = in[b * kTile + l];
    for (int r = 0; r < rounds; ++r) {
      for (int l = 0; l < kTile; ++l) nv[l] = v[(l + r + 1) % kTile] + 1;
      for (int l = 0; l < kTile; ++l) v[l] = nv[kTile - 1 - l] * 2 - nv[l];
    }
    for (int l = 0; l < kTile; ++l)
      if (out[b * kTile + l] != v[l]) {
        std::printf("FAIL: out[%d] got %d expected %d\n", b * kTile + l, out[b * kTile + l], v[l]);
        return 1;
      }
  }
  std::printf("PASS\n");
  return 0;
}
