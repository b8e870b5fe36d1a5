// smooth.cpp - tiled 2-D smoothing with the project's macros.
#include "grid_ops.h"
#include "config.h"

using namespace concurrency;

void smooth(std::vector<float>& data, int rows, int cols) {
  array_view<const float, 2> g(rows, cols, data);
  std::vector<float> out(data.size());
  array_view<float, 2> o(rows, cols, out);
  o.discard_data();
  parallel_for_each(g.extent.tile<TILE, TILE>().pad(), [=](tiled_index<TILE, TILE> t) GPU_ONLY {
    SHARED float tile[TILE][TILE];
    const int r = t.global[0], c = t.global[1];
    tile[t.local[0]][t.local[1]] = (r < rows && c < cols) ? AT(g, r, c) : 0.0f;
    t.barrier.wait();
    if (r >= rows || c >= cols) return;
    const float left = AT(g, r, wrap(c - 1, cols));
    o(r, c) = lerp(tile[t.local[0]][t.local[1]], left, 0.25f);
  });
  o.synchronize();
  data = out;
}
