// array_view_no_source.cpp
//
// Covers: array_views without a data source (AMP allocates the storage):
// array_view<int,1> v(n) and array_view<float,2> m(extent<2>) used as kernel
// temporaries, filled by one kernel and consumed by another, then read on
// the host by indexing (which brings the data back) and by copy() into a
// vector.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1025;
  array_view<int, 1> v(n);  // no source
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] * i[0] % 1000; });

  extent<2> e(31, 33);
  array_view<float, 2> m(e);  // no source
  parallel_for_each(m.extent, [=](index<2> i) restrict(amp) {
    m[i] = static_cast<float>(v[i[0] * 33 + i[1]]) * 0.5f;
  });

  // host indexing of a source-less view
  for (int i = 0; i < n; ++i) {
    if (v[i] != i * i % 1000) {
      std::printf("FAIL: v[%d] got %d expected %d\n", i, v[i], i * i % 1000);
      return 1;
    }
  }
  std::vector<float> out(31 * 33);
  copy(m, out.begin());
  for (int r = 0; r < 31; ++r)
    for (int c = 0; c < 33; ++c) {
      int k = r * 33 + c;
      float expected = (k * k % 1000) * 0.5f;
      if (!(std::fabs(out[k] - expected) <= 1e-6f) || m(r, c) != out[k]) {
        std::printf("FAIL: m(%d,%d) got %f expected %f\n", r, c, out[k], expected);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
