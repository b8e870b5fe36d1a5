// precise_trig_float.cpp
//
// Covers: concurrency::precise_math sin, cos, tan, sincos, sinpi, cospi
// (float overloads) and sinf, cosf, tanf, sincosf, sinpif, cospif (amp_math.h
// precise_math namespace), on [-10, 10]. precise_math maps to HIP's accurate
// float functions (sinf, cosf, tanf: 2-4 ulp per the CUDA math API docs;
// sinpif/cospif 1 ulp), checked in ulps against a double reference.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 301;
constexpr int kCases = 12;
const char* const kNames[kCases] = {"sin", "sinf", "cos", "cosf", "tan", "tanf", "sincos.s", "sincosf.c", "sinpi", "sinpif", "cospi", "cospif"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 3 * ulp;
  case 1: return 3 * ulp;
  case 2: return 3 * ulp;
  case 3: return 3 * ulp;
  case 4: return 5 * ulp;
  case 5: return 5 * ulp;
  case 6: return 3 * ulp;
  case 7: return 3 * ulp;
  case 8: return 3e-7 * std::fabs(want) + 2e-7;
  case 9: return 3e-7 * std::fabs(want) + 2e-7;
  case 10: return 3e-7 * std::fabs(want) + 2e-7;
  case 11: return 3e-7 * std::fabs(want) + 2e-7;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-10.0 + (10.0 - (-10.0)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_x(kN, h_x);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = av_x[idx];
    out(i, 0) = precise_math::sin(x);
    out(i, 1) = precise_math::sinf(x);
    out(i, 2) = precise_math::cos(x);
    out(i, 3) = precise_math::cosf(x);
    out(i, 4) = precise_math::tan(x);
    out(i, 5) = precise_math::tanf(x);
    out(i, 6) = [&]() restrict(amp) { float s, c; precise_math::sincos(x, &s, &c); return s; }();
    out(i, 7) = [&]() restrict(amp) { float s, c; precise_math::sincosf(x, &s, &c); return c; }();
    out(i, 8) = precise_math::sinpi(x * 0.1f);
    out(i, 9) = precise_math::sinpif(x * 0.1f);
    out(i, 10) = precise_math::cospi(x * 0.1f);
    out(i, 11) = precise_math::cospif(x * 0.1f);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    double want[kCases];
    want[0] = std::sin((double)x);
    want[1] = std::sin((double)x);
    want[2] = std::cos((double)x);
    want[3] = std::cos((double)x);
    want[4] = std::tan((double)x);
    want[5] = std::tan((double)x);
    want[6] = std::sin((double)x);
    want[7] = std::cos((double)x);
    want[8] = std::sin(3.14159265358979323846 * (double)(x * 0.1f));
    want[9] = std::sin(3.14159265358979323846 * (double)(x * 0.1f));
    want[10] = std::cos(3.14159265358979323846 * (double)(x * 0.1f));
    want[11] = std::cos(3.14159265358979323846 * (double)(x * 0.1f));
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
