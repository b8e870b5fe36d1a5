// reduce.h - the sum of a vector: each tile adds its elements in tile_static
// memory, the host adds the tiles' sums.
#pragma once

#include <algorithm>
#include <amp.h>
#include <vector>

namespace vecops {

static const int reduce_tile = 64;

inline float sum(const std::vector<float>& v) {
  using namespace concurrency;
  const int n = static_cast<int>(v.size());
  const int tiles = (n + reduce_tile - 1) / reduce_tile;
  std::vector<float> padded(tiles * reduce_tile, 0.0f);
  std::copy(v.begin(), v.end(), padded.begin());
  std::vector<float> partial(tiles, 0.0f);
  array_view<const float, 1> in(tiles * reduce_tile, padded);
  array_view<float, 1> out(tiles, partial);
  out.discard_data();
  parallel_for_each(in.extent.tile<reduce_tile>(), [=](tiled_index<reduce_tile> t) restrict(amp) {
    tile_static float part[reduce_tile];
    part[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int stride = reduce_tile / 2; stride > 0; stride /= 2) {
      if (t.local[0] < stride)
        part[t.local[0]] += part[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      out[t.tile[0]] = part[0];
  });
  out.synchronize();
  float total = 0.0f;
  for (float p : partial)
    total += p;
  return total;
}

} // namespace vecops
