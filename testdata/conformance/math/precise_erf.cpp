// precise_erf.cpp
//
// Covers: concurrency::precise_math erf, erfc (float and double
// overloads) and erff, erfcf (amp_math.h
// precise_math namespace) against <cmath> with relative bounds (CUDA: float
// 2-5 ulp, double 2-5 ulp). The inverses are in precise_special_inverse.cpp.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 211;
constexpr int kCases = 4;
const char* const kNames[kCases] = {"erf(d)", "erfc(d)", "erff", "erfcf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 1e-15 * std::fabs(want) + 1e-300;
  case 1: return 1e-15 * std::fabs(want) + 1e-300;
  case 2: return 4e-7 * std::fabs(want) + 1e-30;
  case 3: return 7e-7 * std::fabs(want) + 1e-30;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-3.0 + (3.0 - (-3.0)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    out(i, 0) = precise_math::erf(x);
    out(i, 1) = precise_math::erfc(x);
    out(i, 2) = precise_math::erff((float)x);
    out(i, 3) = precise_math::erfcf((float)x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    double want[kCases];
    want[0] = std::erf(x);
    want[1] = std::erfc(x);
    want[2] = std::erf((double)(float)x);
    want[3] = std::erfc((double)(float)x);
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
