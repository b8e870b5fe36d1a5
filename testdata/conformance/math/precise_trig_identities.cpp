// precise_trig_identities.cpp
//
// Covers: consistency between related precise_math functions (amp_math.h
// precise_math namespace), double overloads: sin^2 + cos^2 = 1, tan = sin/cos,
// sinpi(x) = sin(pi x), exp(log(x)) = x, exp2(log2(x)) = x, pow(x, 0.5) =
// sqrt(x), cbrt(x)^3 = x, hypot(x, y)^2 = x^2 + y^2, asin(sin(x)) = x on
// [-pi/2, pi/2], within a few double ulps of the exact identity.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 199;
constexpr int kCases = 8;
const char* const kNames[kCases] = {"sin^2+cos^2", "tan-sin/cos", "exp(log)", "exp2(log2)", "pow-sqrt", "cbrt^3", "asin(sin)", "sinpi"};

static double ulp_of(double v) {
  return std::fabs(v) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter(v, (double)INFINITY) - v);
}

// Allowed error of case c against the reference value want. exp(log(p)) and
// exp2(log2(p)) amplify the logarithm's error: an error of e in y = log(p)
// is a relative error of e in exp(y) (ln 2 * e for exp2), which for p near 55
// is about 5 to 7 ulps of p per ulp of y. So the bound is the documented
// error of both functions (CUDA: log, log2, exp, exp2 1 ulp; plus one, as in
// the rest of this chapter) carried through, not a few ulps of p.
static double allowed(int c, double want) {
  const double ulp = ulp_of(want);
  switch (c) {
  case 0: return 4.5e-16;
  case 1: return 0 * std::fabs(want) + 1e-14;
  case 2: return std::fabs(want) * 2 * ulp_of(std::log(want)) + 2 * ulp;
  case 3: return std::fabs(want) * 0.6931471805599453 * 2 * ulp_of(std::log2(want)) + 2 * ulp;
  case 4: return 2 * ulp;
  case 5: return 4e-15 * std::fabs(want) + 0;
  case 6: return 1e-15;
  case 7: return 4.5e-16;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_p(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-1.5 + (1.5 - (-1.5)) * t);
    h_p[i] = static_cast<double>(0.01 + (100.0 - (0.01)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<const double, 1> av_p(kN, h_p);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    const double p = av_p[idx];
    out(i, 0) = precise_math::sin(x) * precise_math::sin(x) + precise_math::cos(x) * precise_math::cos(x);
    out(i, 1) = precise_math::tan(x) - precise_math::sin(x) / precise_math::cos(x);
    out(i, 2) = precise_math::exp(precise_math::log(p));
    out(i, 3) = precise_math::exp2(precise_math::log2(p));
    out(i, 4) = precise_math::pow(p, 0.5);
    out(i, 5) = precise_math::cbrt(p) * precise_math::cbrt(p) * precise_math::cbrt(p);
    out(i, 6) = precise_math::asin(precise_math::sin(x));
    out(i, 7) = precise_math::sinpi(x / 3.0);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double p = h_p[i];
    double want[kCases];
    want[0] = 1.0;
    want[1] = 0.0;
    want[2] = p;
    want[3] = p;
    want[4] = std::sqrt(p);
    want[5] = p;
    want[6] = x;
    want[7] = std::sin(3.14159265358979323846 * (x / 3.0));
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g, p=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, (double)p, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
