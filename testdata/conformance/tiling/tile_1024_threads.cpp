// tile_1024_threads.cpp
//
// Covers (AMP spec 4.1, the 1024-thread tile limit): the largest legal tiles
// tile<1024>, tile<32, 32> and tile<4, 16, 16>; each reduces its tile in
// tile_static memory (1024 elements) with barriers, so every one of the
// 1024 threads must take part.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int tiles = 3;
  std::vector<int> in(1024 * tiles);
  for (int i = 0; i < 1024 * tiles; ++i) in[i] = (i * 13) % 29;
  std::vector<int> exp(tiles, 0);
  for (int i = 0; i < 1024 * tiles; ++i) exp[i / 1024] += in[i];

  std::vector<int> r1(tiles, 0), r2(tiles, 0), r3(tiles, 0);
  array_view<const int, 1> iv(1024 * tiles, in);
  array_view<int, 1> r1v(tiles, r1), r2v(tiles, r2), r3v(tiles, r3);
  parallel_for_each(iv.extent.tile<1024>(), [=](tiled_index<1024> t) restrict(amp) {
    tile_static int buf[1024];
    const int l = t.local[0];
    buf[l] = iv[t.global];
    t.barrier.wait();
    for (int s = 512; s > 0; s >>= 1) {
      if (l < s) buf[l] += buf[l + s];
      t.barrier.wait();
    }
    if (l == 0) r1v[t.tile[0]] = buf[0];
  });
  array_view<const int, 2> iv2(32 * tiles, 32, in);
  parallel_for_each(iv2.extent.tile<32, 32>(), [=](tiled_index<32, 32> t) restrict(amp) {
    tile_static int buf[32][32];
    buf[t.local[0]][t.local[1]] = iv2[t.global];
    t.barrier.wait();
    for (int s = 16; s > 0; s >>= 1) {
      if (t.local[1] < s) buf[t.local[0]][t.local[1]] += buf[t.local[0]][t.local[1] + s];
      t.barrier.wait();
    }
    for (int s = 16; s > 0; s >>= 1) {
      if (t.local[1] == 0 && t.local[0] < s) buf[t.local[0]][0] += buf[t.local[0] + s][0];
      t.barrier.wait();
    }
    if (t.local[0] == 0 && t.local[1] == 0) r2v[t.tile[0]] = buf[0][0];
  });
  array_view<const int, 3> iv3(4 * tiles, 16, 16, in);
  parallel_for_each(iv3.extent.tile<4, 16, 16>(), [=](tiled_index<4, 16, 16> t) restrict(amp) {
    tile_static int buf[1024];
    const int l = (t.local[0] * 16 + t.local[1]) * 16 + t.local[2];
    buf[l] = iv3[t.global];
    t.barrier.wait();
    for (int s = 512; s > 0; s >>= 1) {
      if (l < s) buf[l] += buf[l + s];
      t.barrier.wait();
    }
    if (l == 0) r3v[t.tile[0]] = buf[0];
  });
  r1v.synchronize();
  r2v.synchronize();
  r3v.synchronize();
  for (int b = 0; b < tiles; ++b)
    if (r1[b] != exp[b] || r2[b] != exp[b] || r3[b] != exp[b]) {
      std::printf("FAIL: tile %d got (%d,%d,%d) expected %d\n", b, r1[b], r2[b], r3[b], exp[b]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
