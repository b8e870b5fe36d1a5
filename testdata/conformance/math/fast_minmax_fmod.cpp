// fast_minmax_fmod.cpp
//
// Covers: concurrency::fast_math fmax, fmin, fmod and fmaxf, fminf, fmodf
// (amp_math.h fast_math namespace): exact results, compared bit for bit with
// <cmath>, with operands of both signs.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 211;
constexpr int kCases = 6;
const char* const kNames[kCases] = {"fmax", "fmaxf", "fmin", "fminf", "fmod", "fmodf"};

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
  }
  return 0.0;
}

int main() {
  std::vector<float> h_x(kN);
  std::vector<float> h_y(kN);
  for (int i = 0; i < kN; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(kN - 1);
    h_x[i] = static_cast<float>(-7.25 + (9.5 - (-7.25)) * t);
    h_y[i] = static_cast<float>(3.0 + (-2.75 - (3.0)) * t);
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
    out(i, 0) = fast_math::fmax(x, y);
    out(i, 1) = fast_math::fmaxf(x, y);
    out(i, 2) = fast_math::fmin(x, y);
    out(i, 3) = fast_math::fminf(x, y);
    out(i, 4) = fast_math::fmod(x, y);
    out(i, 5) = fast_math::fmodf(x, y);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const float x = h_x[i];
    const float y = h_y[i];
    double want[kCases];
    want[0] = std::fmax(x, y);
    want[1] = std::fmax(x, y);
    want[2] = std::fmin(x, y);
    want[3] = std::fmin(x, y);
    want[4] = std::fmod(x, y);
    want[5] = std::fmod(x, y);
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
