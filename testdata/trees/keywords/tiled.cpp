// tiled.cpp - not yet migrated; includes only the migrated row_math.h, not
// <amp.h>, and its tiled kernel uses tile_static, a keyword of Visual C++.
#include <vector>

#include "migrated/row_math.h"

float tile_maxima(const std::vector<float>& v) {
  using namespace concurrency;
  const int n = static_cast<int>(v.size());
  std::vector<float> maxima(n / row_tile);
  array_view<const float, 1> in(n, v);
  array_view<float, 1> out(n / row_tile, maxima);
  out.discard_data();
  parallel_for_each(in.extent.tile<row_tile>(), [=](tiled_index<row_tile> t) restrict(amp) {
    tile_static float best[row_tile];
    best[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      float m = best[0];
      for (int i = 1; i < row_tile; ++i)
        m = best[i] > m ? best[i] : m;
      out[t.tile[0]] = m;
    }
  });
  out.synchronize();
  float total = 0.0f;
  for (float m : maxima)
    total += m;
  return total;
}
