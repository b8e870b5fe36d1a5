// precise_log.cpp
//
// Covers: concurrency::precise_math log, log2, log10, log1p, logb (float and
// double overloads) and logf, log2f, log10f, log1pf, logbf (amp_math.h
// precise_math namespace) on (0, 1e6]; HIP's accurate functions within the
// CUDA ulp bounds plus one, logb exactly.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 233;
constexpr int kCases = 10;
const char* const kNames[kCases] = {"log(d)", "log2(d)", "log10(d)", "log1p(d)", "logb(d)", "logf", "log2f", "log10(f)", "log1pf", "logbf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 2 * ulp;
  case 1: return 2 * ulp;
  case 2: return 2 * ulp;
  case 3: return 2 * ulp;
  case 4: return 0.0;
  case 5: return 2.4e-7 * std::fabs(want) + 1e-7;
  case 6: return 2.4e-7 * std::fabs(want) + 1e-7;
  case 7: return 3.6e-7 * std::fabs(want) + 1e-7;
  case 8: return 2.4e-7 * std::fabs(want) + 1e-30;
  case 9: return 0.0;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_p(kN);
  std::vector<double> h_s(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_p[i] = static_cast<double>(1e-4 + (1e6 - (1e-4)) * t);
    h_s[i] = static_cast<double>(-0.5 + (2.0 - (-0.5)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_p(kN, h_p);
  array_view<const double, 1> av_s(kN, h_s);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double p = av_p[idx];
    const double s = av_s[idx];
    out(i, 0) = precise_math::log(p);
    out(i, 1) = precise_math::log2(p);
    out(i, 2) = precise_math::log10(p);
    out(i, 3) = precise_math::log1p(s);
    out(i, 4) = precise_math::logb(p);
    out(i, 5) = precise_math::logf((float)p);
    out(i, 6) = precise_math::log2f((float)p);
    out(i, 7) = precise_math::log10((float)p);
    out(i, 8) = precise_math::log1pf((float)s);
    out(i, 9) = precise_math::logbf((float)p);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double p = h_p[i];
    const double s = h_s[i];
    double want[kCases];
    want[0] = std::log(p);
    want[1] = std::log2(p);
    want[2] = std::log10(p);
    want[3] = std::log1p(s);
    want[4] = std::logb(p);
    want[5] = std::log((double)(float)p);
    want[6] = std::log2((double)(float)p);
    want[7] = std::log10((double)(float)p);
    want[8] = std::log1p((double)(float)s);
    want[9] = std::logb((double)(float)p);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (p=%.9g, s=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)p, (double)s, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
