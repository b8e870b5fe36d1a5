// precise_tiny_arguments.cpp
//
// Covers: precise_math accuracy near zero, where naive formulas lose all
// digits (amp_math.h precise_math namespace): expm1, log1p, sinh, tanh, asin,
// atan, sin, tan, erf for |x| in [1e-12, 1e-3] (float and double). precise_math
// must keep the full relative precision here (CUDA: 1-3 ulp); a value computed
// as exp(x) - 1 would be off by orders of magnitude.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 181;
constexpr int kCases = 12;
const char* const kNames[kCases] = {"expm1(d)", "log1p(d)", "sinh(d)", "tanh(d)", "asin(d)", "atan(d)", "sin(d)", "tan(d)", "erf(d)", "expm1f", "log1pf", "sinhf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 2 * ulp;
  case 1: return 2 * ulp;
  case 2: return 3 * ulp;
  case 3: return 3 * ulp;
  case 4: return 3 * ulp;
  case 5: return 3 * ulp;
  case 6: return 3 * ulp;
  case 7: return 3 * ulp;
  case 8: return 3 * ulp;
  case 9: return 2.4e-7 * std::fabs(want) + 0;
  case 10: return 2.4e-7 * std::fabs(want) + 0;
  case 11: return 3.6e-7 * std::fabs(want) + 0;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(1e-12 + (1e-3 - (1e-12)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    out(i, 0) = precise_math::expm1(x);
    out(i, 1) = precise_math::log1p(-x);
    out(i, 2) = precise_math::sinh(x);
    out(i, 3) = precise_math::tanh(-x);
    out(i, 4) = precise_math::asin(x);
    out(i, 5) = precise_math::atan(x);
    out(i, 6) = precise_math::sin(x);
    out(i, 7) = precise_math::tan(x);
    out(i, 8) = precise_math::erf(x);
    out(i, 9) = precise_math::expm1f((float)x);
    out(i, 10) = precise_math::log1pf((float)x);
    out(i, 11) = precise_math::sinhf((float)x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    double want[kCases];
    want[0] = std::expm1(x);
    want[1] = std::log1p(-x);
    want[2] = std::sinh(x);
    want[3] = std::tanh(-x);
    want[4] = std::asin(x);
    want[5] = std::atan(x);
    want[6] = std::sin(x);
    want[7] = std::tan(x);
    want[8] = std::erf(x);
    want[9] = std::expm1((double)(float)x);
    want[10] = std::log1p((double)(float)x);
    want[11] = std::sinh((double)(float)x);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
