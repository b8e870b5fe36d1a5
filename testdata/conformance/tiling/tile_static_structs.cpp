// tile_static_structs.cpp
//
// Covers (AMP spec 4.3, tile_static of class type): a tile_static array of a
// user struct (min/max/sum per element) reduced in a tree, a 2-D tile_static
// array of float, and a tile_static struct scalar filled by one thread.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 128;

struct Stats {
  int lo, hi, sum;
};

struct Header {
  int count;
  int first;
};

int main() {
  const int tiles = 11;
  const int n = kTile * tiles;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 2654435761u) % 1000 - 500;
  std::vector<Stats> out(tiles);
  std::vector<int> hdr(n, 0);
  array_view<const int, 1> iv(n, in);
  array_view<Stats, 1> ov(tiles, out);
  array_view<int, 1> hv(n, hdr);
  ov.discard_data();
  hv.discard_data();
  parallel_for_each(iv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static Stats s[kTile];
    tile_static Header h;
    const int l = t.local[0];
    int v = iv[t.global];
    s[l].lo = v;
    s[l].hi = v;
    s[l].sum = v;
    if (l == 0) {
      h.count = kTile;
      h.first = v;
    }
    t.barrier.wait();
    for (int stride = kTile / 2; stride > 0; stride /= 2) {
      if (l < stride) {
        Stats a = s[l];
        Stats b = s[l + stride];
        s[l].lo = a.lo < b.lo ? a.lo : b.lo;
        s[l].hi = a.hi > b.hi ? a.hi : b.hi;
        s[l].sum = a.sum + b.sum;
      }
      t.barrier.wait();
    }
    if (l == 0) ov[t.tile] = s[0];
    hv[t.global] = h.count + h.first;
  });
  const int R = 16 * 3, C = 16 * 2;
  std::vector<float> m(R * C), rot(R * C, 0.0f);
  for (int i = 0; i < R * C; ++i) m[i] = i * 0.5f;
  array_view<const float, 2> mv(R, C, m);
  array_view<float, 2> rv(R, C, rot);
  rv.discard_data();
  parallel_for_each(mv.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    tile_static float blk[16][16];
    blk[t.local[0]][t.local[1]] = mv[t.global];
    t.barrier.wait();
    rv[t.global] = blk[15 - t.local[0]][15 - t.local[1]];
  });
  ov.synchronize();
  hv.synchronize();
  rv.synchronize();
  for (int b = 0; b < tiles; ++b) {
    int lo = in[b * kTile], hi = lo, sum = 0;
    for (int k = 0; k < kTile; ++k) {
      int v = in[b * kTile + k];
      lo = v < lo ? v : lo;
      hi = v > hi ? v : hi;
      sum += v;
    }
    if (out[b].lo != lo || out[b].hi != hi || out[b].sum != sum) {
      std::printf("FAIL: tile %d got (%d,%d,%d) expected (%d,%d,%d)\n", b, out[b].lo, out[b].hi,
                  out[b].sum, lo, hi, sum);
      return 1;
    }
    for (int k = 0; k < kTile; ++k)
      if (hdr[b * kTile + k] != kTile + in[b * kTile]) {
        std::printf("FAIL: hdr[%d] got %d\n", b * kTile + k, hdr[b * kTile + k]);
        return 1;
      }
  }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int sr = (r / 16) * 16 + 15 - r % 16, sc = (c / 16) * 16 + 15 - c % 16;
      if (rot[r * C + c] != m[sr * C + sc]) {
        std::printf("FAIL: rot(%d,%d) got %f expected %f\n", r, c, rot[r * C + c], m[sr * C + sc]);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
