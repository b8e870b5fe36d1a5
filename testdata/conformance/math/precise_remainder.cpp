// precise_remainder.cpp
//
// Covers: concurrency::precise_math fmod, remainder, remquo, fdim (float and
// double overloads) and fmodf, remainderf, remquof, fdimf (amp_math.h
// precise_math namespace): exact operations, compared bit for bit with
// <cmath>; remquo's quotient bits are checked too (its low 3 bits and sign,
// which is all C guarantees).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 157;
constexpr int kCases = 9;
const char* const kNames[kCases] = {"fmod(d)", "remainder(d)", "remquo(d)", "remquo(d).q", "fdim(d)", "fmodf", "remainderf", "remquof", "fdimf"};

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
  }
  return 0.0;
}

int main() {
  std::vector<double> h_x(kN);
  std::vector<double> h_y(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-17.5 + (23.25 - (-17.5)) * t);
    h_y[i] = static_cast<double>(2.5 + (-3.75 - (2.5)) * t);
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
    out(i, 0) = precise_math::fmod(x, y);
    out(i, 1) = precise_math::remainder(x, y);
    out(i, 2) = [&]() restrict(amp) { int q; return precise_math::remquo(x, y, &q); }();
    out(i, 3) = [&]() restrict(amp) { int q; precise_math::remquo(x, y, &q); return (double)((q < 0 ? -1 : 1) * ((q < 0 ? -q : q) & 7)); }();
    out(i, 4) = precise_math::fdim(x, y);
    out(i, 5) = precise_math::fmodf((float)x, (float)y);
    out(i, 6) = precise_math::remainderf((float)x, (float)y);
    out(i, 7) = [&]() restrict(amp) { int q; return (double)precise_math::remquof((float)x, (float)y, &q); }();
    out(i, 8) = precise_math::fdimf((float)x, (float)y);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    const double y = h_y[i];
    double want[kCases];
    want[0] = std::fmod(x, y);
    want[1] = std::remainder(x, y);
    want[2] = [&]() { int q; return std::remquo(x, y, &q); }();
    want[3] = [&]() { int q; std::remquo(x, y, &q); return (double)((q < 0 ? -1 : 1) * ((q < 0 ? -q : q) & 7)); }();
    want[4] = std::fdim(x, y);
    want[5] = std::fmod((float)x, (float)y);
    want[6] = std::remainder((float)x, (float)y);
    want[7] = [&]() { int q; return (double)std::remquo((float)x, (float)y, &q); }();
    want[8] = std::fdim((float)x, (float)y);
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
