// truncate_extents.cpp
//
// Covers (AMP spec 4.1, tiled_extent::truncate): tile<64>().truncate() on a
// 1-D extent with the remainder handled on the host, and tile<16, 8>()
// .truncate() on a 2-D extent with the right and bottom borders done by an
// untiled kernel; the truncated extents are checked on the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1000;
  tiled_extent<64> t1 = extent<1>(n).tile<64>().truncate();
  if (t1[0] != 960) {
    std::printf("FAIL: truncated 1-D extent %d\n", t1[0]);
    return 1;
  }
  std::vector<int> v(n, -1);
  array_view<int, 1> vv(n, v);
  parallel_for_each(t1, [=](tiled_index<64> t) restrict(amp) {
    tile_static int tmp[64];
    tmp[t.local[0]] = t.global[0] * 2;
    t.barrier.wait();
    vv[t.global] = tmp[63 - t.local[0]];
  });
  vv.synchronize();
  for (int i = t1[0]; i < n; ++i) v[i] = i * 2;
  for (int i = 0; i < n; ++i) {
    int e = i < 960 ? ((i / 64) * 64 + 63 - i % 64) * 2 : i * 2;
    if (v[i] != e) {
      std::printf("FAIL: v[%d] got %d expected %d\n", i, v[i], e);
      return 1;
    }
  }
  const int R = 50, C = 37;
  tiled_extent<16, 8> t2 = extent<2>(R, C).tile<16, 8>().truncate();
  if (t2[0] != 48 || t2[1] != 32) {
    std::printf("FAIL: truncated 2-D extent %dx%d\n", t2[0], t2[1]);
    return 1;
  }
  std::vector<int> m(R * C, 0);
  array_view<int, 2> mv(R, C, m);
  parallel_for_each(t2, [=](tiled_index<16, 8> t) restrict(amp) { mv[t.global] = 1; });
  const int tr = t2[0], tc = t2[1];
  parallel_for_each(mv.extent, [=](index<2> i) restrict(amp) {
    if (i[0] >= tr || i[1] >= tc) mv[i] = 2;
  });
  mv.synchronize();
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int e = (r < 48 && c < 32) ? 1 : 2;
      if (m[r * C + c] != e) {
        std::printf("FAIL: m(%d,%d) got %d expected %d\n", r, c, m[r * C + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
