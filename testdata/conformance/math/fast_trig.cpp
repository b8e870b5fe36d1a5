// fast_trig.cpp
//
// Covers: concurrency::fast_math sin, cos, tan, sinf, cosf, tanf and
// sincos / sincosf (AMP 1.2 spec, amp_math.h "fast_math" namespace) on
// [-pi, pi]. fast_math maps to HIP's fast intrinsics (__sinf, __cosf, __tanf,
// __sincosf), whose documented error is absolute (2^-21.41 for sin/cos on
// [-pi, pi]), so sin/cos are checked with an absolute bound of 1e-5 and tan
// with a relative one.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 257;
constexpr int kCases = 8;
const char* const kNames[kCases] = {"sin", "sinf", "cos", "cosf", "tan", "tanf", "sincos.s", "sincosf.c"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 1e-5;
  case 1: return 1e-5;
  case 2: return 1e-5;
  case 3: return 1e-5;
  case 4: return 1e-4 * std::fabs(want) + 1e-5;
  case 5: return 1e-4 * std::fabs(want) + 1e-5;
  case 6: return 1e-5;
  case 7: return 1e-5;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-3.14159265358979323846 + (3.14159265358979323846 - (-3.14159265358979323846)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_x(kN, h_x);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = av_x[idx];
    out(i, 0) = fast_math::sin(x);
    out(i, 1) = fast_math::sinf(x);
    out(i, 2) = fast_math::cos(x);
    out(i, 3) = fast_math::cosf(x);
    out(i, 4) = fast_math::tan(x * 0.45f);
    out(i, 5) = fast_math::tanf(x * 0.45f);
    out(i, 6) = [&]() restrict(amp) { float s, c; fast_math::sincos(x, &s, &c); return s; }();
    out(i, 7) = [&]() restrict(amp) { float s, c; fast_math::sincosf(x, &s, &c); return c; }();
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    double want[kCases];
    want[0] = std::sin((double)x);
    want[1] = std::sin((double)x);
    want[2] = std::cos((double)x);
    want[3] = std::cos((double)x);
    want[4] = std::tan((double)(x * 0.45f));
    want[5] = std::tan((double)(x * 0.45f));
    want[6] = std::sin((double)x);
    want[7] = std::cos((double)x);
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
