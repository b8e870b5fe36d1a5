// tile_size_one.cpp
//
// Covers (AMP spec 4.1, degenerate tiles): tile<1>, tile<1, 1> and
// tile<1, 1, 1>: every thread is its own tile (t.tile == t.global,
// t.local == 0), a tile_static array of one element and a barrier still
// work; also a tile<1, 32> mixing a unit and a non-unit dimension.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 123;
  std::vector<int> v1(n, 0);
  array_view<int, 1> a1(n, v1);
  parallel_for_each(a1.extent.tile<1>(), [=](tiled_index<1> t) restrict(amp) {
    tile_static int one[1];
    one[t.local[0]] = t.global[0] * 3;
    t.barrier.wait();
    a1[t.global] = one[0] + t.tile[0] * 1000 + t.local[0];
  });
  std::vector<int> v2(9 * 11, 0);
  array_view<int, 2> a2(9, 11, v2);
  parallel_for_each(a2.extent.tile<1, 1>(), [=](tiled_index<1, 1> t) restrict(amp) {
    a2[t.global] = (t.tile[0] == t.global[0] && t.tile[1] == t.global[1] && t.local[0] == 0 &&
                    t.local[1] == 0) ? t.global[0] * 11 + t.global[1] : -1;
  });
  std::vector<int> v3(3 * 4 * 5, 0);
  array_view<int, 3> a3(3, 4, 5, v3);
  parallel_for_each(a3.extent.tile<1, 1, 1>(), [=](tiled_index<1, 1, 1> t) restrict(amp) {
    tile_static int s;
    s = t.tile[0] * 20 + t.tile[1] * 5 + t.tile[2];
    t.barrier.wait();
    a3[t.global] = s + t.local[0] + t.local[1] + t.local[2];
  });
  std::vector<int> v4(6 * 64, 0);
  array_view<int, 2> a4(6, 64, v4);
  parallel_for_each(a4.extent.tile<1, 32>(), [=](tiled_index<1, 32> t) restrict(amp) {
    tile_static int row[32];
    row[t.local[1]] = t.global[1];
    t.barrier.wait();
    a4[t.global] = row[31 - t.local[1]] + t.local[0] * 1000;
  });
  a1.synchronize();
  a2.synchronize();
  a3.synchronize();
  a4.synchronize();
  for (int i = 0; i < n; ++i)
    if (v1[i] != i * 3 + i * 1000) {
      std::printf("FAIL: v1[%d] got %d\n", i, v1[i]);
      return 1;
    }
  for (int i = 0; i < 99; ++i)
    if (v2[i] != i) {
      std::printf("FAIL: v2[%d] got %d\n", i, v2[i]);
      return 1;
    }
  for (int i = 0; i < 60; ++i)
    if (v3[i] != i) {
      std::printf("FAIL: v3[%d] got %d\n", i, v3[i]);
      return 1;
    }
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 64; ++c) {
      int e = (c / 32) * 32 + 31 - c % 32;
      if (v4[r * 64 + c] != e) {
        std::printf("FAIL: v4(%d,%d) got %d expected %d\n", r, c, v4[r * 64 + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
