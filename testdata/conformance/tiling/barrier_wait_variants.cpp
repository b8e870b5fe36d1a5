// barrier_wait_variants.cpp
//
// Covers (AMP spec 4.4, tile_barrier): t.barrier.wait(),
// wait_with_all_memory_fence(), wait_with_tile_static_memory_fence() (each
// ordering tile_static writes before other threads' reads) and
// wait_with_global_memory_fence() (ordering global writes to an array_view
// before another thread of the same tile reads them); a tile_barrier copied
// to a local and waited on through a restrict(amp) helper taking it by
// const reference.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 64;

static void sync_through(const tile_barrier& b) restrict(amp) { b.wait(); }

int main() {
  const int n = kTile * 9;
  std::vector<int> in(n), out(n, 0), scratch(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i * 3 + 1;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out), sv(n, scratch);
  ov.discard_data();
  parallel_for_each(iv.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int a[kTile];
    const int l = t.local[0];
    const int mirror = kTile - 1 - l;
    a[l] = iv[t.global];
    t.barrier.wait();
    int v = a[mirror];
    t.barrier.wait_with_all_memory_fence();
    a[l] = v + 1;
    t.barrier.wait_with_tile_static_memory_fence();
    v = a[(l + 1) % kTile];
    sv[t.global] = v * 2;
    t.barrier.wait_with_global_memory_fence();
    v += sv[t.tile_origin[0] + mirror];
    tile_barrier copy = t.barrier;
    copy.wait();
    a[l] = v;
    sync_through(t.barrier);
    ov[t.global] = a[(l + 5) % kTile];
  });
  ov.synchronize();
  for (int b = 0; b < n / kTile; ++b) {
    std::vector<int> a(kTile), s(kTile), v(kTile);
    for (int l = 0; l < kTile; ++l) a[l] = in[b * kTile + l];
    for (int l = 0; l < kTile; ++l) v[l] = a[kTile - 1 - l] + 1;
    std::vector<int> w(kTile);
    for (int l = 0; l < kTile; ++l) w[l] = v[(l + 1) % kTile];
    for (int l = 0; l < kTile; ++l) s[l] = w[l] * 2;
    for (int l = 0; l < kTile; ++l) a[l] = w[l] + s[kTile - 1 - l];
    for (int l = 0; l < kTile; ++l) {
      int e = a[(l + 5) % kTile];
      if (out[b * kTile + l] != e) {
        std::printf("FAIL: out[%d] got %d expected %d\n", b * kTile + l, out[b * kTile + l], e);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
