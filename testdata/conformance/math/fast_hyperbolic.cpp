// fast_hyperbolic.cpp
//
// Covers: concurrency::fast_math sinh, cosh, tanh and sinhf, coshf, tanhf
// (amp_math.h fast_math namespace) on [-5, 5]; HIP float functions, CUDA float
// ulp bounds plus one.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 257;
constexpr int kCases = 6;
const char* const kNames[kCases] = {"sinh", "sinhf", "cosh", "coshf", "tanh", "tanhf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
  switch (c) {
  case 0: return 4 * ulp;
  case 1: return 4 * ulp;
  case 2: return 3 * ulp;
  case 3: return 3 * ulp;
  case 4: return 4e-7 * std::fabs(want) + 1e-7;
  case 5: return 4e-7 * std::fabs(want) + 1e-7;
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-5.0 + (5.0 - (-5.0)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_x(kN, h_x);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = av_x[idx];
    out(i, 0) = fast_math::sinh(x);
    out(i, 1) = fast_math::sinhf(x);
    out(i, 2) = fast_math::cosh(x);
    out(i, 3) = fast_math::coshf(x);
    out(i, 4) = fast_math::tanh(x);
    out(i, 5) = fast_math::tanhf(x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    double want[kCases];
    want[0] = std::sinh((double)x);
    want[1] = std::sinh((double)x);
    want[2] = std::cosh((double)x);
    want[3] = std::cosh((double)x);
    want[4] = std::tanh((double)x);
    want[5] = std::tanh((double)x);
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
