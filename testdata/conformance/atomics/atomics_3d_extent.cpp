// atomics_3d_extent.cpp
//
// Covers: AMP atomics from a rank-3 kernel (extent<3>, index<3>) into a
// 2-D array_view of counters (AMP 1.2 spec, "Atomic operations"): each
// thread adds its z coordinate with atomic_fetch_add, XORs a per-thread
// signature with atomic_fetch_xor and lowers a per-cell minimum with
// atomic_fetch_min; against serial loops over the same index space.
#include <amp.h>
#include <climits>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int D0 = 7, D1 = 9, D2 = 11;
  std::vector<int> sum(D0 * D1, 0), mn(D0 * D1, INT_MAX);
  std::vector<unsigned int> sig(D0 * D1, 0u);
  array_view<int, 2> vs(D0, D1, sum), vm(D0, D1, mn);
  array_view<unsigned int, 2> vx(D0, D1, sig);
  parallel_for_each(extent<3>(D0, D1, D2), [=](index<3> i) restrict(amp) {
    const index<2> cell(i[0], i[1]);
    atomic_fetch_add(&vs[cell], i[2]);
    atomic_fetch_xor(&vx[cell], (static_cast<unsigned int>(i[2]) + 1u) * 0x9e3779b9u);
    atomic_fetch_min(&vm[cell], (i[2] * 7 + i[0]) % 13 - 6);
  });
  vs.synchronize();
  vm.synchronize();
  vx.synchronize();
  for (int a = 0; a < D0; ++a)
    for (int b = 0; b < D1; ++b) {
      int ws = 0, wm = INT_MAX;
      unsigned int wx = 0u;
      for (int c = 0; c < D2; ++c) {
        ws += c;
        wx ^= (static_cast<unsigned int>(c) + 1u) * 0x9e3779b9u;
        const int v = (c * 7 + a) % 13 - 6;
        wm = v < wm ? v : wm;
      }
      const int k = a * D1 + b;
      if (sum[k] != ws || mn[k] != wm || sig[k] != wx) {
        std::printf("FAIL: cell (%d,%d) got %d %d %08x expected %d %d %08x\n", a, b, sum[k], mn[k], sig[k], ws, wm, wx);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
