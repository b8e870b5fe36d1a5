// locals_across_barriers.cpp
//
// Covers (AMP spec 4.4, what a thread keeps across a tile barrier): scalar
// locals, a local array and an index<2> computed before a barrier and used
// after it; a loop (with its own barrier) that accumulates into a local
// declared before it; a uniform if/else on the tile's position around
// barriers; a 2-D tile whose threads exchange values through tile_static
// memory (a rotate of each tile), and an early return after the last
// barrier by the threads that have nothing to write.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TS = 8;

int main() {
  const int rows = 4 * TS, cols = 6 * TS;
  std::vector<int> in(rows * cols), out(rows * cols, -1);
  for (int i = 0; i < rows * cols; ++i) in[i] = (i * 7919) % 1013;
  array_view<const int, 2> src(rows, cols, in);
  array_view<int, 2> dst(rows, cols, out);

  parallel_for_each(dst.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static int tile[TS][TS];
    tile_static int sums[TS];
    const int r = t.local[0], c = t.local[1];
    index<2> home = t.global;
    int mine = src[home];
    int history[3];
    history[0] = mine;
    tile[r][c] = mine;
    t.barrier.wait();

    // Rotate the tile by a quarter turn: thread (r, c) takes (TS-1-c, r).
    int rotated = tile[TS - 1 - c][r];
    history[1] = rotated;
    int acc = 0;
    for (int step = 0; step < 3; ++step) {
      t.barrier.wait();
      tile[r][c] = rotated + step;
      t.barrier.wait();
      acc += tile[c][r];
    }
    history[2] = acc;

    if (t.tile[0] % 2 == 0) {
      t.barrier.wait();
      if (c == 0) {
        int s = 0;
        for (int k = 0; k < TS; ++k) s += tile[r][k];
        sums[r] = s;
      }
      t.barrier.wait();
    } else {
      if (c == 0) sums[r] = -1;
      t.barrier.wait();
    }

    if ((r + c) % 3 == 0)
      return; // nothing to write: these elements keep a marker set below
    dst[home] = history[0] + 2 * history[1] + 3 * history[2] + sums[r];
  });
  dst.synchronize();

  // The same on the CPU.
  int bad = 0;
  for (int tr = 0; tr < rows / TS; ++tr)
    for (int tc = 0; tc < cols / TS; ++tc)
      for (int r = 0; r < TS; ++r)
        for (int c = 0; c < TS; ++c) {
          auto at = [&](int rr, int cc) { return in[(tr * TS + rr) * cols + tc * TS + cc]; };
          int mine = at(r, c);
          int rotated = at(TS - 1 - c, r);
          int acc = 0;
          for (int step = 0; step < 3; ++step) acc += at(TS - 1 - r, c) + step;
          int sum = -1;
          if (tr % 2 == 0) {
            sum = 0;
            for (int k = 0; k < TS; ++k) sum += at(TS - 1 - k, r) + 2; // last step's values
          }
          int expected = (r + c) % 3 == 0 ? -1 : mine + 2 * rotated + 3 * acc + sum;
          int got = out[(tr * TS + r) * cols + tc * TS + c];
          if (got != expected && bad++ < 5)
            std::printf("FAIL: (%d,%d) got %d expected %d\n", tr * TS + r, tc * TS + c, got,
                        expected);
        }
  if (bad) return 1;
  std::printf("PASS\n");
  return 0;
}
