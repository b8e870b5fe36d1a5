// init.cpp - uses the header template kernel with a restrict(amp) lambda.
#include "grid_ops.h"
#include "config.h"

void init(std::vector<float>& data, int rows, int cols) {
  concurrency::array_view<float, 2> g(rows, cols, data);
  const int scale = 3;
  fill_grid(g, [=](int r, int c) GPU_ONLY { return static_cast<float>((r * scale + c) % 11); });
  g.synchronize();
}
