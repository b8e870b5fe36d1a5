// large_tile_named_not_launched.cpp
//
// Covers (AMP spec 4.2.3: at most 1024 threads per tile is a rule of the
// launch): a tiled_extent whose tile has more than 1024 threads may be
// named, stored, padded, truncated and measured on the host, and passed
// around by value, as long as no parallel_for_each launches it; a template
// picks a launchable tile from it, and the kernel runs with that one.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// A 2048-thread tile: fine to name, not to launch.
typedef tiled_extent<64, 32> big_tiles;

template <int D0, int D1> int tiles_in(const tiled_extent<D0, D1> &te) {
  return (te[0] / D0) * (te[1] / D1);
}

struct plan {
  big_tiles coarse;
  explicit plan(const extent<2> &e) : coarse(e.tile<64, 32>().pad()) {}
};

int main() {
  extent<2> e(100, 50);
  plan p(e);
  big_tiles t = e.tile<64, 32>();
  big_tiles down = extent<2>(200, 70).tile<64, 32>().truncate();
  extent<2> te = t.get_tile_extent();
  if (p.coarse[0] != 128 || p.coarse[1] != 64 || down[0] != 192 || down[1] != 64 ||
      te.size() != 2048u || t.tile_extent[1] != 32 || tiles_in(p.coarse) != 4 ||
      big_tiles::tile_dim0 * big_tiles::tile_dim1 != 2048) {
    std::printf("FAIL: host-side tiled_extent<64, 32>: %d %d %d %d %u\n", p.coarse[0],
                p.coarse[1], down[0], down[1], te.size());
    return 1;
  }

  // Launch the same padded domain with a legal tile (16 x 32 = 512 threads).
  std::vector<int> out(p.coarse.size(), 0);
  array_view<int, 2> ov(p.coarse, out);
  ov.discard_data();
  parallel_for_each(extent<2>(p.coarse).tile<16, 32>(), [=](tiled_index<16, 32> ti) restrict(amp) {
    ov[ti] = ti.tile[0] * 10 + ti.tile[1];
  });
  ov.synchronize();
  for (int r = 0; r < p.coarse[0]; ++r)
    for (int c = 0; c < p.coarse[1]; ++c) {
      int want = (r / 16) * 10 + c / 32;
      if (out[r * p.coarse[1] + c] != want) {
        std::printf("FAIL: out[%d][%d] got %d expected %d\n", r, c, out[r * p.coarse[1] + c], want);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
