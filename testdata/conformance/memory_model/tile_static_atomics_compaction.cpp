// tile_static_atomics_compaction.cpp
//
// Covers (AMP spec 8.1/8.2, atomics on tile_static memory): a per-tile stream
// compaction: a tile_static counter zeroed by one thread, a barrier,
// atomic_fetch_inc on the tile_static counter hands out unique slots in a
// tile_static buffer, a barrier (wait_with_tile_static_memory_fence), then
// the tile reserves space in the global output with one atomic_fetch_add and
// copies its buffer out; the multiset of kept elements is checked.
#include <amp.h>
#include <cstdio>
#include <vector>
#include <algorithm>

using namespace concurrency;

constexpr int kTile = 128;

int main() {
  const int tiles = 29;
  const int n = kTile * tiles;
  std::vector<int> in(n), out(n, -1), total(1, 0), per_tile(tiles, 0);
  for (int i = 0; i < n; ++i) in[i] = static_cast<int>((i * 2654435761u) >> 13) % 1000;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out), tv(1, total), pt(tiles, per_tile);
  parallel_for_each(iv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int count;
    tile_static int base;
    tile_static int kept[kTile];
    const int l = t.local[0];
    if (l == 0) count = 0;
    t.barrier.wait();
    const int v = iv[t.global];
    if (v % 5 == 0 || v > 900) kept[atomic_fetch_inc(&count)] = v;
    t.barrier.wait_with_tile_static_memory_fence();
    if (l == 0) {
      base = atomic_fetch_add(&tv[0], count);
      pt[t.tile] = count;
    }
    t.barrier.wait();
    if (l < count) ov[base + l] = kept[l];
  });
  ov.synchronize();
  tv.synchronize();
  pt.synchronize();
  std::vector<int> expect;
  for (int b = 0; b < tiles; ++b) {
    int c = 0;
    for (int k = 0; k < kTile; ++k) {
      int v = in[b * kTile + k];
      if (v % 5 == 0 || v > 900) {
        expect.push_back(v);
        ++c;
      }
    }
    if (per_tile[b] != c) {
      std::printf("FAIL: tile %d kept %d expected %d\n", b, per_tile[b], c);
      return 1;
    }
  }
  if (total[0] != static_cast<int>(expect.size())) {
    std::printf("FAIL: total %d expected %zu\n", total[0], expect.size());
    return 1;
  }
  std::vector<int> got(out.begin(), out.begin() + total[0]);
  std::sort(got.begin(), got.end());
  std::sort(expect.begin(), expect.end());
  if (got != expect) {
    std::printf("FAIL: compacted values differ\n");
    return 1;
  }
  for (int i = total[0]; i < n; ++i)
    if (out[i] != -1) {
      std::printf("FAIL: out[%d] written (%d)\n", i, out[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
