// precise_trig_double.cpp
//
// Covers: concurrency::precise_math sin, cos, tan, sincos, sinpi, cospi,
// asin, acos, atan, atan2 (double overloads; amp_math.h precise_math
// namespace), mapped to HIP's double functions (1-2 ulp in the CUDA math API
// docs), checked in double ulps against <cmath>.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 299;
constexpr int kCases = 10;
const char* const kNames[kCases] = {"sin", "cos", "tan", "sincos.s", "sinpi", "cospi", "asin", "acos", "atan", "atan2"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 3 * ulp;
  case 1: return 3 * ulp;
  case 2: return 4 * ulp;
  case 3: return 3 * ulp;
  case 4: return 1e-15 * std::fabs(want) + 1e-15;
  case 5: return 1e-15 * std::fabs(want) + 1e-15;
  case 6: return 3 * ulp;
  case 7: return 3 * ulp;
  case 8: return 3 * ulp;
  case 9: return 3 * ulp;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_u(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-10.0 + (10.0 - (-10.0)) * t);
    h_u[i] = static_cast<double>(-1.0 + (1.0 - (-1.0)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<const double, 1> av_u(kN, h_u);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    const double u = av_u[idx];
    out(i, 0) = precise_math::sin(x);
    out(i, 1) = precise_math::cos(x);
    out(i, 2) = precise_math::tan(x);
    out(i, 3) = [&]() restrict(amp) { double s, c; precise_math::sincos(x, &s, &c); return s + 0.0 * c; }();
    out(i, 4) = precise_math::sinpi(u);
    out(i, 5) = precise_math::cospi(u);
    out(i, 6) = precise_math::asin(u);
    out(i, 7) = precise_math::acos(u);
    out(i, 8) = precise_math::atan(x);
    out(i, 9) = precise_math::atan2(u, x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double u = h_u[i];
    double want[kCases];
    want[0] = std::sin(x);
    want[1] = std::cos(x);
    want[2] = std::tan(x);
    want[3] = std::sin(x);
    want[4] = std::sin(3.14159265358979323846 * u);
    want[5] = std::cos(3.14159265358979323846 * u);
    want[6] = std::asin(u);
    want[7] = std::acos(u);
    want[8] = std::atan(x);
    want[9] = std::atan2(u, x);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g, u=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, (double)u, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
