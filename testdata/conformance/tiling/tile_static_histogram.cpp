// tile_static_histogram.cpp
//
// Covers (AMP spec 4.3 with 8.x atomics): a histogram per tile in a
// tile_static array: bins zeroed cooperatively, a barrier, atomic_fetch_add
// on tile_static bins, a barrier, then one atomic add per bin into the global
// histogram; 2-D tiles over a 2-D image.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kBins = 64;

int main() {
  const int R = 16 * 7, C = 16 * 5;
  std::vector<int> img(R * C), hist(kBins, 0);
  for (int i = 0; i < R * C; ++i) img[i] = static_cast<int>((i * 2654435761u) >> 7) % 1000;
  array_view<const int, 2> iv(R, C, img);
  array_view<int, 1> hv(kBins, hist);
  parallel_for_each(iv.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    tile_static int bins[kBins];
    const int lid = t.local[0] * 16 + t.local[1];
    if (lid < kBins) bins[lid] = 0;
    t.barrier.wait();
    atomic_fetch_add(&bins[iv[t.global] % kBins], 1);
    t.barrier.wait();
    if (lid < kBins && bins[lid] != 0) atomic_fetch_add(&hv[lid], bins[lid]);
  });
  hv.synchronize();
  std::vector<int> e(kBins, 0);
  for (int i = 0; i < R * C; ++i) e[img[i] % kBins]++;
  for (int b = 0; b < kBins; ++b)
    if (hist[b] != e[b]) {
      std::printf("FAIL: hist[%d] got %d expected %d\n", b, hist[b], e[b]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
