// comparison_equality.cpp
//
// Covers: operator== and operator!= of the AMP short vectors (all
// components equal / any component different) for int_2, uint_4, float_3
// and double_2, including vectors that differ in only the last component and
// float vectors holding -0.0 and +0.0 (equal) and NaN (never equal), in a
// kernel; against component-wise CPU comparison.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 90;
  std::vector<int> flags(n * 4);
  array_view<int, 2> vf(n, 4, flags);
  vf.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const int_2 a(i % 3, i % 5), b(i % 3, (i / 2) % 5);
    const uint_4 u(1u, 2u, 3u, static_cast<unsigned int>(i % 2)), v(1u, 2u, 3u, 0u);
    const float z = (i % 4 == 0) ? -0.0f : 0.0f;
    const float q = (i % 7 == 0) ? (z - z) / (z - z) : 1.0f;  // 0/0: NaN
    const float_3 f(z, q, 2.0f), g(0.0f, 1.0f, 2.0f);
    const double_2 d(0.5 * i, 1.0), e(0.5 * (i - i % 2), 1.0);
    vf(i, 0) = (a == b ? 1 : 0) + (a != b ? 2 : 0);
    vf(i, 1) = (u == v ? 1 : 0) + (u != v ? 2 : 0);
    vf(i, 2) = (f == g ? 1 : 0) + (f != g ? 2 : 0);
    vf(i, 3) = (d == e ? 1 : 0) + (d != e ? 2 : 0);
  });
  vf.synchronize();
  for (int i = 0; i < n; ++i) {
    const bool ab = (i % 3 == i % 3) && (i % 5 == (i / 2) % 5);
    const bool uv = (i % 2) == 0;
    const bool fg = !(i % 7 == 0);  // NaN in y breaks equality; -0 == +0
    const bool de = (i % 2) == 0;
    const int want[4] = {ab ? 1 : 2, uv ? 1 : 2, fg ? 1 : 2, de ? 1 : 2};
    for (int c = 0; c < 4; ++c) {
      if (flags[i * 4 + c] != want[c]) {
        std::printf("FAIL: comparison %d at %d got %d expected %d\n", c, i, flags[i * 4 + c], want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
