// precise_pow_roots.cpp
//
// Covers: concurrency::precise_math pow, cbrt, rcbrt, hypot (float and double
// overloads) and powf, cbrtf, rcbrtf, hypotf (amp_math.h precise_math
// namespace) against <cmath> in ulps (CUDA: powf 4, pow 2, cbrt/rcbrt 1-2,
// hypot 2-3, plus one).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 227;
constexpr int kCases = 8;
const char* const kNames[kCases] = {"pow(d)", "cbrt(d)", "rcbrt(d)", "hypot(d)", "powf", "cbrtf", "rcbrtf", "hypotf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
  switch (c) {
  case 0: return 3 * ulp;
  case 1: return 2 * ulp;
  case 2: return 3 * ulp;
  case 3: return 3 * ulp;
  case 4: return 6e-7 * std::fabs(want) + 0;
  case 5: return 2.4e-7 * std::fabs(want) + 0;
  case 6: return 3.6e-7 * std::fabs(want) + 0;
  case 7: return 4.8e-7 * std::fabs(want) + 0;
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_y(kN);
  std::vector<double> h_z(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(0.01 + (60.0 - (0.01)) * t);
    h_y[i] = static_cast<double>(-4.0 + (4.0 - (-4.0)) * t);
    h_z[i] = static_cast<double>(-30.0 + (30.0 - (-30.0)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<const double, 1> av_y(kN, h_y);
  array_view<const double, 1> av_z(kN, h_z);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    const double y = av_y[idx];
    const double z = av_z[idx];
    out(i, 0) = precise_math::pow(x, y);
    out(i, 1) = precise_math::cbrt(z);
    out(i, 2) = precise_math::rcbrt(x);
    out(i, 3) = precise_math::hypot(z, y);
    out(i, 4) = precise_math::powf((float)x, (float)y);
    out(i, 5) = precise_math::cbrtf((float)z);
    out(i, 6) = precise_math::rcbrtf((float)x);
    out(i, 7) = precise_math::hypotf((float)z, (float)y);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double y = h_y[i];
    const double z = h_z[i];
    double want[kCases];
    want[0] = std::pow(x, y);
    want[1] = std::cbrt(z);
    want[2] = 1.0 / std::cbrt(x);
    want[3] = std::hypot(z, y);
    want[4] = std::pow((double)(float)x, (double)(float)y);
    want[5] = std::cbrt((double)(float)z);
    want[6] = 1.0 / std::cbrt((double)(float)x);
    want[7] = std::hypot((double)(float)z, (double)(float)y);
    for (int c = 0; c < kCases; ++c) {
      const double got = h_out[i * kCases + c];
      const bool both_nan = std::isnan(got) && std::isnan(want[c]);
      const bool same_inf = std::isinf(got) && got == want[c];
      if (!both_nan && !same_inf && !(std::fabs(got - want[c]) <= allowed(c, want[c]))) {
        std::printf("FAIL: %s at i=%d (x=%.9g, y=%.9g, z=%.9g) got %.17g expected %.17g\n", kNames[c], i, (double)x, (double)y, (double)z, got, want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
