// filters.cpp - the C++ AMP kernels of the sample application.
#include "filters.h"

#include <amp.h>
#include <algorithm>

using namespace concurrency;

namespace {
// Clamp to [lo, hi]; used on the accelerator and on the CPU.
inline int clamp_to(int v, int lo, int hi) restrict(amp, cpu) {
  return v < lo ? lo : (v > hi ? hi : v);
}
}  // namespace

void box_blur(const Image& in, Image& out) {
  static const int TS = 16;
  out.width = in.width;
  out.height = in.height;
  out.pixels.assign(in.pixels.size(), 0.0f);
  array_view<const float, 2> src(in.height, in.width, in.pixels);
  array_view<float, 2> dst(out.height, out.width, out.pixels);
  dst.discard_data();
  const int h = in.height, w = in.width;
  parallel_for_each(dst.extent.tile<TS, TS>().pad(), [=](tiled_index<TS, TS> t) restrict(amp) {
    // Each thread loads its own pixel into the tile; neighbours outside the
    // tile are read from global memory.
    tile_static float tile[TS][TS];
    const int y = t.global[0], x = t.global[1];
    const bool inside = y < h && x < w;
    tile[t.local[0]][t.local[1]] = inside ? src(y, x) : 0.0f;
    t.barrier.wait();
    if (!inside) return;
    float sum = 0.0f;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const int ly = t.local[0] + dy, lx = t.local[1] + dx;
        const int gy = clamp_to(y + dy, 0, h - 1), gx = clamp_to(x + dx, 0, w - 1);
        const bool in_tile = ly >= 0 && ly < TS && lx >= 0 && lx < TS && gy == y + dy && gx == x + dx;
        sum += in_tile ? tile[ly][lx] : src(gy, gx);
      }
    dst(y, x) = sum / 9.0f;
  });
  dst.synchronize();
}

void adjust(Image& img, float gain, float bias) {
  array_view<float, 1> px(static_cast<int>(img.pixels.size()), img.pixels);
  parallel_for_each(px.extent, [=](index<1> i) restrict(amp) {
    const float v = gain * px[i] + bias;
    px[i] = v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
  });
  px.synchronize();
}

double total_brightness(const Image& img) {
  static const int TILE = 256;
  const int n = static_cast<int>(img.pixels.size());
  const int tiles = (n + TILE - 1) / TILE;
  std::vector<float> partial(tiles, 0.0f);
  array_view<const float, 1> px(n, img.pixels);
  array_view<float, 1> sums(tiles, partial);
  sums.discard_data();
  parallel_for_each(px.extent.tile<TILE>().pad(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static float scratch[TILE];
    const int g = t.global[0];
    scratch[t.local[0]] = g < n ? px[g] : 0.0f;
    t.barrier.wait();
    for (int stride = TILE / 2; stride > 0; stride /= 2) {
      if (t.local[0] < stride) scratch[t.local[0]] += scratch[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0) sums[t.tile[0]] = scratch[0];
  });
  double total = 0.0;
  for (int i = 0; i < tiles; ++i) total += sums[i];
  return total;
}
