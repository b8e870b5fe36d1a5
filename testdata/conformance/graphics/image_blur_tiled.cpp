// image_blur_tiled.cpp
//
// Covers: a typical image-processing migration: an 8-bit RGBA image loaded
// into texture<unorm_4, 2> from raw bytes, a tiled kernel (16x16 tiles,
// tile_static cache with a one-pixel apron, tile_barrier) reading the
// texture captured by reference and writing a 3x3 box blur through a
// writable texture_view<unorm_4, 2>, then a second kernel sampling the
// result at texel centres with filter_point (which must reproduce the
// texels), and the bytes read back with copy(texture, void*, bytes);
// compared with the same blur on the CPU, to one code of rounding.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static const int TS = 16;

int main() {
  const int h = 48, w = 64;  // multiples of the tile size
  std::vector<std::uint8_t> bytes(h * w * 4);
  for (int i = 0; i < h * w * 4; ++i)
    bytes[i] = (std::uint8_t)((i * 97 + (i / 256) * 13) % 256);
  texture<unorm_4, 2> src(extent<2>(h, w), bytes.data(), (unsigned)bytes.size(), 8u);
  texture<unorm_4, 2> dst(extent<2>(h, w), 8u);
  texture_view<unorm_4, 2> out(dst);

  parallel_for_each(src.extent.tile<TS, TS>(), [&src, out](tiled_index<TS, TS> t) restrict(amp) {
    tile_static float_4 cache[TS + 2][TS + 2];
    const int H = src.extent[0], W = src.extent[1];
    // Each thread loads its pixel; edge threads also load the apron.
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const int ly = t.local[0] + 1 + dy, lx = t.local[1] + 1 + dx;
        const bool mine = (dy == 0 || (dy < 0 ? t.local[0] == 0 : t.local[0] == TS - 1)) &&
                          (dx == 0 || (dx < 0 ? t.local[1] == 0 : t.local[1] == TS - 1));
        if (mine) {
          int y = t.global[0] + dy, x = t.global[1] + dx;
          y = y < 0 ? 0 : (y >= H ? H - 1 : y);
          x = x < 0 ? 0 : (x >= W ? W - 1 : x);
          const unorm_4 p = src[index<2>(y, x)];
          cache[ly][lx] = float_4(p.x, p.y, p.z, p.w);
        }
      }
    t.barrier.wait();
    float_4 sum(0.0f);
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx)
        sum += cache[t.local[0] + dy][t.local[1] + dx];
    sum /= 9.0f;
    out.set(t.global, unorm_4(unorm(sum.x), unorm(sum.y), unorm(sum.z), unorm(sum.w)));
  });

  // Point sampling at texel centres returns the texels themselves.
  texture_view<const unorm_4, 2> blurred(dst);
  std::vector<int> mismatches(1, 0);
  array_view<int, 1> mm(1, mismatches);
  parallel_for_each(dst.extent, [=](index<2> i) restrict(amp) {
    const float_2 c((i[1] + 0.5f) / blurred.extent[1], (i[0] + 0.5f) / blurred.extent[0]);
    const unorm_4 s = blurred.sample(sampler(filter_point, address_clamp), c);
    const unorm_4 v = blurred[i];
    if (s.x != v.x || s.y != v.y || s.z != v.z || s.w != v.w)
      atomic_fetch_add(&mm[0], 1);
  });
  mm.synchronize();
  if (mismatches[0] != 0) {
    std::printf("FAIL: %d point samples differ from their texels\n", mismatches[0]);
    return 1;
  }

  std::vector<std::uint8_t> result(bytes.size());
  copy(dst, result.data(), (unsigned)result.size());
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int ch = 0; ch < 4; ++ch) {
        float s = 0.0f;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            int yy = y + dy < 0 ? 0 : (y + dy >= h ? h - 1 : y + dy);
            int xx = x + dx < 0 ? 0 : (x + dx >= w ? w - 1 : x + dx);
            s += bytes[(yy * w + xx) * 4 + ch] / 255.0f;
          }
        const int want = (int)std::floor(s / 9.0f * 255.0f + 0.5f);
        const int got = result[(y * w + x) * 4 + ch];
        if (std::abs(got - want) > 1) {
          std::printf("FAIL: pixel (%d, %d) channel %d: got %d, want %d\n", y, x, ch, got, want);
          return 1;
        }
      }
  std::printf("PASS\n");
  return 0;
}
