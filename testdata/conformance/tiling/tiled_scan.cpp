// tiled_scan.cpp
//
// Covers (AMP spec 4.3/4.4): an inclusive prefix sum: per-tile Hillis-Steele
// scan in tile_static memory with double buffering and a barrier per step,
// tile totals scanned by a second single-tile kernel, and a third untiled
// kernel adding each tile's offset; compared with a serial scan.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 128;

int main() {
  const int tiles = 37;
  const int n = kTile * tiles - 19;
  std::vector<int> in(n), out(n, 0), totals(kTile, 0);
  for (int i = 0; i < n; ++i) in[i] = (i * 7) % 11 - 3;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out), tv(kTile, totals);
  ov.discard_data();
  parallel_for_each(extent<1>(n).tile<kTile>().pad(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int buf[2][kTile];
    const int l = t.local[0];
    const bool inside = t.global[0] < iv.extent[0];
    int cur = 0;
    buf[0][l] = inside ? iv[t.global] : 0;
    t.barrier.wait();
    for (int off = 1; off < kTile; off *= 2) {
      int v = buf[cur][l];
      if (l >= off) v += buf[cur][l - off];
      buf[1 - cur][l] = v;
      cur = 1 - cur;
      t.barrier.wait();
    }
    if (inside) ov[t.global] = buf[cur][l];
    if (l == kTile - 1) tv[t.tile] = buf[cur][l];
  });
  parallel_for_each(tv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int s[kTile];
    const int l = t.local[0];
    s[l] = tv[t.global];
    t.barrier.wait();
    if (l == 0) {
      int run = 0;
      for (int k = 0; k < kTile; ++k) {
        int v = s[k];
        s[k] = run;
        run += v;
      }
    }
    t.barrier.wait();
    tv[t.global] = s[l];
  });
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] += tv[i[0] / kTile]; });
  ov.synchronize();
  int run = 0;
  for (int i = 0; i < n; ++i) {
    run += in[i];
    if (out[i] != run) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], run);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
