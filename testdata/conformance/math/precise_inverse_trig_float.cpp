// precise_inverse_trig_float.cpp
//
// Covers: concurrency::precise_math asin, acos, atan, atan2 (float overloads)
// and asinf, acosf, atanf, atan2f (amp_math.h precise_math namespace), HIP's
// float functions, CUDA-documented ulp bounds (acos 3, asin 4, atan 2,
// atan2 3) plus one, against a double reference.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 263;
constexpr int kCases = 8;
const char* const kNames[kCases] = {"asin", "asinf", "acos", "acosf", "atan", "atanf", "atan2", "atan2f"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 5 * ulp;
  case 1: return 5 * ulp;
  case 2: return 4 * ulp;
  case 3: return 4 * ulp;
  case 4: return 3 * ulp;
  case 5: return 3 * ulp;
  case 6: return 4 * ulp;
  case 7: return 4 * ulp;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_u(kN);
  std::vector<float> h_y(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_u[i] = static_cast<float>(-1.0 + (1.0 - (-1.0)) * t);
    h_y[i] = static_cast<float>(-7.0 + (4.0 - (-7.0)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_u(kN, h_u);
  array_view<const float, 1> av_y(kN, h_y);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float u = av_u[idx];
    const float y = av_y[idx];
    out(i, 0) = precise_math::asin(u);
    out(i, 1) = precise_math::asinf(u);
    out(i, 2) = precise_math::acos(u);
    out(i, 3) = precise_math::acosf(u);
    out(i, 4) = precise_math::atan(y);
    out(i, 5) = precise_math::atanf(y);
    out(i, 6) = precise_math::atan2(y, u);
    out(i, 7) = precise_math::atan2f(u, y);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float u = h_u[i];
    const float y = h_y[i];
    double want[kCases];
    want[0] = std::asin((double)u);
    want[1] = std::asin((double)u);
    want[2] = std::acos((double)u);
    want[3] = std::acos((double)u);
    want[4] = std::atan((double)y);
    want[5] = std::atan((double)y);
    want[6] = std::atan2((double)y, (double)u);
    want[7] = std::atan2((double)u, (double)y);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (u=%.9g, y=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)u, (double)y, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
