// fast_exp_log.cpp
//
// Covers: concurrency::fast_math exp, exp2, log, log2, log10 and expf, exp2f,
// logf, log2f, log10f (amp_math.h fast_math namespace). exp/log map to HIP's
// __expf/__logf/__log2f/__log10f intrinsics, whose documented error is
// 2 + 1.16|x| ulp (exp) and 2^-21.41 absolute near 1 / a few ulp elsewhere
// (log): checked with a relative bound of 2e-6 plus an absolute 2e-6.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 257;
constexpr int kCases = 10;
const char* const kNames[kCases] = {"exp", "expf", "exp2", "exp2f", "log", "logf", "log2", "log2f", "log10", "log10f"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 2e-6 * std::fabs(want) + 0;
  case 1: return 2e-6 * std::fabs(want) + 0;
  case 2: return 2e-6 * std::fabs(want) + 0;
  case 3: return 2e-6 * std::fabs(want) + 0;
  case 4: return 2e-6 * std::fabs(want) + 2e-6;
  case 5: return 2e-6 * std::fabs(want) + 2e-6;
  case 6: return 2e-6 * std::fabs(want) + 2e-6;
  case 7: return 2e-6 * std::fabs(want) + 2e-6;
  case 8: return 2e-6 * std::fabs(want) + 2e-6;
  case 9: return 2e-6 * std::fabs(want) + 2e-6;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  std::vector<float> h_p(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-8.0 + (8.0 - (-8.0)) * t);
    h_p[i] = static_cast<float>(0.01 + (1000.0 - (0.01)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_x(kN, h_x);
  array_view<const float, 1> av_p(kN, h_p);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = av_x[idx];
    const float p = av_p[idx];
    out(i, 0) = fast_math::exp(x);
    out(i, 1) = fast_math::expf(x);
    out(i, 2) = fast_math::exp2(x);
    out(i, 3) = fast_math::exp2f(x);
    out(i, 4) = fast_math::log(p);
    out(i, 5) = fast_math::logf(p);
    out(i, 6) = fast_math::log2(p);
    out(i, 7) = fast_math::log2f(p);
    out(i, 8) = fast_math::log10(p);
    out(i, 9) = fast_math::log10f(p);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    const float p = h_p[i];
    double want[kCases];
    want[0] = std::exp((double)x);
    want[1] = std::exp((double)x);
    want[2] = std::exp2((double)x);
    want[3] = std::exp2((double)x);
    want[4] = std::log((double)p);
    want[5] = std::log((double)p);
    want[6] = std::log2((double)p);
    want[7] = std::log2((double)p);
    want[8] = std::log10((double)p);
    want[9] = std::log10((double)p);
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
