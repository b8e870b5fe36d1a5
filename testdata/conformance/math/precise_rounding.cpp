// precise_rounding.cpp
//
// Covers: concurrency::precise_math ceil, floor, round, trunc, rint,
// nearbyint (float and double overloads) and ceilf, floorf, roundf, truncf,
// rintf, nearbyintf (amp_math.h precise_math namespace): exact in every
// implementation, compared bit for bit with <cmath> on [-4.5, 4.5] (ties: round
// goes away from zero, rint/nearbyint to even).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 73;
constexpr int kCases = 12;
const char* const kNames[kCases] = {"ceil(d)", "floor(d)", "round(d)", "trunc(d)", "rint(d)", "nearbyint(d)", "ceilf", "floorf", "roundf", "truncf", "rintf", "nearbyint(f)"};

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
  for (int i = 0; i < kN; ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kN - 1);
    h_x[i] = static_cast<double>(-4.5 + (4.5 - (-4.5)) * t);
  }
  std::vector<double> h_out(kN * kCases);
  array_view<const double, 1> av_x(kN, h_x);
  array_view<double, 2> out(kN, kCases, h_out);
  out.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double x = av_x[idx];
    out(i, 0) = precise_math::ceil(x);
    out(i, 1) = precise_math::floor(x);
    out(i, 2) = precise_math::round(x);
    out(i, 3) = precise_math::trunc(x);
    out(i, 4) = precise_math::rint(x);
    out(i, 5) = precise_math::nearbyint(x);
    out(i, 6) = precise_math::ceilf((float)x);
    out(i, 7) = precise_math::floorf((float)x);
    out(i, 8) = precise_math::roundf((float)x);
    out(i, 9) = precise_math::truncf((float)x);
    out(i, 10) = precise_math::rintf((float)x);
    out(i, 11) = precise_math::nearbyint((float)x);
  });
  out.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double x = h_x[i];
    double want[kCases];
    want[0] = std::ceil(x);
    want[1] = std::floor(x);
    want[2] = std::round(x);
    want[3] = std::trunc(x);
    want[4] = std::rint(x);
    want[5] = std::nearbyint(x);
    want[6] = std::ceil((float)x);
    want[7] = std::floor((float)x);
    want[8] = std::round((float)x);
    want[9] = std::trunc((float)x);
    want[10] = std::rint((float)x);
    want[11] = std::nearbyint((float)x);
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
