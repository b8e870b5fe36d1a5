// math_decompose.cpp
//
// Covers: the decomposition functions of amp_math.h: precise_math frexp,
// ldexp, modf, scalbn, scalb, ilogb (float and double) and frexpf, ldexpf,
// modff, scalbnf, scalbf, ilogbf; fast_math frexp, ldexp, modf and frexpf,
// ldexpf, modff. All exact: compared bit for bit with <cmath> (scalb(x, n)
// with an integral floating n is ldexp(x, n)). Results are combined only by
// additions and by products that are exact (powers of two), so that a
// multiply-add the GPU compiler fuses (nvcc's default -fmad) rounds as the
// CPU's two operations do.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 97;
constexpr int kOut = 20;

int main() {
  std::vector<double> x(kN);
  std::vector<int> e(kN);
  for (int i = 0; i < kN; ++i) {
    x[i] = (i % 2 ? -1.0 : 1.0) * std::ldexp(1.0 + 0.37 * i, i - 48);
    e[i] = (i * 7) % 23 - 11;
  }
  std::vector<double> out(kN * kOut);
  array_view<const double, 1> ax(kN, x);
  array_view<const int, 1> ae(kN, e);
  array_view<double, 2> o(kN, kOut, out);
  o.discard_data();
  parallel_for_each(ax.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double d = ax[idx];
    const float f = static_cast<float>(d);
    const int k = ae[idx];
    int ex = 0;
    o(i, 0) = precise_math::frexp(d, &ex);
    o(i, 1) = ex;
    o(i, 2) = precise_math::frexpf(f, &ex);
    o(i, 3) = ex;
    o(i, 4) = precise_math::ldexp(d, k);
    o(i, 5) = precise_math::ldexpf(f, k);
    double ipd = 0;
    o(i, 6) = precise_math::modf(d * 1e10, &ipd);
    o(i, 7) = ipd;
    float ipf = 0;
    o(i, 8) = precise_math::modff(f * 1e3f, &ipf);
    o(i, 9) = ipf;
    o(i, 10) = precise_math::scalbn(d, k) + precise_math::scalbnf(f, k);
    o(i, 11) = precise_math::scalb(d, static_cast<double>(k));
    o(i, 12) = precise_math::scalbf(f, static_cast<float>(k));
    o(i, 13) = precise_math::ilogb(d) * 1000 + precise_math::ilogbf(f);
    o(i, 14) = fast_math::frexp(f, &ex);
    o(i, 15) = ex;
    o(i, 16) = fast_math::ldexp(f, k) + fast_math::ldexpf(f, -k);
    o(i, 17) = fast_math::modf(f * 100.0f, &ipf);
    o(i, 18) = ipf;
    const float m19 = fast_math::frexpf(f, &ex);
    o(i, 19) = m19 * 1024 + ex + fast_math::modff(f, &ipf);
  });
  o.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double d = x[i];
    const float f = static_cast<float>(d);
    const int k = e[i];
    double want[kOut];
    int ex = 0;
    want[0] = std::frexp(d, &ex);
    want[1] = ex;
    want[2] = std::frexp(f, &ex);
    want[3] = ex;
    want[4] = std::ldexp(d, k);
    want[5] = std::ldexp(f, k);
    double ipd = 0;
    want[6] = std::modf(d * 1e10, &ipd);
    want[7] = ipd;
    float ipf = 0;
    want[8] = std::modf(f * 1e3f, &ipf);
    want[9] = ipf;
    want[10] = std::scalbn(d, k) + std::scalbn(f, k);
    want[11] = std::ldexp(d, k);
    want[12] = std::ldexp(f, k);
    want[13] = std::ilogb(d) * 1000 + std::ilogb(f);
    want[14] = std::frexp(f, &ex);
    want[15] = ex;
    want[16] = std::ldexp(f, k) + std::ldexp(f, -k);
    want[17] = std::modf(f * 100.0f, &ipf);
    want[18] = ipf;
    {
      float m = std::frexp(f, &ex);
      float fr = std::modf(f, &ipf);
      want[19] = m * 1024 + ex + fr;
    }
    for (int c = 0; c < kOut; ++c) {
      if (out[i * kOut + c] != want[c]) {
        std::printf("FAIL: output %d for x=%.17g k=%d got %.17g expected %.17g\n", c, d, k,
                    out[i * kOut + c], want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
