// precise_hyperbolic.cpp
//
// Covers: concurrency::precise_math sinh, cosh, tanh, asinh, acosh, atanh
// (float and double overloads) and sinhf, coshf, tanhf, asinhf, acoshf, atanhf
// (amp_math.h precise_math namespace) against <cmath> in ulps (CUDA bounds:
// float 2-4 ulp, double 2 ulp, plus one).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 241;
constexpr int kCases = 12;
const char* const kNames[kCases] = {"sinh(d)", "cosh(d)", "tanh(d)", "asinh(d)", "acosh(d)", "atanh(d)", "sinh(f)", "coshf", "tanhf", "asinhf", "acosh(f)", "atanhf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 3 * ulp;
  case 1: return 3 * ulp;
  case 2: return 3 * ulp;
  case 3: return 3 * ulp;
  case 4: return 3 * ulp;
  case 5: return 3 * ulp;
  case 6: return 4.8e-7 * std::fabs(want) + 1e-30;
  case 7: return 3.6e-7 * std::fabs(want) + 1e-30;
  case 8: return 3.6e-7 * std::fabs(want) + 1e-30;
  case 9: return 4.8e-7 * std::fabs(want) + 1e-30;
  case 10: return 6e-7 * std::fabs(want) + 1e-30;
  case 11: return 4.8e-7 * std::fabs(want) + 1e-30;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_g(kN);
  std::vector<double> h_h(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-4.0 + (4.0 - (-4.0)) * t);
    h_g[i] = static_cast<double>(1.0 + (30.0 - (1.0)) * t);
    h_h[i] = static_cast<double>(-0.95 + (0.95 - (-0.95)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<const double, 1> av_g(kN, h_g);
  array_view<const double, 1> av_h(kN, h_h);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    const double g = av_g[idx];
    const double h = av_h[idx];
    out(i, 0) = precise_math::sinh(x);
    out(i, 1) = precise_math::cosh(x);
    out(i, 2) = precise_math::tanh(x);
    out(i, 3) = precise_math::asinh(x);
    out(i, 4) = precise_math::acosh(g);
    out(i, 5) = precise_math::atanh(h);
    out(i, 6) = precise_math::sinh((float)x);
    out(i, 7) = precise_math::coshf((float)x);
    out(i, 8) = precise_math::tanhf((float)x);
    out(i, 9) = precise_math::asinhf((float)x);
    out(i, 10) = precise_math::acosh((float)g);
    out(i, 11) = precise_math::atanhf((float)h);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double g = h_g[i];
    const double h = h_h[i];
    double want[kCases];
    want[0] = std::sinh(x);
    want[1] = std::cosh(x);
    want[2] = std::tanh(x);
    want[3] = std::asinh(x);
    want[4] = std::acosh(g);
    want[5] = std::atanh(h);
    want[6] = std::sinh((double)(float)x);
    want[7] = std::cosh((double)(float)x);
    want[8] = std::tanh((double)(float)x);
    want[9] = std::asinh((double)(float)x);
    want[10] = std::acosh((double)(float)g);
    want[11] = std::atanh((double)(float)h);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g, g=%.9g, h=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, (double)g, (double)h, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
