// tiled_extent_host_api.cpp
//
// Covers (AMP spec 4.1, tiled_extent on the host): extent::tile<>() for ranks
// 1-3, tiled_extent::tile_dim0/1/2, tile_extent / get_tile_extent(), the
// tiled_extent used as an extent (operator[], size()), pad() and truncate()
// results, and a launch over a tiled_extent stored in a variable whose
// t.tile_extent matches the host's view of it.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  tiled_extent<4, 8, 16> t3 = extent<3>(8, 16, 48).tile<4, 8, 16>();
  if (t3.tile_dim0 != 4 || t3.tile_dim1 != 8 || t3.tile_dim2 != 16 || t3.size() != 8 * 16 * 48 ||
      t3[2] != 48 || t3.get_tile_extent()[1] != 8 || t3.tile_extent[2] != 16) {
    std::printf("FAIL: tiled_extent<4,8,16> host properties\n");
    return 1;
  }
  tiled_extent<16, 16> t2 = extent<2>(30, 50).tile<16, 16>();
  tiled_extent<16, 16> p2 = t2.pad();
  tiled_extent<16, 16> q2 = t2.truncate();
  if (p2[0] != 32 || p2[1] != 64 || q2[0] != 16 || q2[1] != 48 || t2[0] != 30) {
    std::printf("FAIL: pad/truncate got %dx%d and %dx%d\n", p2[0], p2[1], q2[0], q2[1]);
    return 1;
  }
  const int n = 640;
  tiled_extent<64> t1 = extent<1>(n).tile<64>();
  std::vector<int> te(n, 0), dims(n, 0);
  array_view<int, 1> tev(n, te), dv(n, dims);
  parallel_for_each(t1, [=](tiled_index<64> t) restrict(amp) {
    tev[t.global] = t.tile_extent[0] * 10 + t.tile_extent.size();
    dv[t.global] = t.tile_dim0;
  });
  std::vector<int> v3(t3.size(), 0);
  array_view<int, 3> v3v(t3, v3);
  parallel_for_each(t3, [=](tiled_index<4, 8, 16> t) restrict(amp) {
    v3v[t.global] = t.tile_extent[0] * 10000 + t.tile_extent[1] * 100 + t.tile_extent[2];
  });
  tev.synchronize();
  dv.synchronize();
  v3v.synchronize();
  for (int i = 0; i < n; ++i)
    if (te[i] != 64 * 10 + 64 || dims[i] != 64) {
      std::printf("FAIL: [%d] got (%d,%d)\n", i, te[i], dims[i]);
      return 1;
    }
  for (size_t i = 0; i < v3.size(); ++i)
    if (v3[i] != 40816) {
      std::printf("FAIL: v3[%zu] got %d\n", i, v3[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
