// precise_f_suffix_names.cpp
//
// Covers: the f-suffixed precise_math names not exercised elsewhere in this
// chapter (amp_math.h precise_math namespace: acoshf, sinhf, exp2f, log10f,
// nearbyintf, atanf, ceilf with negative halves, truncf), each against the
// double reference in float ulps (CUDA bounds plus one) or exactly.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 205;
constexpr int kCases = 8;
const char* const kNames[kCases] = {"acoshf", "sinhf", "exp2f", "log10f", "nearbyintf", "atanf", "ceilf", "truncf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 5 * ulp;
  case 1: return 4 * ulp;
  case 2: return 3 * ulp;
  case 3: return 3 * ulp;
  case 4: return 0.0;
  case 5: return 3 * ulp;
  case 6: return 0.0;
  case 7: return 0.0;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  std::vector<float> h_y(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(1.0 + (40.0 - (1.0)) * t);
    h_y[i] = static_cast<float>(-8.5 + (8.5 - (-8.5)) * t);
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
    out(i, 0) = precise_math::acoshf(x);
    out(i, 1) = precise_math::sinhf(y);
    out(i, 2) = precise_math::exp2f(y);
    out(i, 3) = precise_math::log10f(x);
    out(i, 4) = precise_math::nearbyintf(y);
    out(i, 5) = precise_math::atanf(y);
    out(i, 6) = precise_math::ceilf(-y);
    out(i, 7) = precise_math::truncf(y * 1.5f);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    const float y = h_y[i];
    double want[kCases];
    want[0] = std::acosh((double)x);
    want[1] = std::sinh((double)y);
    want[2] = std::exp2((double)y);
    want[3] = std::log10((double)x);
    want[4] = std::nearbyint(y);
    want[5] = std::atan((double)y);
    want[6] = std::ceil(-y);
    want[7] = std::trunc(y * 1.5f);
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
