// pad_extents.cpp
//
// Covers (AMP spec 4.1, tiled_extent::pad): 1-D tile<32>().pad() and 2-D
// tile<8, 16>().pad() over extents the tile does not divide; the padded
// extent is the next multiple (checked on the host), threads outside the
// original extent are guarded but still reach the barrier, and a per-tile
// sum that includes only in-range elements.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1000;
  tiled_extent<32> p1 = extent<1>(n).tile<32>().pad();
  if (p1[0] != 1024) {
    std::printf("FAIL: padded 1-D extent %d\n", p1[0]);
    return 1;
  }
  std::vector<int> in(n), sums(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i % 13 + 1;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> sv(n, sums);
  sv.discard_data();
  parallel_for_each(p1, [=](tiled_index<32> t) restrict(amp) {
    tile_static int buf[32];
    const bool inside = t.global[0] < iv.extent[0];
    buf[t.local[0]] = inside ? iv[t.global] : 0;
    t.barrier.wait();
    if (inside) {
      int s = 0;
      for (int k = 0; k < 32; ++k) s += buf[k];
      sv[t.global] = s;
    }
  });
  sv.synchronize();
  for (int i = 0; i < n; ++i) {
    int b = i / 32, s = 0;
    for (int k = b * 32; k < b * 32 + 32 && k < n; ++k) s += in[k];
    if (sums[i] != s) {
      std::printf("FAIL: sums[%d] got %d expected %d\n", i, sums[i], s);
      return 1;
    }
  }
  const int R = 45, C = 70;
  tiled_extent<8, 16> p2 = extent<2>(R, C).tile<8, 16>().pad();
  if (p2[0] != 48 || p2[1] != 80) {
    std::printf("FAIL: padded 2-D extent %dx%d\n", p2[0], p2[1]);
    return 1;
  }
  std::vector<int> m(R * C, -1);
  std::vector<int> count(1, 0);
  array_view<int, 2> mv(R, C, m);
  array_view<int, 1> cv(1, count);
  parallel_for_each(p2, [=](tiled_index<8, 16> t) restrict(amp) {
    atomic_fetch_add(&cv[0], 1);
    if (mv.extent.contains(t.global)) mv[t.global] = t.tile[0] * 100 + t.tile[1];
  });
  mv.synchronize();
  cv.synchronize();
  if (count[0] != 48 * 80) {
    std::printf("FAIL: %d threads ran, expected %d\n", count[0], 48 * 80);
    return 1;
  }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (m[r * C + c] != (r / 8) * 100 + c / 16) {
        std::printf("FAIL: m(%d,%d) got %d\n", r, c, m[r * C + c]);
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
