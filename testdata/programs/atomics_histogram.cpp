// atomics_histogram.cpp
//
// Covers: atomic operations on array_view elements from many threads:
//  * atomic_fetch_add(&hist[bin], 1) for a 1-D histogram (untiled),
//  * the value returned by atomic_fetch_add (used to give each thread a
//    unique slot: a compaction),
//  * atomic_fetch_max / atomic_fetch_min, atomic_fetch_sub, atomic_fetch_inc,
//  * a tiled variant: per-tile histogram in tile_static memory with atomics,
//    then merged into the global histogram with atomic_fetch_add.
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace concurrency;

const int kBins = 37;

int main() {
  const int n = 20011;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) values[i] = static_cast<int>((i * 2654435761u) >> 7) % 10000;

  std::vector<int> hist(kBins, 0), hist_tiled(kBins, 0), stats(4, 0), compact(n, -1);
  stats[1] = -1;      // max
  stats[2] = 100000;  // min
  stats[3] = 5 * n;   // counted down

  array_view<const int, 1> vv(n, values);
  array_view<int, 1> vh(kBins, hist);
  array_view<int, 1> vs(4, stats);
  array_view<int, 1> vc(n, compact);

  parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) {
    const int x = vv[i];
    atomic_fetch_add(&vh[x % kBins], 1);
    atomic_fetch_max(&vs[1], x);
    atomic_fetch_min(&vs[2], x);
    atomic_fetch_sub(&vs[3], 5);
    if (x % 2 == 0) {
      int slot = atomic_fetch_inc(&vs[0]);  // count of even values
      vc[slot] = x;
    }
  });

  array_view<int, 1> vht(kBins, hist_tiled);
  parallel_for_each(vv.extent.tile<256>().pad(), [=](tiled_index<256> t) restrict(amp) {
    tile_static int local_hist[kBins];
    for (int b = t.local[0]; b < kBins; b += 256) local_hist[b] = 0;
    t.barrier.wait();
    if (t.global[0] < vv.extent[0]) atomic_fetch_add(&local_hist[vv[t.global] % kBins], 1);
    t.barrier.wait();
    for (int b = t.local[0]; b < kBins; b += 256) atomic_fetch_add(&vht[b], local_hist[b]);
  });
  vh.synchronize();
  vs.synchronize();
  vc.synchronize();
  vht.synchronize();

  std::vector<int> expect(kBins, 0), evens;
  int mx = -1, mn = 100000;
  for (int x : values) {
    expect[x % kBins]++;
    mx = std::max(mx, x);
    mn = std::min(mn, x);
    if (x % 2 == 0) evens.push_back(x);
  }
  for (int b = 0; b < kBins; ++b) {
    if (hist[b] != expect[b]) {
      std::printf("FAIL: hist[%d] got %d expected %d\n", b, hist[b], expect[b]);
      return 1;
    }
    if (hist_tiled[b] != expect[b]) {
      std::printf("FAIL: tiled hist[%d] got %d expected %d\n", b, hist_tiled[b], expect[b]);
      return 1;
    }
  }
  const int want_stats[4] = {static_cast<int>(evens.size()), mx, mn, 0};
  for (int k = 0; k < 4; ++k)
    if (stats[k] != want_stats[k]) {
      std::printf("FAIL: stats[%d] got %d expected %d\n", k, stats[k], want_stats[k]);
      return 1;
    }
  // The compaction's order is unspecified: compare as sorted multisets.
  std::vector<int> got(compact.begin(), compact.begin() + evens.size());
  std::sort(got.begin(), got.end());
  std::sort(evens.begin(), evens.end());
  for (size_t i = 0; i < evens.size(); ++i)
    if (got[i] != evens[i]) {
      std::printf("FAIL: compacted (sorted) [%zu] got %d expected %d\n", i, got[i], evens[i]);
      return 1;
    }
  if (compact[evens.size()] != -1) {
    std::printf("FAIL: compaction wrote past its count\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
