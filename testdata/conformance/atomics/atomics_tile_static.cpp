// atomics_tile_static.cpp
//
// Covers: AMP atomics on tile_static memory (AMP 1.2 spec: the atomic
// functions accept pointers to global or tile_static int/unsigned int):
// a per-tile histogram built with atomic_fetch_add on a tile_static array,
// a per-tile maximum with atomic_fetch_max on a tile_static scalar, then
// merged into global memory with atomic_fetch_add / atomic_fetch_max after a
// barrier. Checked against a serial histogram and maximum.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 64;
constexpr int kBins = 16;

int main() {
  constexpr int n = kTile * 37;
  std::vector<unsigned int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = (static_cast<unsigned int>(i) * 2654435761u) >> 7;
  std::vector<unsigned int> hist(kBins, 0u);
  std::vector<int> tile_max(n / kTile, 0), global_max(1, 0);
  array_view<const unsigned int, 1> vd(n, data);
  array_view<unsigned int, 1> vh(kBins, hist);
  array_view<int, 1> vtm(n / kTile, tile_max), vgm(1, global_max);
  vtm.discard_data();
  parallel_for_each(vd.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static unsigned int local_hist[kBins];
    tile_static int local_max;
    if (t.local[0] < kBins)
      local_hist[t.local[0]] = 0u;
    if (t.local[0] == 0)
      local_max = 0;
    t.barrier.wait();
    const unsigned int v = vd[t.global];
    atomic_fetch_add(&local_hist[v % kBins], 1u);
    atomic_fetch_max(&local_max, static_cast<int>(v & 0xffffu));
    t.barrier.wait();
    if (t.local[0] < kBins)
      atomic_fetch_add(&vh[t.local[0]], local_hist[t.local[0]]);
    if (t.local[0] == 0) {
      vtm[t.tile] = local_max;
      atomic_fetch_max(&vgm[0], local_max);
    }
  });
  vh.synchronize();
  vtm.synchronize();
  vgm.synchronize();

  std::vector<unsigned int> wh(kBins, 0u);
  int wg = 0;
  for (int i = 0; i < n; ++i)
    ++wh[data[i] % kBins];
  for (int b = 0; b < kBins; ++b) {
    if (hist[b] != wh[b]) {
      std::printf("FAIL: hist[%d] got %u expected %u\n", b, hist[b], wh[b]);
      return 1;
    }
  }
  for (int t = 0; t < n / kTile; ++t) {
    int wm = 0;
    for (int i = t * kTile; i < (t + 1) * kTile; ++i)
      wm = static_cast<int>(data[i] & 0xffffu) > wm ? static_cast<int>(data[i] & 0xffffu) : wm;
    wg = wm > wg ? wm : wg;
    if (tile_max[t] != wm) {
      std::printf("FAIL: tile_max[%d] got %d expected %d\n", t, tile_max[t], wm);
      return 1;
    }
  }
  if (global_max[0] != wg) {
    std::printf("FAIL: global max got %d expected %d\n", global_max[0], wg);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
