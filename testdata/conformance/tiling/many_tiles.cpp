// many_tiles.cpp
//
// Covers (AMP spec 4.1 and 3.5, tiled launches with many tiles): more than
// 65535 tiles along the last dimension, which a GPU grid's x holds (up to
// 2^31 - 1 blocks): a 1-D tiled reduction over 66000 tiles of 4 threads with a
// barrier (t.tile reaches 65999), 70001 tiles of one thread, and a 2-D
// extent whose last dimension has 70000 tiles; every tile's own index and
// partial result is checked. The dimensions a grid maps to y and z take at
// most 65535 tiles: a 2-D tiled extent with 65536 tiles along dimension 0 is
// an invalid_compute_domain (as Direct3D's 65535 thread groups per dimension
// made it for AMP), and the kernel does not run.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  // 1-D: 66000 tiles of 4, each sums its four elements through tile_static.
  const int tiles = 66000, ts = 4, n = tiles * ts;
  std::vector<int> in(n), sums(tiles, -1), ids(tiles, -1);
  for (int i = 0; i < n; ++i) in[i] = (i * 7) % 13 - 6;
  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vsums(tiles, sums), vids(tiles, ids);
  vsums.discard_data();
  vids.discard_data();
  parallel_for_each(vin.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int part[4];
    part[t.local[0]] = vin[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      vsums[t.tile] = part[0] + part[1] + part[2] + part[3];
      vids[t.tile] = t.tile_origin[0] / 4;
    }
  });
  vsums.synchronize();
  vids.synchronize();
  for (int k = 0; k < tiles; ++k) {
    const int want = in[4 * k] + in[4 * k + 1] + in[4 * k + 2] + in[4 * k + 3];
    if (sums[k] != want || ids[k] != k) {
      std::printf("FAIL: tile %d of %d got sum %d id %d expected %d %d\n", k, tiles, sums[k], ids[k], want, k);
      return 1;
    }
  }

  // 1-D: 70001 tiles of one thread.
  const int m = 70001;
  std::vector<int> one(m, 0);
  array_view<int, 1> vone(m, one);
  vone.discard_data();
  parallel_for_each(vone.extent.tile<1>(), [=](tiled_index<1> t) restrict(amp) {
    vone[t.global] = t.tile[0] * 2 + t.local[0];
  });
  vone.synchronize();
  for (int i = 0; i < m; ++i)
    if (one[i] != 2 * i) { std::printf("FAIL: tile<1> element %d got %d\n", i, one[i]); return 1; }

  // 2-D: 3 x 140000 in tiles of 1 x 2: 70000 tiles along the last dimension.
  const int rows = 3, cols = 140000;
  std::vector<int> grid(rows * cols, 0);
  array_view<int, 2> vgrid(rows, cols, grid);
  vgrid.discard_data();
  parallel_for_each(vgrid.extent.tile<1, 2>(), [=](tiled_index<1, 2> t) restrict(amp) {
    vgrid[t.global] = t.tile[0] * 1000000 + t.tile[1] * 2 + t.local[1];
  });
  vgrid.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (grid[r * cols + c] != r * 1000000 + c) {
        std::printf("FAIL: 2-D element (%d,%d) got %d\n", r, c, grid[r * cols + c]);
        return 1;
      }

  // 2-D with 65536 tiles along dimension 0 (grid y): rejected.
  std::vector<int> tall(65536, 7);
  array_view<int, 2> vtall(65536, 1, tall);
  bool thrown = false;
  try {
    parallel_for_each(vtall.extent.tile<1, 1>(), [=](tiled_index<1, 1> t) restrict(amp) {
      vtall[t.global] = 0;
    });
  } catch (const invalid_compute_domain&) {
    thrown = true;
  }
  vtall.synchronize();
  if (!thrown || tall[65535] != 7) {
    std::printf("FAIL: 65536 tiles along dimension 0: %s, element %d\n",
                thrown ? "thrown" : "not thrown", tall[65535]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
