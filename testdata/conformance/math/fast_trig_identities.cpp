// fast_trig_identities.cpp
//
// Covers: fast_math consistency checks (amp_math.h fast_math namespace; the
// HIP fast intrinsics __sinf, __cosf, __expf, __logf): sin^2 + cos^2 = 1
// within 4e-6, sincos agrees with separate sin and cos, exp(log(x)) = x
// within a relative 1e-5, rsqrt(x) * sqrt(x) = 1 within 1e-6, atan2(sin, cos)
// recovers the angle on (-pi, pi) within 1e-5.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 223;
constexpr int kCases = 5;
const char* const kNames[kCases] = {"sin^2+cos^2", "sincos-sin", "exp(log)", "rsqrt*sqrt", "atan2(sin,cos)"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 4e-6;
  case 1: return 2e-6;
  case 2: return 1e-5 * std::fabs(want) + 0;
  case 3: return 1e-6;
  case 4: return 1e-5;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  std::vector<float> h_p(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-3.1 + (3.1 - (-3.1)) * t);
    h_p[i] = static_cast<float>(0.05 + (40.0 - (0.05)) * t);
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
    out(i, 0) = fast_math::sin(x) * fast_math::sin(x) + fast_math::cos(x) * fast_math::cos(x);
    out(i, 1) = [&]() restrict(amp) { float s, c; fast_math::sincos(x, &s, &c); return s - fast_math::sin(x) + c - fast_math::cos(x); }();
    out(i, 2) = fast_math::exp(fast_math::log(p));
    out(i, 3) = fast_math::rsqrt(p) * fast_math::sqrt(p);
    out(i, 4) = fast_math::atan2(fast_math::sin(x), fast_math::cos(x));
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    const float p = h_p[i];
    double want[kCases];
    want[0] = 1.0;
    want[1] = 0.0;
    want[2] = (double)p;
    want[3] = 1.0;
    want[4] = (double)x;
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
