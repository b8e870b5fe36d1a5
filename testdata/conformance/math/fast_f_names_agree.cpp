// fast_f_names_agree.cpp
//
// Covers: every unary fast_math entry point that AMP declares twice, as name
// and name + f (acos/acosf ... trunc/truncf, amp_math.h fast_math namespace):
// both spellings are one AMP function, so they must return bit-identical
// results (the mapping table sends both to the same HIP function).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 67;
constexpr int kCases = 21;
const char* const kNames[kCases] = {"acos/acosf", "asin/asinf", "atan/atanf", "ceil/ceilf", "cos/cosf", "cosh/coshf", "exp/expf", "exp2/exp2f", "fabs/fabsf", "floor/floorf", "log/logf", "log10/log10f", "log2/log2f", "round/roundf", "rsqrt/rsqrtf", "sin/sinf", "sinh/sinhf", "sqrt/sqrtf", "tan/tanf", "tanh/tanhf", "trunc/truncf"};

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
  case 20: return 0.0;
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
    out(i, 0) = fast_math::acos(x) - fast_math::acosf(x);
    out(i, 1) = fast_math::asin(x) - fast_math::asinf(x);
    out(i, 2) = fast_math::atan(x) - fast_math::atanf(x);
    out(i, 3) = fast_math::ceil(x) - fast_math::ceilf(x);
    out(i, 4) = fast_math::cos(x) - fast_math::cosf(x);
    out(i, 5) = fast_math::cosh(x) - fast_math::coshf(x);
    out(i, 6) = fast_math::exp(x) - fast_math::expf(x);
    out(i, 7) = fast_math::exp2(x) - fast_math::exp2f(x);
    out(i, 8) = fast_math::fabs(x) - fast_math::fabsf(x);
    out(i, 9) = fast_math::floor(x) - fast_math::floorf(x);
    out(i, 10) = fast_math::log(x) - fast_math::logf(x);
    out(i, 11) = fast_math::log10(x) - fast_math::log10f(x);
    out(i, 12) = fast_math::log2(x) - fast_math::log2f(x);
    out(i, 13) = fast_math::round(x) - fast_math::roundf(x);
    out(i, 14) = fast_math::rsqrt(x) - fast_math::rsqrtf(x);
    out(i, 15) = fast_math::sin(x) - fast_math::sinf(x);
    out(i, 16) = fast_math::sinh(x) - fast_math::sinhf(x);
    out(i, 17) = fast_math::sqrt(x) - fast_math::sqrtf(x);
    out(i, 18) = fast_math::tan(x) - fast_math::tanf(x);
    out(i, 19) = fast_math::tanh(x) - fast_math::tanhf(x);
    out(i, 20) = fast_math::trunc(x) - fast_math::truncf(x);
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
    want[20] = 0.0;
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
