// precise_atan2_quadrants.cpp
//
// Covers: precise_math::atan2 / atan2f (float and double) over a grid that
// crosses both axes (amp_math.h precise_math namespace): all four quadrants,
// y = 0 with x < 0 (result +pi), x = 0 (result +-pi/2), against <cmath> in ulps
// (CUDA: atan2f 3 ulp, atan2 2 ulp, plus one).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 161;
constexpr int kCases = 5;
const char* const kNames[kCases] = {"atan2(d)", "atan2(d) y=0", "atan2(d) x=0", "atan2f", "atan2(f) swapped"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 3 * ulp;
  case 1: return 3 * ulp;
  case 2: return 3 * ulp;
  case 3: return 4.8e-7 * std::fabs(want) + 0;
  case 4: return 4.8e-7 * std::fabs(want) + 0;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_y(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-4.0 + (4.0 - (-4.0)) * t);
    h_y[i] = static_cast<double>(3.0 + (-3.0 - (3.0)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<const double, 1> av_y(kN, h_y);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    const double y = av_y[idx];
    out(i, 0) = precise_math::atan2(y, x);
    out(i, 1) = precise_math::atan2(0.0, x);
    out(i, 2) = precise_math::atan2(y, 0.0);
    out(i, 3) = precise_math::atan2f((float)y, (float)x);
    out(i, 4) = precise_math::atan2((float)x, (float)y);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double y = h_y[i];
    double want[kCases];
    want[0] = std::atan2(y, x);
    want[1] = std::atan2(0.0, x);
    want[2] = std::atan2(y, 0.0);
    want[3] = std::atan2((double)(float)y, (double)(float)x);
    want[4] = std::atan2((double)(float)x, (double)(float)y);
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
