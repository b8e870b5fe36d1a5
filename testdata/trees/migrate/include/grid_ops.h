// grid_ops.h - shared by several sources: device helpers and a kernel in a
// header template.
#pragma once
#include "gpu_macros.h"

inline float lerp(float a, float b, float t) GPU_AND_CPU { return a + (b - a) * t; }

inline int wrap(int i, int n) GPU_ONLY { return (i % n + n) % n; }

// Fills every cell of a 2-D view with f(row, col).
template <typename T, typename F>
void fill_grid(concurrency::array_view<T, 2> grid, F f) {
  concurrency::parallel_for_each(grid.extent, [=](concurrency::index<2> idx) GPU_ONLY {
    grid[idx] = f(idx[0], idx[1]);
  });
}
