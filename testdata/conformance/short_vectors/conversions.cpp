// conversions.cpp
//
// Covers: the explicit conversions between AMP short vector types of the
// same length (amp_short_vectors.h): int_N <-> uint_N <-> float_N <->
// double_N (component-wise static_cast semantics: float to int truncates
// toward zero, negative int to uint wraps) and float_N -> norm_N / unorm_N
// (clamping), in a kernel; against scalar casts on the CPU.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 101;
  std::vector<float_3> src(n);
  for (int i = 0; i < n; ++i)
    src[i] = float_3(-2.75f + 0.05f * i, 0.013f * i - 0.6f, 1.5f * i - 70.25f);
  std::vector<int_3> ri(n);
  std::vector<uint_3> ru(n);
  std::vector<double_3> rd(n);
  std::vector<float_3> rn(n), run(n);
  array_view<const float_3, 1> vs(n, src);
  array_view<int_3, 1> vi(n, ri);
  array_view<uint_3, 1> vu(n, ru);
  array_view<double_3, 1> vd(n, rd);
  array_view<float_3, 1> vn(n, rn), vun(n, run);
  parallel_for_each(vs.extent, [=](index<1> i) restrict(amp) {
    const float_3 f = vs[i];
    const int_3 k(f);            // truncation
    vi[i] = k;
    vu[i] = uint_3(k);           // wrap for negatives
    vd[i] = double_3(f) * double_3(3.0);
    vn[i] = float_3(norm_3(f));  // clamp to [-1, 1]
    vun[i] = float_3(unorm_3(f));  // clamp to [0, 1]
  });
  vi.synchronize();
  vu.synchronize();
  vd.synchronize();
  vn.synchronize();
  vun.synchronize();
  for (int i = 0; i < n; ++i) {
    for (int c = 0; c < 3; ++c) {
      const float f = src[i][c];
      const int k = static_cast<int>(f);
      const float cn = f > 1.0f ? 1.0f : (f < -1.0f ? -1.0f : f);
      const float cu = f > 1.0f ? 1.0f : (f < 0.0f ? 0.0f : f);
      if (ri[i][c] != k || ru[i][c] != static_cast<unsigned int>(k) || rd[i][c] != static_cast<double>(f) * 3.0 ||
          rn[i][c] != cn || run[i][c] != cu) {
        std::printf("FAIL: conversions of %.9g (i=%d c=%d) got int %d uint %u double %.17g norm %.9g unorm %.9g\n",
                    f, i, c, ri[i][c], ru[i][c], rd[i][c], rn[i][c], run[i][c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
