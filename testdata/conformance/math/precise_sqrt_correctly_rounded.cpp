// precise_sqrt_correctly_rounded.cpp
//
// Covers: concurrency::precise_math sqrt and sqrtf (float), sqrt (double) and
// rsqrt / rsqrtf (amp_math.h precise_math namespace). AMP promises IEEE
// accuracy for precise_math; the table maps sqrt to HIP's __fsqrt_rn /
// __dsqrt_rn (correctly rounded, unlike a fast sqrtf under -ffast-math), so
// sqrt must equal the correctly rounded result exactly (the double square
// root rounded to float is correctly rounded for float inputs), and rsqrt
// (__frsqrt_rn / rsqrt) within one ulp.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 1001;
constexpr int kCases = 6;
const char* const kNames[kCases] = {"sqrt(f)", "sqrtf", "sqrt(d)", "rsqrt(f)", "rsqrtf", "rsqrt(d)"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 0.0;
  case 1: return 0.0;
  case 2: return 0.0;
  case 3: return 1.2e-7 * std::fabs(want) + 0;
  case 4: return 1.2e-7 * std::fabs(want) + 0;
  case 5: return 2 * ulp;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(1e-6 + (1e6 - (1e-6)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    out(i, 0) = precise_math::sqrt((float)x);
    out(i, 1) = precise_math::sqrtf((float)x);
    out(i, 2) = precise_math::sqrt(x);
    out(i, 3) = precise_math::rsqrt((float)x);
    out(i, 4) = precise_math::rsqrtf((float)x);
    out(i, 5) = precise_math::rsqrt(x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    double want[kCases];
    want[0] = (float)std::sqrt((double)(float)x);
    want[1] = (float)std::sqrt((double)(float)x);
    want[2] = std::sqrt(x);
    want[3] = 1.0 / std::sqrt((double)(float)x);
    want[4] = 1.0 / std::sqrt((double)(float)x);
    want[5] = 1.0 / std::sqrt(x);
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
