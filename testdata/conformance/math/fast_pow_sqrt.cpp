// fast_pow_sqrt.cpp
//
// Covers: concurrency::fast_math pow, sqrt, rsqrt and powf, sqrtf, rsqrtf
// (amp_math.h fast_math namespace). pow maps to HIP's __powf (exp2(y *
// log2(x)), error growing with |y log2 x|: relative bound 1e-5 here), sqrt to
// sqrtf and rsqrt to rsqrtf (2 ulp).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 257;
constexpr int kCases = 6;
const char* const kNames[kCases] = {"pow", "powf", "sqrt", "sqrtf", "rsqrt", "rsqrtf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 1e-5 * std::fabs(want) + 0;
  case 1: return 1e-5 * std::fabs(want) + 0;
  case 2: return 3 * ulp;
  case 3: return 3 * ulp;
  case 4: return 3 * ulp;
  case 5: return 3 * ulp;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  std::vector<float> h_y(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(0.05 + (50.0 - (0.05)) * t);
    h_y[i] = static_cast<float>(-3.0 + (3.0 - (-3.0)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_x(kN, h_x);
  array_view<const float, 1> av_y(kN, h_y);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = av_x[idx];
    const float y = av_y[idx];
    out(i, 0) = fast_math::pow(x, y);
    out(i, 1) = fast_math::powf(x, y);
    out(i, 2) = fast_math::sqrt(x);
    out(i, 3) = fast_math::sqrtf(x);
    out(i, 4) = fast_math::rsqrt(x);
    out(i, 5) = fast_math::rsqrtf(x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    const float y = h_y[i];
    double want[kCases];
    want[0] = std::pow((double)x, (double)y);
    want[1] = std::pow((double)x, (double)y);
    want[2] = std::sqrt((double)x);
    want[3] = std::sqrt((double)x);
    want[4] = 1.0 / std::sqrt((double)x);
    want[5] = 1.0 / std::sqrt((double)x);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g, y=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, (double)y, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
