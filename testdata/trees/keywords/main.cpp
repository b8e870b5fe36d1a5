// main.cpp - includes a header that uses restrict before <amp.h>, and calls
// files that never include it (scale.cpp; tiled.cpp, which reaches AMP
// through a header migrated already).
#include <cstdio>
#include <vector>

#include "include/device_helpers.h"
#include "migrated/row_math.h"

#include <amp.h>

using namespace concurrency;

int restricted_total(const std::vector<int>& values, int restrict);
float tile_maxima(const std::vector<float>& v);

int main() {
  const int n = 64;
  std::vector<int> a(n), b(n, 0);
  std::vector<float> f(n, 0.0f);
  for (int i = 0; i < n; ++i) a[i] = i - 10;
  array_view<const int, 1> av(n, a);
  array_view<int, 1> bv(n, b);
  array_view<float, 1> fv(n, f);
  parallel_for_each(bv.extent, [=](index<1> i) __GPU_ONLY {
    bv[i] = gpu_only_twice(clamp_index(av[i], 40));
    fv[i] = lerp(0.0f, 10.0f, static_cast<float>(i[0]) / 64.0f);
  });
  bv.synchronize();
  fv.synchronize();
  for (int i = 0; i < n; ++i) {
    int e = 2 * clamp_index(a[i], 40);
    float fe = lerp(0.0f, 10.0f, static_cast<float>(i) / 64.0f);
    if (b[i] != e || f[i] != fe) {
      std::printf("FAIL: b[%d] = %d (expected %d), f = %f (expected %f)\n", i, b[i], e, f[i], fe);
      return 1;
    }
  }
  int total = restricted_total(a, 20);
  int want = 0;
  for (int v : a) want += v < 0 ? 0 : (v >= 20 ? 19 : v);
  if (total != want || cpu_only_thrice(3) != 9 || scale_both(4.0f) != 3.0f) {
    std::printf("FAIL: host side: total %d, expected %d\n", total, want);
    return 1;
  }
  std::vector<float> ramp(4 * row_tile);
  float maxima = 0.0f;
  for (int i = 0; i < 4 * row_tile; ++i)
    ramp[i] = (i % row_tile) * weight(i);
  for (int t = 0; t < 4; ++t) {
    float m = 0.0f;
    for (int i = t * row_tile; i < (t + 1) * row_tile; ++i)
      m = ramp[i] > m ? ramp[i] : m;
    maxima += m;
  }
  if (tile_maxima(ramp) != maxima) {
    std::printf("FAIL: tile maxima %f, expected %f\n", tile_maxima(ramp), maxima);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
