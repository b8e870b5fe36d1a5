// fast_inverse_trig.cpp
//
// Covers: concurrency::fast_math acos, asin, atan, atan2 and their f-suffixed
// forms acosf, asinf, atanf, atan2f (amp_math.h fast_math namespace), on
// [-1, 1] and with atan2 over all four quadrants. fast_math maps these to
// HIP's float functions (there are no faster intrinsics), so the bound is the
// CUDA/OCML float bound plus one ulp.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 257;
constexpr int kCases = 8;
const char* const kNames[kCases] = {"acos", "acosf", "asin", "asinf", "atan", "atanf", "atan2", "atan2f"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 4 * ulp;
  case 1: return 4 * ulp;
  case 2: return 5 * ulp;
  case 3: return 5 * ulp;
  case 4: return 3 * ulp;
  case 5: return 3 * ulp;
  case 6: return 4 * ulp;
  case 7: return 4 * ulp;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  std::vector<float> h_y(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-1.0 + (1.0 - (-1.0)) * t);
    h_y[i] = static_cast<float>(2.5 + (-3.0 - (2.5)) * t);
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
    out(i, 0) = fast_math::acos(x);
    out(i, 1) = fast_math::acosf(x);
    out(i, 2) = fast_math::asin(x);
    out(i, 3) = fast_math::asinf(x);
    out(i, 4) = fast_math::atan(y);
    out(i, 5) = fast_math::atanf(y);
    out(i, 6) = fast_math::atan2(y, x);
    out(i, 7) = fast_math::atan2f(x, y);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    const float y = h_y[i];
    double want[kCases];
    want[0] = std::acos((double)x);
    want[1] = std::acos((double)x);
    want[2] = std::asin((double)x);
    want[3] = std::asin((double)x);
    want[4] = std::atan((double)y);
    want[5] = std::atan((double)y);
    want[6] = std::atan2((double)y, (double)x);
    want[7] = std::atan2((double)x, (double)y);
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
