// precise_f_names_agree.cpp
//
// Covers: the precise_math float overloads and their f-suffixed twins (acosh/
// acoshf, ..., erfinv/erfinvf, phi/phif, probit/probitf; amp_math.h
// precise_math namespace): for a float argument both spellings are the same
// AMP function and must return bit-identical results.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 61;
constexpr int kCases = 20;
const char* const kNames[kCases] = {"acosh/acoshf", "asinh/asinhf", "atanh/atanhf", "cbrt/cbrtf", "erf/erff", "erfc/erfcf", "exp10/exp10f", "expm1/expm1f", "log1p/log1pf", "logb/logbf", "rcbrt/rcbrtf", "sinpi/sinpif", "cospi/cospif", "tgamma/tgammaf", "nearbyint/nearbyintf", "rint/rintf", "erfinv/erfinvf", "erfcinv/erfcinvf", "phi/phif", "probit/probitf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 0.0;
  case 1: return 0.0;
  case 2: return 0.0;
  case 3: return 0.0;
  case 4: return 0.0;
  case 5: return 0.0;
  case 6: return 0.0;
  case 7: return 0.0;
  case 8: return 0.0;
  case 9: return 0.0;
  case 10: return 0.0;
  case 11: return 0.0;
  case 12: return 0.0;
  case 13: return 0.0;
  case 14: return 0.0;
  case 15: return 0.0;
  case 16: return 0.0;
  case 17: return 0.0;
  case 18: return 0.0;
  case 19: return 0.0;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(0.05 + (0.95 - (0.05)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_x(kN, h_x);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = av_x[idx];
    out(i, 0) = precise_math::acosh(x + 1.0f) - precise_math::acoshf(x + 1.0f);
    out(i, 1) = precise_math::asinh(x) - precise_math::asinhf(x);
    out(i, 2) = precise_math::atanh(x) - precise_math::atanhf(x);
    out(i, 3) = precise_math::cbrt(x) - precise_math::cbrtf(x);
    out(i, 4) = precise_math::erf(x) - precise_math::erff(x);
    out(i, 5) = precise_math::erfc(x) - precise_math::erfcf(x);
    out(i, 6) = precise_math::exp10(x) - precise_math::exp10f(x);
    out(i, 7) = precise_math::expm1(x) - precise_math::expm1f(x);
    out(i, 8) = precise_math::log1p(x) - precise_math::log1pf(x);
    out(i, 9) = precise_math::logb(x) - precise_math::logbf(x);
    out(i, 10) = precise_math::rcbrt(x) - precise_math::rcbrtf(x);
    out(i, 11) = precise_math::sinpi(x) - precise_math::sinpif(x);
    out(i, 12) = precise_math::cospi(x) - precise_math::cospif(x);
    out(i, 13) = precise_math::tgamma(x) - precise_math::tgammaf(x);
    out(i, 14) = precise_math::nearbyint(x) - precise_math::nearbyintf(x);
    out(i, 15) = precise_math::rint(x) - precise_math::rintf(x);
    out(i, 16) = precise_math::erfinv(x) - precise_math::erfinvf(x);
    out(i, 17) = precise_math::erfcinv(x) - precise_math::erfcinvf(x);
    out(i, 18) = precise_math::phi(x) - precise_math::phif(x);
    out(i, 19) = precise_math::probit(x) - precise_math::probitf(x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    double want[kCases];
    want[0] = 0.0;
    want[1] = 0.0;
    want[2] = 0.0;
    want[3] = 0.0;
    want[4] = 0.0;
    want[5] = 0.0;
    want[6] = 0.0;
    want[7] = 0.0;
    want[8] = 0.0;
    want[9] = 0.0;
    want[10] = 0.0;
    want[11] = 0.0;
    want[12] = 0.0;
    want[13] = 0.0;
    want[14] = 0.0;
    want[15] = 0.0;
    want[16] = 0.0;
    want[17] = 0.0;
    want[18] = 0.0;
    want[19] = 0.0;
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
