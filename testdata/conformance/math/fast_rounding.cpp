// fast_rounding.cpp
//
// Covers: concurrency::fast_math ceil, floor, round, trunc, fabs and ceilf,
// floorf, roundf, truncf, fabsf (amp_math.h fast_math namespace). These are
// exact in every implementation: compared bit for bit with <cmath>, over
// [-6.5, 6.5] which hits the .5 ties of round (away from zero).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 105;
constexpr int kCases = 10;
const char* const kNames[kCases] = {"ceil", "ceilf", "floor", "floorf", "round", "roundf", "trunc", "truncf", "fabs", "fabsf"};

// Allowed error of case c against the reference value want.
static double allowed(int c, double want) {
  const double ulp = std::fabs(want) < 1e-37 ? 1.4e-45 : std::fabs(std::nextafter((float)want, (float)INFINITY) - (float)want);
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
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-6.5 + (6.5 - (-6.5)) * t);
  }
  std::vector<float> h_out(kN * kCases);
  array_view<const float, 1> av_x(kN, h_x);
  array_view<float, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float x = av_x[idx];
    out(i, 0) = fast_math::ceil(x);
    out(i, 1) = fast_math::ceilf(x);
    out(i, 2) = fast_math::floor(x);
    out(i, 3) = fast_math::floorf(x);
    out(i, 4) = fast_math::round(x);
    out(i, 5) = fast_math::roundf(x);
    out(i, 6) = fast_math::trunc(x);
    out(i, 7) = fast_math::truncf(x);
    out(i, 8) = fast_math::fabs(x);
    out(i, 9) = fast_math::fabsf(x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    double want[kCases];
    want[0] = std::ceil(x);
    want[1] = std::ceil(x);
    want[2] = std::floor(x);
    want[3] = std::floor(x);
    want[4] = std::round(x);
    want[5] = std::round(x);
    want[6] = std::trunc(x);
    want[7] = std::trunc(x);
    want[8] = std::fabs(x);
    want[9] = std::fabs(x);
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
