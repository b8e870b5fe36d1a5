// mipmaps.cpp
//
// Covers: a texture with mipmap levels (texture(extent, bits, levels));
// get_mipmap_levels / mipmap_levels and get_mipmap_extent (each level
// halves every dimension, at least 1); a writable texture_view of one level
// per kernel launch building the chain by 2x2 averaging; get(index, level)
// on the texture in a kernel; texture_view<const T> over a range of levels
// (most_detailed_mip, mip_levels) whose extent is its most detailed level's;
// sample() with a level of detail: point picks the nearest level, linear
// blends the two nearest levels.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  const int size = 16;
  const unsigned levels = 5;  // 16, 8, 4, 2, 1
  std::vector<float> base(size * size);
  for (int i = 0; i < size * size; ++i)
    base[i] = (float)((i * 13) % 31);
  texture<float, 2> tex(extent<2>(size, size), 32u, levels);
  if (tex.get_mipmap_levels() != levels || tex.mipmap_levels != levels) {
    std::printf("FAIL: mipmap_levels %u\n", tex.get_mipmap_levels());
    return 1;
  }
  for (unsigned l = 0; l < levels; ++l)
    if (tex.get_mipmap_extent(l) != extent<2>(size >> l, size >> l)) {
      std::printf("FAIL: extent of level %u\n", l);
      return 1;
    }
  copy(base.data(), (unsigned)(base.size() * sizeof(float)), tex);  // level 0

  // CPU model of the chain.
  std::vector<std::vector<float>> chain(levels);
  chain[0] = base;
  for (unsigned l = 1; l < levels; ++l) {
    int n = size >> l;
    chain[l].resize(n * n);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const std::vector<float>& p = chain[l - 1];
        int pn = n * 2;
        chain[l][r * n + c] = 0.25f * (p[2 * r * pn + 2 * c] + p[2 * r * pn + 2 * c + 1] +
                                       p[(2 * r + 1) * pn + 2 * c] + p[(2 * r + 1) * pn + 2 * c + 1]);
      }
  }

  // Build level l from level l-1: read the finer level with get(idx, l-1)
  // on the texture, write through a one-level view.
  for (unsigned l = 1; l < levels; ++l) {
    texture_view<float, 2> dst(tex, l);
    if (dst.extent != extent<2>(size >> l, size >> l)) {
      std::printf("FAIL: view extent of level %u\n", l);
      return 1;
    }
    const unsigned finer = l - 1;
    parallel_for_each(dst.extent, [=, &tex](index<2> i) restrict(amp) {
      index<2> p(2 * i[0], 2 * i[1]);
      float s = tex.get(p, finer) + tex.get(p + index<2>(0, 1), finer) +
                tex.get(p + index<2>(1, 0), finer) + tex.get(p + index<2>(1, 1), finer);
      dst.set(i, 0.25f * s);
    });
  }

  // Read every level back in one kernel.
  for (unsigned l = 0; l < levels; ++l) {
    int n = size >> l;
    std::vector<float> got(n * n);
    array_view<float, 2> gv(n, n, got);
    gv.discard_data();
    parallel_for_each(gv.extent, [=, &tex](index<2> i) restrict(amp) { gv[i] = tex.get(i, l); });
    gv.synchronize();
    for (int i = 0; i < n * n; ++i)
      if (got[i] != chain[l][i]) {
        std::printf("FAIL: level %u element %d: got %g, want %g\n", l, i, got[i], chain[l][i]);
        return 1;
      }
  }

  // A view of levels 1..3: its level 0 is the texture's level 1.
  texture_view<const float, 2> part(tex, 1, 3);
  if (part.get_mipmap_levels() != 3 || part.extent != extent<2>(8, 8)) {
    std::printf("FAIL: sub-range view\n");
    return 1;
  }
  // Sampling the texel centre (3, 2) of each level at several LODs.
  texture_view<const float, 2> all(tex);
  const float lods[6] = {0.0f, 0.4f, 0.6f, 1.0f, 2.25f, 9.0f};
  std::vector<float> pt(6), lin(6), sub(6);
  array_view<float, 1> pv(6, pt), lv(6, lin), sv(6, sub);
  sampler sp(filter_point, address_clamp), sl(filter_linear, address_clamp);
  parallel_for_each(pv.extent, [=](index<1> i) restrict(amp) {
    // Point: texel (row 2, col 3) of whichever level; linear: at the centre
    // of the coarsest texel the point falls in, the level is uniform there.
    float_2 c(3.5f / 16.0f, 2.5f / 16.0f);
    pv[i] = all.sample(sp, c, lods[i[0]]);
    lv[i] = all.sample(sl, float_2(0.5f, 0.5f), lods[i[0]]);
    sv[i] = part.get(index<2>(1, 1), 0) + part.get(index<2>(0, 0), 2);
  });
  pv.synchronize();
  lv.synchronize();
  sv.synchronize();
  auto point_model = [&](float lod) {
    int l = (int)std::floor(std::fmin(std::fmax(lod, 0.0f), levels - 1.0f) + 0.5f);
    int n = size >> l;
    int r = (int)std::floor(2.5f / 16.0f * n), c = (int)std::floor(3.5f / 16.0f * n);
    return chain[l][r * n + c];
  };
  auto linear_level = [&](int l) {  // bilinear at the centre (0.5, 0.5)
    int n = size >> l;
    if (n == 1)
      return chain[l][0];
    int a = n / 2 - 1, b = n / 2;
    return 0.25f * (chain[l][a * n + a] + chain[l][a * n + b] + chain[l][b * n + a] + chain[l][b * n + b]);
  };
  for (int i = 0; i < 6; ++i) {
    float lod = std::fmin(std::fmax(lods[i], 0.0f), levels - 1.0f);
    int l0 = (int)std::floor(lod);
    float f = lod - l0;
    float wl = f == 0.0f ? linear_level(l0) : (1 - f) * linear_level(l0) + f * linear_level(l0 + 1);
    if (pt[i] != point_model(lods[i]) || std::fabs(lin[i] - wl) > 1e-4f) {
      std::printf("FAIL: lod %g: point %g (want %g), linear %g (want %g)\n", lods[i], pt[i],
                  point_model(lods[i]), lin[i], wl);
      return 1;
    }
    if (sub[i] != chain[1][1 * 8 + 1] + chain[3][0]) {
      std::printf("FAIL: sub-range view reads %g\n", sub[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
