// vectors_tiled_tile_static.cpp
//
// Covers: AMP short vectors as tile_static storage and in tiled kernels: a
// tile_static float_4 array filled from an array_view<const float_4>, a
// per-tile tree reduction of float_4 sums and int_2 min/max pairs across
// barriers, results written per tile; against serial per-tile sums.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

constexpr int kTile = 32;

int main() {
  constexpr int tiles = 19, n = kTile * tiles;
  std::vector<float_4> pts(n);
  for (int i = 0; i < n; ++i)
    pts[i] = float_4(static_cast<float>(i % 13), 1.0f, static_cast<float>(-(i % 5)), 0.5f);
  std::vector<float_4> sums(tiles);
  std::vector<int_2> ranges(tiles);
  array_view<const float_4, 1> vp(n, pts);
  array_view<float_4, 1> vs(tiles, sums);
  array_view<int_2, 1> vr(tiles, ranges);
  vs.discard_data();
  vr.discard_data();
  parallel_for_each(vp.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static float_4 acc[kTile];
    tile_static int_2 mm[kTile];
    const int l = t.local[0];
    acc[l] = vp[t.global];
    const int key = static_cast<int>(acc[l].x);
    mm[l] = int_2(key, key);
    t.barrier.wait();
    for (int s = kTile / 2; s > 0; s /= 2) {
      if (l < s) {
        acc[l] += acc[l + s];
        const int_2 o = mm[l + s];
        mm[l] = int_2(o.x < mm[l].x ? o.x : mm[l].x, o.y > mm[l].y ? o.y : mm[l].y);
      }
      t.barrier.wait();
    }
    if (l == 0) {
      vs[t.tile] = acc[0];
      vr[t.tile] = mm[0];
    }
  });
  vs.synchronize();
  vr.synchronize();
  for (int t = 0; t < tiles; ++t) {
    float sx = 0, sy = 0, sz = 0, sw = 0;
    int lo = 1 << 30, hi = -1;
    for (int i = t * kTile; i < (t + 1) * kTile; ++i) {
      sx += pts[i].x;
      sy += pts[i].y;
      sz += pts[i].z;
      sw += pts[i].w;
      const int k = static_cast<int>(pts[i].x);
      lo = k < lo ? k : lo;
      hi = k > hi ? k : hi;
    }
    if (sums[t].x != sx || sums[t].y != sy || sums[t].z != sz || sums[t].w != sw || ranges[t].x != lo ||
        ranges[t].y != hi) {
      std::printf("FAIL: tile %d got sum (%g,%g,%g,%g) range (%d,%d) expected (%g,%g,%g,%g) (%d,%d)\n", t,
                  sums[t].x, sums[t].y, sums[t].z, sums[t].w, ranges[t].x, ranges[t].y, sx, sy, sz, sw, lo, hi);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
