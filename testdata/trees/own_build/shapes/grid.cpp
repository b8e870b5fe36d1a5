// grid.cpp - hot cells of a grid, counted per tile in tile_static memory.
#include <amp.h>
#include "shapes.h"

#ifndef SHAPELAB_TILE
#define SHAPELAB_TILE 8
#endif

using namespace concurrency;

int grid_tile() { return SHAPELAB_TILE; }

int count_hot_cells(const std::vector<float>& grid, int n, float threshold) {
  std::vector<int> total(1, 0);
  array_view<const float, 2> cells(n, n, grid);
  array_view<int, 1> count(1, total);
  parallel_for_each(cells.extent.tile<SHAPELAB_TILE, SHAPELAB_TILE>(),
                    [=](tiled_index<SHAPELAB_TILE, SHAPELAB_TILE> t) restrict(amp) {
    tile_static int hot;
    const bool first = t.local[0] == 0 && t.local[1] == 0;
    if (first) hot = 0;
    t.barrier.wait();
    if (cells[t.global] > threshold) atomic_fetch_add(&hot, 1);
    t.barrier.wait();
    if (first) atomic_fetch_add(&count[0], hot);
  });
  count.synchronize();
  return total[0];
}
