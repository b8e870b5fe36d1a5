// empty_extent.cpp
//
// Covers (AMP spec 3.1 / 8, invalid_compute_domain): a parallel_for_each
// over an extent with a zero or negative dimension is rejected with
// concurrency::invalid_compute_domain before any kernel runs (as the shim
// documents for untiled and tiled launches), the exception is also a
// runtime_exception, the data is untouched, and a following valid launch works.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 64;
  std::vector<int> v(n, 7);
  array_view<int, 1> vv(n, v);
  int caught = 0;
  try {
    parallel_for_each(extent<1>(0), [=](index<1> i) restrict(amp) { vv[i] = -1; });
  } catch (const invalid_compute_domain&) {
    ++caught;
  }
  try {
    parallel_for_each(extent<2>(4, 0), [=](index<2> i) restrict(amp) { vv[i[0]] = -2; });
  } catch (const runtime_exception&) {
    ++caught;
  }
  try {
    parallel_for_each(extent<3>(2, -3, 4), [=](index<3> i) restrict(amp) { vv[i[0]] = -3; });
  } catch (const invalid_compute_domain&) {
    ++caught;
  }
  try {
    parallel_for_each(extent<1>(0).tile<16>(), [=](tiled_index<16> t) restrict(amp) { vv[t.global] = -4; });
  } catch (const invalid_compute_domain&) {
    ++caught;
  }
  if (caught != 4) {
    std::printf("FAIL: %d of 4 empty launches threw invalid_compute_domain\n", caught);
    return 1;
  }
  vv.synchronize();
  for (int i = 0; i < n; ++i)
    if (v[i] != 7) {
      std::printf("FAIL: v[%d] changed to %d by a rejected launch\n", i, v[i]);
      return 1;
    }
  parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) { vv[i] += i[0]; });
  vv.synchronize();
  for (int i = 0; i < n; ++i)
    if (v[i] != 7 + i) {
      std::printf("FAIL: v[%d] got %d expected %d\n", i, v[i], 7 + i);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
