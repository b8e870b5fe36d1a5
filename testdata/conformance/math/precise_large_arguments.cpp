// precise_large_arguments.cpp
//
// Covers: precise_math argument reduction and range (amp_math.h
// precise_math namespace): sin, cos, tan (float and double) for |x| up to
// 1e5, where a fast reduction loses accuracy (fast_math's __sinf is only
// specified on [-pi, pi]); exp and pow near the top of the float and double
// ranges; cosh, sinh of large arguments. Bounds: CUDA ulp bounds plus one,
// in ulps of the double reference.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 307;
constexpr int kCases = 10;
const char* const kNames[kCases] = {"sin(d)", "cos(d)", "tan(d)", "sin(f)", "cosf", "expf", "exp(d)", "pow(d)", "coshf", "sinh(d)"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 4.5e-16 * std::fabs(want) + 4.5e-16;
  case 1: return 4.5e-16 * std::fabs(want) + 4.5e-16;
  case 2: return 9e-16 * std::fabs(want) + 4.5e-16;
  case 3: return 3.6e-7 * std::fabs(want) + 2.4e-7;
  case 4: return 3.6e-7 * std::fabs(want) + 2.4e-7;
  case 5: return 3.6e-7 * std::fabs(want) + 0;
  case 6: return 3 * ulp;
  case 7: return 3 * ulp;
  case 8: return 3.6e-7 * std::fabs(want) + 0;
  case 9: return 3 * ulp;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_e(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-1e5 + (1e5 - (-1e5)) * t);
    h_e[i] = static_cast<double>(60.0 + (88.0 - (60.0)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<const double, 1> av_e(kN, h_e);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    const double e = av_e[idx];
    out(i, 0) = precise_math::sin(x);
    out(i, 1) = precise_math::cos(x);
    out(i, 2) = precise_math::tan(x);
    out(i, 3) = precise_math::sin((float)x);
    out(i, 4) = precise_math::cosf((float)x);
    out(i, 5) = precise_math::expf((float)e);
    out(i, 6) = precise_math::exp(e * 8.0);
    out(i, 7) = precise_math::pow(e, 150.0);
    out(i, 8) = precise_math::coshf((float)e);
    out(i, 9) = precise_math::sinh(e * 8.0);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double e = h_e[i];
    double want[kCases];
    want[0] = std::sin(x);
    want[1] = std::cos(x);
    want[2] = std::tan(x);
    want[3] = std::sin((double)(float)x);
    want[4] = std::cos((double)(float)x);
    want[5] = std::exp((double)(float)e);
    want[6] = std::exp(e * 8.0);
    want[7] = std::pow(e, 150.0);
    want[8] = std::cosh((double)(float)e);
    want[9] = std::sinh(e * 8.0);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g, e=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, (double)e, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
