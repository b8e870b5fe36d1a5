// math_tiled_reduction.cpp
//
// Covers: amp_math.h inside a tiled kernel with tile_static storage: each
// tile sums precise_math::sin(x)^2 + precise_math::cos(x)^2 (= 1 up to
// rounding) and fast_math::sqrt(x) over its elements in tile_static arrays
// across barriers; per-tile sums compared with double sums on the CPU
// (relative 1e-5, float accumulation).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 128;

int main() {
  constexpr int tiles = 23, n = kTile * tiles;
  std::vector<float> x(n), ones(tiles), roots(tiles);
  for (int i = 0; i < n; ++i)
    x[i] = 0.01f * i;
  array_view<const float, 1> vx(n, x);
  array_view<float, 1> vo(tiles, ones), vr(tiles, roots);
  vo.discard_data();
  vr.discard_data();
  parallel_for_each(vx.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static float a[kTile];
    tile_static float b[kTile];
    const float v = vx[t.global];
    const float s = precise_math::sin(v), c = precise_math::cos(v);
    a[t.local[0]] = s * s + c * c;
    b[t.local[0]] = fast_math::sqrt(v);
    t.barrier.wait();
    for (int stride = kTile / 2; stride > 0; stride /= 2) {
      if (t.local[0] < stride) {
        a[t.local[0]] += a[t.local[0] + stride];
        b[t.local[0]] += b[t.local[0] + stride];
      }
      t.barrier.wait();
    }
    if (t.local[0] == 0) {
      vo[t.tile] = a[0];
      vr[t.tile] = b[0];
    }
  });
  vo.synchronize();
  vr.synchronize();
  for (int t = 0; t < tiles; ++t) {
    double want_r = 0;
    for (int i = t * kTile; i < (t + 1) * kTile; ++i)
      want_r += std::sqrt(static_cast<double>(x[i]));
    if (std::fabs(ones[t] - kTile) > 1e-5 * kTile || std::fabs(roots[t] - want_r) > 1e-5 * (want_r + 1.0)) {
      std::printf("FAIL: tile %d got %.9g %.9g expected %d %.9g\n", t, ones[t], roots[t], kTile, want_r);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
