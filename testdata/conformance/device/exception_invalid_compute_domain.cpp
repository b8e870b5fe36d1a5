// exception_invalid_compute_domain.cpp
//
// Covers (AMP spec 2.3/3.x, parallel_for_each errors): a tiled
// parallel_for_each whose extent is not divisible by the tile throws
// invalid_compute_domain, for ranks 1, 2 (either dimension) and 3; an
// extent with a zero or negative dimension, tiled, throws it too. The
// exception is a runtime_exception, no element is written, and the next
// valid launch on the same data works.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> d(64 * 64, 0);
  array_view<int, 2> v(64, 64, d);
  array_view<int, 1> flat(64 * 64, d);
  int thrown = 0;
  try {
    parallel_for_each(extent<1>(100).tile<16>(), [=](tiled_index<16> t) restrict(amp) { flat[t.global] = 1; });
  } catch (const invalid_compute_domain &) { ++thrown; }
  try {
    parallel_for_each(extent<2>(64, 60).tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) { v[t.global] = 2; });
  } catch (const invalid_compute_domain &) { ++thrown; }
  try {
    parallel_for_each(extent<2>(30, 64).tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) { v[t.global] = 3; });
  } catch (const runtime_exception &e) {
    thrown += dynamic_cast<const invalid_compute_domain *>(&e) != nullptr;
  }
  try {
    parallel_for_each(extent<3>(4, 4, 5).tile<2, 2, 2>(), [=](tiled_index<2, 2, 2> t) restrict(amp) {
      flat[t.global[0] * 100 + t.global[1] * 10 + t.global[2]] = 4;
    });
  } catch (const invalid_compute_domain &) { ++thrown; }
  try {
    parallel_for_each(extent<1>(0).tile<8>(), [=](tiled_index<8> t) restrict(amp) { flat[t.global] = 5; });
  } catch (const invalid_compute_domain &) { ++thrown; }
  try {
    parallel_for_each(extent<2>(-16, 16).tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) { v[t.global] = 6; });
  } catch (const invalid_compute_domain &) { ++thrown; }
  if (thrown != 6) { std::printf("FAIL: %d of 6 invalid launches threw invalid_compute_domain\n", thrown); return 1; }
  v.synchronize();
  for (size_t i = 0; i < d.size(); ++i)
    if (d[i] != 0) { std::printf("FAIL: a rejected launch wrote d[%zu]=%d\n", i, d[i]); return 1; }
  parallel_for_each(extent<2>(64, 64).tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
    v[t.global] = t.tile[0] * 4 + t.tile[1];
  });
  v.synchronize();
  for (int r = 0; r < 64; ++r)
    for (int c = 0; c < 64; ++c)
      if (d[r * 64 + c] != (r / 16) * 4 + c / 16) { std::printf("FAIL: valid launch d(%d,%d)=%d\n", r, c, d[r * 64 + c]); return 1; }
  std::printf("PASS\n");
  return 0;
}
