// fast_math_double_promotion.cpp
//
// Covers: fast_math has only float overloads (amp_math.h: the fast_math
// namespace declares no double functions), so a double argument converts to
// float: fast_math::sqrt(double), fast_math::exp(double), fast_math::floor,
// fast_math::fmax(double, double) return float results computed in float.
// Checked by comparing with the same function on the value rounded to float.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 129;
constexpr int kCases = 5;
const char* const kNames[kCases] = {"sqrt", "exp", "floor", "fmax", "fabs"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 3.6e-7 * std::fabs(want) + 0;
  case 1: return 2e-6 * std::fabs(want) + 0;
  case 2: return 0.0;
  case 3: return 0.0;
  case 4: return 0.0;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(0.001 + (30.0 - (0.001)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    out(i, 0) = fast_math::sqrt(x);
    out(i, 1) = fast_math::exp(x * 0.1);
    out(i, 2) = fast_math::floor(x);
    out(i, 3) = fast_math::fmax(x, 10.0 + 1e-9);
    out(i, 4) = fast_math::fabs(-x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    double want[kCases];
    want[0] = std::sqrt((double)(float)x);
    want[1] = std::exp((double)(float)(x * 0.1));
    want[2] = std::floor((float)x);
    want[3] = std::fmax((float)x, (float)(10.0 + 1e-9));
    want[4] = (double)(float)x;
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
