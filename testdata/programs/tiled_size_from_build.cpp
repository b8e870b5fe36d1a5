// tiled_size_from_build.cpp - a tiled kernel whose tile size is a macro the
// build may change (-DTILE_ROWS=16 -DTILE_COLS=32; 8 x 8 here), as projects
// tune tiles per target. Each thread keeps a local across the barrier, so
// on the host backend that local lives in per-thread storage that must be
// sized for the tile the build compiles, not the one amp2hip saw. Transposes
// each tile through tile_static memory and adds the thread's own value.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#ifndef TILE_ROWS
#define TILE_ROWS 8
#endif
#ifndef TILE_COLS
#define TILE_COLS 8
#endif

int main() {
  const int rows = 4 * TILE_ROWS, cols = 3 * TILE_COLS;
  std::vector<int> in(rows * cols), out(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    in[i] = (i * 7) % 1000;
  array_view<const int, 2> a(rows, cols, in);
  array_view<int, 2> b(rows, cols, out);
  b.discard_data();
  parallel_for_each(b.extent.tile<TILE_ROWS, TILE_COLS>(),
                    [=](tiled_index<TILE_ROWS, TILE_COLS> t) restrict(amp) {
    tile_static int s[TILE_ROWS][TILE_COLS];
    const int mine = a[t.global] * 2;  // lives across the barrier
    s[t.local[0]][t.local[1]] = a[t.global];
    t.barrier.wait();
    b[t.global] = s[TILE_ROWS - 1 - t.local[0]][TILE_COLS - 1 - t.local[1]] + mine;
  });
  b.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int tr = r / TILE_ROWS * TILE_ROWS, tc = c / TILE_COLS * TILE_COLS;
      const int mr = tr + TILE_ROWS - 1 - (r - tr), mc = tc + TILE_COLS - 1 - (c - tc);
      const int want = in[mr * cols + mc] + 2 * in[r * cols + c];
      if (out[r * cols + c] != want) {
        std::printf("FAIL: out(%d, %d) = %d, expected %d\n", r, c, out[r * cols + c], want);
        return 1;
      }
    }
  std::printf("tiles of %d x %d\nPASS\n", TILE_ROWS, TILE_COLS);
  return 0;
}
