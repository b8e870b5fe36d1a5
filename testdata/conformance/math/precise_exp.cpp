// precise_exp.cpp
//
// Covers: concurrency::precise_math exp, exp2, exp10, expm1 (float and double
// overloads) and expf, exp2f, exp10f, expm1f (amp_math.h precise_math
// namespace). HIP's accurate functions: float within 2-3 ulp, double within
// 1-2 ulp (CUDA math API docs), plus one, against <cmath>.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 251;
constexpr int kCases = 8;
const char* const kNames[kCases] = {"exp(d)", "exp2(d)", "exp10(d)", "expm1(d)", "expf", "exp2(f)", "exp10f", "expm1f"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 3 * ulp;
  case 1: return 3 * ulp;
  case 2: return 4 * ulp;
  case 3: return 3 * ulp;
  case 4: return 3.6e-7 * std::fabs(want) + 0;
  case 5: return 3.6e-7 * std::fabs(want) + 0;
  case 6: return 3.6e-7 * std::fabs(want) + 0;
  case 7: return 2.4e-7 * std::fabs(want) + 0;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_s(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-20.0 + (20.0 - (-20.0)) * t);
    h_s[i] = static_cast<double>(-1e-3 + (1e-3 - (-1e-3)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<const double, 1> av_s(kN, h_s);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    const double s = av_s[idx];
    out(i, 0) = precise_math::exp(x);
    out(i, 1) = precise_math::exp2(x);
    out(i, 2) = precise_math::exp10(x * 0.25);
    out(i, 3) = precise_math::expm1(s);
    out(i, 4) = precise_math::expf((float)x);
    out(i, 5) = precise_math::exp2((float)x);
    out(i, 6) = precise_math::exp10f((float)(x * 0.25));
    out(i, 7) = precise_math::expm1f((float)s);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double s = h_s[i];
    double want[kCases];
    want[0] = std::exp(x);
    want[1] = std::exp2(x);
    want[2] = std::pow(10.0, x * 0.25);
    want[3] = std::expm1(s);
    want[4] = std::exp((double)(float)x);
    want[5] = std::exp2((double)(float)x);
    want[6] = std::pow(10.0, (double)(float)(x * 0.25));
    want[7] = std::expm1((double)(float)s);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g, s=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, (double)s, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
