// precise_minmax_sign_fma.cpp
//
// Covers: concurrency::precise_math fmax, fmin, fabs, copysign, nextafter, fma
// (float and double overloads) and fmaxf, fminf, fabsf, copysignf,
// nextafterf, fmaf (amp_math.h precise_math namespace): exact operations
// (fma rounds once), compared bit for bit with <cmath>.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 139;
constexpr int kCases = 12;
const char* const kNames[kCases] = {"fmax(d)", "fmin(d)", "fabs(d)", "copysign(d)", "nextafter(d)", "fma(d)", "fmaxf", "fminf", "fabsf", "copysignf", "nextafterf", "fmaf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-300 ? 4.9e-324 : std::fabs(std::nextafter((double)want, (double)INFINITY) - (double)want);
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
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_y(kN);
  std::vector<double> h_z(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-3.0 + (3.0 - (-3.0)) * t);
    h_y[i] = static_cast<double>(2.0 + (-2.5 - (2.0)) * t);
    h_z[i] = static_cast<double>(0.1 + (-0.3 - (0.1)) * t);
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
    out(i, 0) = precise_math::fmax(x, y);
    out(i, 1) = precise_math::fmin(x, y);
    out(i, 2) = precise_math::fabs(y);
    out(i, 3) = precise_math::copysign(x, z);
    out(i, 4) = precise_math::nextafter(x, y);
    out(i, 5) = precise_math::fma(x, y, z);
    out(i, 6) = precise_math::fmaxf((float)x, (float)y);
    out(i, 7) = precise_math::fminf((float)x, (float)y);
    out(i, 8) = precise_math::fabsf((float)y);
    out(i, 9) = precise_math::copysignf((float)x, (float)z);
    out(i, 10) = precise_math::nextafterf((float)x, (float)y);
    out(i, 11) = precise_math::fmaf((float)x, (float)y, (float)z);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double y = h_y[i];
    const double z = h_z[i];
    double want[kCases];
    want[0] = std::fmax(x, y);
    want[1] = std::fmin(x, y);
    want[2] = std::fabs(y);
    want[3] = std::copysign(x, z);
    want[4] = std::nextafter(x, y);
    want[5] = std::fma(x, y, z);
    want[6] = std::fmax((float)x, (float)y);
    want[7] = std::fmin((float)x, (float)y);
    want[8] = std::fabs((float)y);
    want[9] = std::copysign((float)x, (float)z);
    want[10] = std::nextafter((float)x, (float)y);
    want[11] = std::fma((float)x, (float)y, (float)z);
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
